/// The dynamic-property storage of one view identity: what `@State`, `@StateObject` and
/// `@FocusState` keep between renders.
///
/// ```swift
/// let storage = session.viewStorage(for: identity)
/// storage.boundary = boundary      // the boundary rendering the view now
/// storage.invalidate()             // a property changed: re-render just that view
/// ```
///
/// The session finds storage by identity but does not keep it alive: the boundaries that render
/// the view hold it. When the view leaves the page its nodes and boundaries go, the storage
/// goes with them, and the session forgets the identity.
final class ViewStorage {
  let identity: ViewIdentity
  weak var session: RenderSession?
  /// The boundary that rendered the view last: what a change of its properties re-renders.
  weak var boundary: Boundary?
  /// One slot per dynamic property, in declaration order.
  var slots: [AnyObject] = []

  init(identity: ViewIdentity, session: RenderSession) {
    self.identity = identity
    self.session = session
  }

  deinit {
    session?.viewStorageDidEnd(identity)
  }

  /// Re-renders the view at its next flush.
  func invalidate() {
    boundary?.invalidate()
  }
}

/// A weak reference to a ``ViewStorage``, as the session's index holds it.
struct WeakViewStorage {
  weak var storage: ViewStorage?
}
