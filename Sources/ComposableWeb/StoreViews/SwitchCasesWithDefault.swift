import ComposableArchitecture

/// The `CaseLet`s of a ``SwitchStore`` followed by a `Default`, which handles every other case.
public struct SwitchCasesWithDefault<State, Action, each Case> {
  let cases: (repeat each Case)
  let branches: [SwitchCase<State, Action, RenderBranch>]

  init(cases: repeat each Case, branches: [SwitchCase<State, Action, RenderBranch>]) {
    self.cases = (repeat each cases)
    self.branches = branches
  }
}
