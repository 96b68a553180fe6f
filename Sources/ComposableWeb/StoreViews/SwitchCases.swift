import ComposableArchitecture

/// The `CaseLet`s of a ``SwitchStore``, in order, with no `Default`: a state in a case none of
/// them handles is reported at run time.
public struct SwitchCases<State, Action, each Case> {
  /// The cases with their static types, as written.
  let cases: (repeat each Case)
  /// The same cases as branches the store resolves, in order.
  let branches: [SwitchCase<State, Action, RenderBranch>]

  init(cases: repeat each Case, branches: [SwitchCase<State, Action, RenderBranch>]) {
    self.cases = (repeat each cases)
    self.branches = branches
  }
}
