import Foundation
import IssueReporting

/// A control that opens a URL: another page of the app, or a site elsewhere.
///
/// ```swift
/// Link("All case studies", destination: URL(string: "/")!)
/// Link(destination: URL(string: "https://www.pointfree.co")!) { Label("Point-Free", systemImage: "link") }
/// ```
///
/// Renders as an `<a href>`: the browser follows it itself, leaving the page (and so ending its
/// session) for another. Only relative URLs and `http`, `https` and `mailto` ones are linked;
/// any other scheme (`javascript:` above all) renders as plain text and reports a runtime
/// warning, so a URL from user input can't run script in the page.
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label

  /// A link with a custom label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension Link where Label == Text {
  /// A link labelled with a string.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

extension Link: PrimitiveView {
  /// The schemes a link may point to; a URL without one is relative to the page.
  static var allowedSchemes: Set<String> { ["http", "https", "mailto"] }

  func render(into nodes: inout [Node], context: RenderContext) {
    let children = renderNodes(label, context: context)
    let isAllowed = destination.scheme.map { Self.allowedSchemes.contains($0.lowercased()) } ?? true
    guard isAllowed else {
      reportLibraryIssue(
        """
        A Link to "\(destination.absoluteString.prefix(64))" was rendered as text: only relative, \
        http, https and mailto URLs are linked.
        """
      )
      nodes.append(containerNode("span", class: "cw-link cw-link-refused", children: children))
      return
    }
    let node = containerNode("a", class: "cw-link", children: children)
    if context.environment.isDisabled {
      // An anchor has no `disabled`: without its `href` it leaves the tab order and does nothing.
      node.attributes.set("aria-disabled", "true")
    } else {
      node.attributes.set("href", destination.absoluteString)
    }
    nodes.append(node)
  }
}
