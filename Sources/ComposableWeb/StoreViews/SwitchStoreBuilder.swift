import ComposableArchitecture

/// The cases of a ``SwitchStore``: any number of ``CaseLet``s, then at most one ``Default``.
///
/// ```swift
/// SwitchStore(store) {
///   CaseLet(state: /AppState.login, action: AppAction.login, then: LoginView.init)
///   CaseLet(state: /AppState.newGame, action: AppAction.newGame, then: NewGameView.init)
///   Default { Text("Unknown screen") }
/// }
/// ```
///
/// The builder accumulates the cases one at a time into a variadic generic, so there is no
/// limit on their number and no overload per count; and since nothing can follow a `Default`,
/// writing anything after it — or anything but a `CaseLet` — does not compile. (A single
/// `buildBlock` over a parameter pack can't say this: a parameter after a pack needs a label.)
@resultBuilder
public enum SwitchStoreBuilder<State, Action> {
  /// Gives each `CaseLet` the switch's state and action types, so `CaseLet(state: \.login, …)`
  /// infers the enum its case key path belongs to.
  public static func buildExpression<LocalState, LocalAction, Content: View>(
    _ caseLet: CaseLet<State, Action, LocalState, LocalAction, Content>
  ) -> CaseLet<State, Action, LocalState, LocalAction, Content> {
    caseLet
  }

  public static func buildExpression<Content: View>(_ default: Default<Content>) -> Default<Content>
  {
    `default`
  }

  public static func buildPartialBlock<LocalState, LocalAction, Content: View>(
    first: CaseLet<State, Action, LocalState, LocalAction, Content>
  ) -> SwitchCases<State, Action, CaseLet<State, Action, LocalState, LocalAction, Content>> {
    SwitchCases(cases: first, branches: [first.branch])
  }

  public static func buildPartialBlock<Content: View>(
    first: Default<Content>
  ) -> SwitchCasesWithDefault<State, Action, Default<Content>> {
    SwitchCasesWithDefault(cases: first, branches: [defaultBranch(first)])
  }

  public static func buildPartialBlock<each Case, LocalState, LocalAction, Content: View>(
    accumulated: SwitchCases<State, Action, repeat each Case>,
    next: CaseLet<State, Action, LocalState, LocalAction, Content>
  ) -> SwitchCases<
    State, Action, repeat each Case, CaseLet<State, Action, LocalState, LocalAction, Content>
  > {
    SwitchCases(
      cases: repeat each accumulated.cases, next, branches: accumulated.branches + [next.branch])
  }

  public static func buildPartialBlock<each Case, Content: View>(
    accumulated: SwitchCases<State, Action, repeat each Case>,
    next: Default<Content>
  ) -> SwitchCasesWithDefault<State, Action, repeat each Case, Default<Content>> {
    SwitchCasesWithDefault(
      cases: repeat each accumulated.cases, next,
      branches: accumulated.branches + [defaultBranch(next)]
    )
  }

  private static func defaultBranch<Content: View>(
    _ default: Default<Content>
  ) -> SwitchCase<State, Action, RenderBranch> {
    .default {
      RenderBranch { context in renderNodes(`default`.content(), context: context) }
    }
  }
}
