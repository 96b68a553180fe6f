/// The identity a node gets from where it sits in the view's structure: its position in a
/// view builder block, or the branch of an `if` that rendered it.
///
/// ```swift
/// // VStack { Text("A"); if flag { Toggle(…) }; Text("B") }
/// // Text("B") keeps the key .position(2) whether or not the toggle is there,
/// // so showing the toggle inserts one node instead of patching its neighbours.
/// ```
///
/// Keys wrap the key the node already had, so nested blocks and `ForEach` ids compose. A node
/// without a key of its own (most nodes) is keyed by the step alone: a step fits in the
/// `AnyHashable` inline, where a wrapper with room for an inner key would be a heap allocation
/// for every node of every render.
struct StructuralKey: Hashable {
  enum Step: Hashable {
    case position(Int)
    case trueBranch
    case falseBranch
  }

  let step: Step
  let inner: AnyHashable?

  /// Wraps the keys of `nodes[start...]` in `step`.
  static func apply(_ step: Step, to nodes: inout [Node], from start: Int) {
    for index in start..<nodes.count {
      let node = nodes[index]
      if let inner = node.key {
        node.key = AnyHashable(StructuralKey(step: step, inner: inner))
      } else {
        node.key = AnyHashable(step)
      }
    }
  }
}
