/// The boundary of a view with dynamic properties: it installs them from the storage of the
/// view's identity, renders the body, and re-renders alone when one of them changes.
///
/// ```swift
/// // struct Counter: View { @State var count = 0; var body: some View { … } }
/// let boundary = ViewBoundary(view: Counter(), context: context)
/// nodes.append(context.session.mount(boundary))
/// ```
final class ViewBoundary<Content: View>: Boundary {
  private let view: Content
  let storage: ViewStorage

  init(view: Content, context: RenderContext) {
    let context = context.appending(.view(ObjectIdentifier(Content.self)))
    self.view = view
    self.storage = context.session.viewStorage(for: context.identity)
    super.init(parentContext: context, content: nil)
  }

  override var rendersOneView: Bool { true }

  override func render() -> [Node] {
    // Installing observes afresh: drop what the last render of this boundary observed.
    observations.removeAll()
    storage.boundary = self
    var installer = DynamicPropertyInstaller(storage: storage, context: context)
    installDynamicProperties(of: view, into: &installer)
    return renderNodes(view.body, context: context)
  }
}
