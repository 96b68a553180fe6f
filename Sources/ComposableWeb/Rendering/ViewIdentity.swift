/// Where a view sits in the view tree: the path of structural steps from the root to it.
///
/// ```swift
/// // VStack { Text("A"); if flag { Counter() } }
/// // Counter's identity: root → position(1) → trueBranch → view(Counter)
/// ```
///
/// Views with dynamic properties (``State``, ``StateObject``, ``FocusState``, …) keep their
/// storage under their identity, so it survives every re-render that puts the same kind of view
/// at the same place, as SwiftUI's structural identity does. Paths share their prefixes, so
/// extending one costs a single allocation.
final class ViewIdentity: Hashable {
  enum Step: Hashable {
    case root
    /// The position in a view builder block.
    case position(Int)
    case trueBranch
    case falseBranch
    /// A `ForEach` (or `ForEachStore`) element's id.
    case element(AnyHashable)
    /// An explicit `.id(_:)`.
    case explicit(AnyHashable)
    /// The body of a view of this type.
    case view(ObjectIdentifier)
    /// A part of a container that renders several pieces of content side by side.
    case part(String)
  }

  let parent: ViewIdentity?
  let step: Step
  private let hash: Int

  init() {
    parent = nil
    step = .root
    hash = Step.root.hashValue
  }

  private init(parent: ViewIdentity, step: Step) {
    self.parent = parent
    self.step = step
    var hasher = Hasher()
    hasher.combine(parent.hash)
    hasher.combine(step)
    hash = hasher.finalize()
  }

  /// The identity of something rendered at `step` below this one.
  func appending(_ step: Step) -> ViewIdentity {
    ViewIdentity(parent: self, step: step)
  }

  static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
    var lhs: ViewIdentity? = lhs
    var rhs: ViewIdentity? = rhs
    while let left = lhs, let right = rhs {
      if left === right { return true }
      guard left.hash == right.hash, left.step == right.step else { return false }
      lhs = left.parent
      rhs = right.parent
    }
    return lhs == nil && rhs == nil
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}
