import ComposableArchitecture

/// A part of the page that re-renders on its own: what a store view renders into.
///
/// ```swift
/// let boundary = Boundary(context: context) { context in renderNodes(content, context: context) }
/// boundary.observations.append(viewStore.observe { [weak boundary] _ in boundary?.invalidate() })
/// nodes.append(context.session.mount(boundary, in: context))
/// ```
///
/// A boundary's observation only marks it dirty; the session re-renders dirty boundaries
/// together, parents before children, after the action that changed the state has finished. A
/// parent that re-renders replaces the boundaries below it, so a child whose state changed in the
/// same action is not rendered twice.
class Boundary {
  unowned let session: RenderSession
  /// How deep in the boundary tree this boundary is: parents re-render first.
  let depth: Int
  /// The creation order, which is the document order among boundaries of one render.
  let serial: Int
  /// The environment the boundary was first rendered in, reused when it re-renders alone.
  let environment: RenderEnvironment
  /// Where the boundary's content sits in the view tree, reused when it re-renders alone.
  let identity: ViewIdentity
  /// The node the boundary's content renders into (its wrapper), once mounted.
  weak var node: Node?
  /// The boundaries created by the last render of this one.
  var children: [Boundary] = []
  /// The store observations that invalidate this boundary; cancelled when it is disposed.
  var observations: [AnyCancellable] = []
  private(set) var isDirty = false
  private(set) var isDisposed = false
  /// What renders the content; let go of when the boundary is disposed, with the stores it
  /// holds, while the boundary itself may be kept a while (see ``ForEachStore``).
  private var content: ((RenderContext) -> [Node])?

  init(
    session: RenderSession,
    depth: Int,
    environment: RenderEnvironment,
    identity: ViewIdentity,
    content: ((RenderContext) -> [Node])?
  ) {
    self.session = session
    self.depth = depth
    self.serial = session.nextBoundarySerial()
    self.environment = environment
    self.identity = identity
    self.content = content
  }

  /// Creates a boundary below the one `context` renders in, with its environment.
  convenience init(context: RenderContext, content: @escaping (RenderContext) -> [Node]) {
    self.init(parentContext: context, content: content)
  }

  /// Creates a boundary below the one `context` renders in; subclasses that override
  /// ``render()`` pass no content.
  init(parentContext context: RenderContext, content: ((RenderContext) -> [Node])?) {
    self.session = context.session
    self.depth = context.boundary.depth + 1
    self.serial = context.session.nextBoundarySerial()
    self.environment = context.environment
    self.identity = context.identity
    self.content = content
    context.boundary.children.append(self)
  }

  /// The context the content renders in: this boundary, with its environment.
  var context: RenderContext {
    RenderContext(session: session, boundary: self, environment: environment, identity: identity)
  }

  /// Whether the boundary renders one view of the app's (a view with dynamic properties), as
  /// opposed to a store view whose content may be rows of its own.
  var rendersOneView: Bool { false }

  /// Renders the content afresh.
  func render() -> [Node] {
    content?(context) ?? []
  }

  /// Marks the boundary for re-rendering at the session's next flush.
  func invalidate() {
    guard !isDisposed else { return }
    // The change is observed inside the write that made it: its transaction says whether the
    // write asked for an animation (`send(_:animation:)`, `binding.animation()`).
    if let animation = Transaction.active.animation {
      session.pendingAnimation = animation
    }
    guard !isDirty else { return }
    isDirty = true
    session.boundaryDidInvalidate(self)
  }

  /// Re-renders the content and patches the page to match; called by the session's flush.
  func update(into patches: inout [Patch]) {
    isDirty = false
    guard let node else { return }
    disposeChildren()
    session.diffChildren(of: node, with: render(), into: &patches)
  }

  func clearDirty() {
    isDirty = false
  }

  /// Stops observing, for good, along with every boundary below.
  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    observations.removeAll()
    content = nil
    disposeChildren()
  }

  func disposeChildren() {
    for child in children { child.dispose() }
    children.removeAll()
  }
}
