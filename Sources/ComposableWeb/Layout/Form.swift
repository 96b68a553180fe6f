/// A container for controls that enter data, grouped in sections.
///
/// ```swift
/// Form {
///   Section(header: Text("Profile")) {
///     TextField("Display name", text: viewStore.$displayName)
///   }
/// }
/// ```
///
/// Renders as a `<div role="form">` rather than a `<form>`, so Return never submits and
/// reloads the page; Return in a text field is a `submit` event instead.
public struct Form<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension Form: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    var contentContext = context
    contentContext.environment.isInSection = true
    // Rows outside any section are grouped as iOS groups them: each run of them is a section
    // of its own, without a header.
    var children: [Node] = []
    var looseRows: [Node] = []
    func closeLooseSection() {
      guard !looseRows.isEmpty else { return }
      let body = containerNode("div", class: "cw-section-body", children: looseRows)
      children.append(containerNode("section", class: "cw-section", children: [body]))
      looseRows = []
    }
    for node in renderNodes(content, context: contentContext) {
      if isSection(node) {
        closeLooseSection()
        children.append(node)
      } else {
        looseRows.append(node)
      }
    }
    closeLooseSection()
    let node = containerNode("div", class: "cw-form", children: children)
    node.attributes.set("role", "form")
    nodes.append(node)
  }
}

/// Whether `node` is a section, or a wrapper without a box of its own (a boundary, a `ForEach`
/// element) around sections only.
private func isSection(_ node: Node) -> Bool {
  if node.tag == "cw-b" || node.tag == "cw-i" {
    return !node.children.isEmpty && node.children.allSatisfy(isSection)
  }
  return node.tag == "section"
}
