/// What a view needs while it renders: the session that assigns ids and owns boundaries, the
/// boundary the view renders inside, and the environment.
///
/// ```swift
/// var childContext = context
/// childContext.environment.isInList = true
/// ComposableWeb.render(content, into: &nodes, context: childContext)
/// ```
struct RenderContext {
  unowned let session: RenderSession
  /// The boundary that owns what renders here: new boundaries become its children.
  unowned let boundary: Boundary
  var environment: RenderEnvironment
  /// Where in the view tree the view renders: what its dynamic properties' storage is kept
  /// under.
  var identity: ViewIdentity

  /// This context, one structural step further down.
  func appending(_ step: ViewIdentity.Step) -> RenderContext {
    var context = self
    context.identity = identity.appending(step)
    return context
  }

  /// Applies the environment's disabled flag and focus binding to a control's node.
  func decorateControl(_ node: Node) {
    if environment.isDisabled {
      node.attributes.set("disabled", isOn: true)
      node.handlers.isDisabled = true
    }
    if let focus = environment.focus {
      node.wantsFocus = focus.isFocused()
      node.attributes.set("data-cw-focus", "")
      node.handlers.focus = focus.focus
      node.handlers.blur = focus.blur
    }
  }
}
