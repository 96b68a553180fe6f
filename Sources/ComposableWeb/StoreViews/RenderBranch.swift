/// What a switch branch renders: its content, given the context of the switch's boundary.
struct RenderBranch {
  let render: (RenderContext) -> [Node]
}
