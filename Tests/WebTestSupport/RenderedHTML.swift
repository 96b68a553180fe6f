import Foundation

/// Rendered HTML with every node id taken out, so a test can assert a whole structure without
/// depending on how many nodes come before it.
///
/// ```swift
/// #expect(withoutNodeIDs(session.html).contains(#"<svg class="cw-shape" viewBox="0 0 40 20""#))
/// ```
public func withoutNodeIDs(_ html: String) -> String {
  html.replacingOccurrences(of: #" id="n[0-9]+""#, with: "", options: .regularExpression)
}

/// The node id of the first element whose opening tag contains `fragment`, read from the
/// rendered HTML, to address that element in a message or patch.
///
/// ```swift
/// let dragged = try #require(nodeID(of: #"data-cw-drag="0""#, in: session.html))
/// ```
public func nodeID(of fragment: String, in html: String) -> String? {
  for piece in html.split(separator: "<").dropFirst() {
    guard let end = piece.firstIndex(of: ">") else { continue }
    let openingTag = piece[..<end]
    guard !openingTag.hasPrefix("/"), openingTag.contains(fragment) else { continue }
    guard let idRange = openingTag.range(of: #" id="n[0-9]+""#, options: .regularExpression) else {
      continue
    }
    return String(openingTag[idRange].dropFirst(5).dropLast())
  }
  return nil
}
