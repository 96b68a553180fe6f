/// What tells a node from its siblings when a render is compared with the one before: where it
/// sits in the view's structure, and any identity it was given.
///
/// ```swift
/// // VStack { Text("A"); if flag { Toggle(…) }; Text("B") }
/// // Text("B") keeps the key .step(.position(2)) whether or not the toggle is there,
/// // so showing the toggle inserts one node instead of patching its neighbours.
/// ```
///
/// Structural keys wrap the key the node already had, so nested blocks and `ForEach` ids
/// compose. A node without a key of its own (most nodes) is keyed by the step alone.
///
/// ## Motivation
///
/// Keys were `AnyHashable`: every node of every render wrapped its step in one (a dynamic cast
/// to find how to box it), and the differ compared them through `AnyHashable`'s `==` (another
/// cast, to unbox). A click's row render spent about 15 000 instructions of 110 000 on it. The
/// structure's own steps are compared as plain enums now; only identities a view gives (an
/// element's id, `.id(_:)`) are `AnyHashable`, as they must be.
enum NodeKey: Hashable {
  /// A place in the view's structure.
  enum Step: Hashable {
    /// A view's position in a view builder block, or the case a `SwitchStore` matched.
    case position(Int)
    /// The branch of an `if` (or an `IfLetStore`) that rendered it.
    case trueBranch
    case falseBranch
  }

  /// Where in the structure the node is, for a node with no key of its own.
  case step(Step)
  /// An identity a view gave the node: a `ForEach` element's id, a named part of a control.
  case identity(AnyHashable)
  /// Where in the structure a node with a key of its own is.
  indirect case nested(Step, inner: NodeKey)

  /// Wraps the keys of `nodes[start...]` in `step`.
  static func apply(_ step: Step, to nodes: inout [Node], from start: Int) {
    for index in start..<nodes.count {
      let node = nodes[index]
      if let inner = node.key {
        node.key = .nested(step, inner: inner)
      } else {
        node.key = .step(step)
      }
    }
  }
}
