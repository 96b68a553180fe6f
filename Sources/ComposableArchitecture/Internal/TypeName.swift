import Foundation

/// The name of a type as written in code, without module prefixes:
/// `IdentifiedArray<UUID, Counter>` rather than
/// `IdentifiedCollections.IdentifiedArray<Foundation.UUID, App.Counter>`.
func typeName(_ type: Any.Type) -> String {
  // `String(reflecting:)` starts every type path with its module: drop the first component of
  // each path, keeping nested type paths (`Outer.Inner`) intact.
  var result = ""
  var token = ""
  var isPathStart = true
  for character in withoutAnonymousContexts(String(reflecting: type)) {
    if character == "." {
      if !isPathStart { result += token + "." }
      token = ""
      isPathStart = false
    } else if character.isLetter || character.isNumber || character == "_" {
      token.append(character)
    } else {
      result += token
      token = ""
      result.append(character)
      isPathStart = true
    }
  }
  return result + token
}

/// Drops the "(unknown context at $…)." a `private` or `fileprivate` type's reflected name has
/// between its module and its own name.
private func withoutAnonymousContexts(_ name: String) -> String {
  var name = name[...]
  var result = ""
  while let start = name.range(of: "(unknown context at $") {
    result += name[..<start.lowerBound]
    name = name[start.upperBound...]
    guard let end = name.firstIndex(of: ")") else { break }
    name = name[name.index(after: end)...]
    if name.first == "." { name = name.dropFirst() }
  }
  return result + name
}
