/// The identity a node gets from where it sits in the view's structure: its position in a
/// view builder block, or the branch of an `if` that rendered it.
///
/// ```swift
/// // VStack { Text("A"); if flag { Toggle(…) }; Text("B") }
/// // Text("B") keeps the key .position(2) whether or not the toggle is there,
/// // so showing the toggle inserts one node instead of patching its neighbours.
/// ```
///
/// Keys wrap the key the node already had, so nested blocks and `ForEach` ids compose.
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
      node.key = AnyHashable(StructuralKey(step: step, inner: node.key))
    }
  }
}
