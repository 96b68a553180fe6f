/// One branch of a switch over a store's enum state: a case with the content to show for it, or
/// a default for every case the branches before it don't handle.
///
/// A renderer builds a `SwitchStore` as a list of these, in the order the `CaseLet`s and the
/// trailing `Default` are written, and resolves it against a store's state. `Content` is
/// whatever the renderer shows: a view, a node, a string.
///
/// ```swift
/// let cases: [SwitchCase<AppState, AppAction, String>] = [
///   SwitchCase(state: \.login, action: AppAction.login) { store in "login" },
///   SwitchCase(state: \.newGame, action: AppAction.newGame) { store in "new game" },
///   .default { "something else" },
/// ]
/// ```
///
/// ## Building a `SwitchStore` on this
///
/// A renderer's `CaseLet(state:action:then:)` turns into
/// `SwitchCase(state:action:then:)` with the view as `Content`, and `Default { … }` into
/// ``default(_:)``. The `SwitchStore` then:
///
/// 1. renders ``Store/switchCase(_:fileID:filePath:line:column:)`` for the first paint — the
///    matched branch's content, or a visible warning block for
///    ``SwitchOutcome/unhandled(caseName:)`` (the runtime warning is already reported);
/// 2. re-renders only when ``Store/observeCase(_:)`` says the enum case changed. Changes within
///    a case reach the child store the branch was built with, so the branch's own view stores
///    update themselves.
///
/// ``Store/observeSwitch(_:fileID:filePath:line:column:_:)`` does both in one call. Pass the
/// `SwitchStore`'s own `fileID` and `line` so the exhaustivity warning points at the user's code.
public struct SwitchCase<State, Action, Content> {
  /// Whether the branch handles a state; `nil` for a default, which handles every state.
  private let match: ((State) -> Bool)?
  /// The content for a store whose state this branch handles.
  private let makeContent: (Store<State, Action>) -> Content?

  /// A branch for one case, showing `content` built from a store of the case's state.
  public init<LocalState, LocalAction>(
    _ matcher: CaseLetMatcher<State, Action, LocalState, LocalAction>,
    then content: @escaping (Store<LocalState, LocalAction>) -> Content
  ) {
    self.match = matcher.matches
    self.makeContent = { store in matcher.extract(from: store).map(content) }
  }

  /// A branch for the case `toLocalState` extracts.
  public init<LocalState, LocalAction>(
    state toLocalState: CasePath<State, LocalState>,
    action fromLocalAction: @escaping (LocalAction) -> Action,
    then content: @escaping (Store<LocalState, LocalAction>) -> Content
  ) {
    self.init(CaseLetMatcher(state: toLocalState, action: fromLocalAction), then: content)
  }

  /// A branch for every state the branches before it don't handle: the `Default` of a switch.
  /// Put it last; branches after it are never reached.
  public static func `default`(_ content: @escaping () -> Content) -> SwitchCase {
    SwitchCase(match: nil, makeContent: { _ in content() })
  }

  private init(
    match: ((State) -> Bool)?,
    makeContent: @escaping (Store<State, Action>) -> Content?
  ) {
    self.match = match
    self.makeContent = makeContent
  }

  /// Whether this branch is a default.
  public var isDefault: Bool { match == nil }

  /// Whether this branch handles `state`: it is in the branch's case, or the branch is a default.
  public func matches(_ state: State) -> Bool {
    match?(state) ?? true
  }

  /// The branch's content for `store`, or `nil` if it doesn't handle the store's current state.
  public func content(for store: Store<State, Action>) -> Content? {
    makeContent(store)
  }
}

extension SwitchCase where State: CasePathable {
  /// A branch for a case of a `@CasePathable` enum, named by its case key path.
  ///
  /// ```swift
  /// SwitchCase(state: \.login, action: AppAction.login) { loginStore in LoginView(store: loginStore) }
  /// ```
  public init<LocalState, LocalAction>(
    state toLocalState: CaseKeyPath<State, LocalState>,
    action fromLocalAction: @escaping (LocalAction) -> Action,
    then content: @escaping (Store<LocalState, LocalAction>) -> Content
  ) {
    self.init(CaseLetMatcher(state: toLocalState, action: fromLocalAction), then: content)
  }
}

/// What a switch shows for a state: the first branch that handles it, or nothing.
public enum SwitchOutcome<Content> {
  /// The branch at `index` (a case or the default) handles the state and built `content`.
  case matched(index: Int, content: Content)
  /// No branch handles the state's case, named as declared (`login` for `AppState.login`). The
  /// switch has reported it as a runtime warning; show something visible in its place.
  case unhandled(caseName: String)

  /// The content, if a branch handled the state.
  public var content: Content? {
    guard case let .matched(_, content) = self else { return nil }
    return content
  }
}

extension SwitchOutcome: Equatable where Content: Equatable {}
