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
  var style = "align-items:\(alignment)"
  if let spacing { style += ";gap:\(cssNumber(spacing))px" }
  return containerNode(
    "div", class: className, style: style, children: renderNodes(content, context: context)
  )
}
