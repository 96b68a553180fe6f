/// The `<div>` of an ``HStack`` or a ``VStack``: a CSS flex container whose direction its class
/// sets, with the stack's cross-axis alignment and optional spacing.
func flexStackNode<Content: View>(
  class className: String,
  alignment: String,
  spacing: Double?,
  content: Content,
  context: RenderContext
) -> Node {
  // Children share the stack's size: none of them is proposed the whole of it.
  var context = context
  context.environment.proposedSize = nil
  // A stack as it comes (centered, default spacing) shares its attributes with every other
  // (`Attributes.shared`): its style is a literal then, not a string built for each render.
  var style = alignment == "center" ? "align-items:center" : "align-items:\(alignment)"
  if let spacing { style += ";gap:\(cssNumber(spacing))px" }
  let children = renderNodes(content, context: context)
  if className == "cw-hstack", children.contains(where: isDivider) {
    SurfaceWarnings.report("Divider() in an HStack is drawn as a horizontal line, not vertical.")
  }
  return containerNode("div", class: className, style: style, children: children)
}

/// Whether `node` is a ``Divider``'s line, or a wrapper without a box of its own (a boundary, a
/// `ForEach` element) around one.
private func isDivider(_ node: Node) -> Bool {
  if node.tag == "cw-b" || node.tag == "cw-i" { return node.children.contains(where: isDivider) }
  return node.tag == "hr" && node.attributes["class"]?.contains("cw-divider") == true
}
