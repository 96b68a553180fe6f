import ComposableArchitecture

/// Shows one child view per case of a store's enum state: the first ``CaseLet`` for the
/// current case, or the trailing ``Default``.
///
/// ```swift
/// SwitchStore(store) {
///   CaseLet(state: /AppState.login, action: AppAction.login) { store in
///     NavigationView { LoginView(store: store) }
///   }
///   CaseLet(state: /AppState.newGame, action: AppAction.newGame) { store in
///     NavigationView { NewGameView(store: store) }
///   }
/// }
/// ```
///
/// An observation boundary de-duplicated by enum tag: it re-renders only when the state moves
/// to another case; changes within a case reach the case's store, whose own store views
/// update. Exhaustivity is checked at run time: a case that no `CaseLet` handles, with no
/// `Default`, shows a visible warning block and reports a runtime warning naming the case (a
/// test failure, inside a test) — it never crashes.
public struct SwitchStore<State, Action, Cases>: View {
  let store: Store<State, Action>
  let branches: [SwitchCase<State, Action, RenderBranch>]
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// A switch over `store`'s state with the `CaseLet`s `content` lists.
  public init<each Case>(
    _ store: Store<State, Action>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    @SwitchStoreBuilder<State, Action> content: () -> SwitchCases<State, Action, repeat each Case>
  ) where Cases == SwitchCases<State, Action, repeat each Case> {
    self.store = store
    self.branches = content().branches
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// A switch over `store`'s state with the `CaseLet`s and trailing `Default` `content` lists.
  public init<each Case>(
    _ store: Store<State, Action>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    @SwitchStoreBuilder<State, Action> content: () -> SwitchCasesWithDefault<
      State, Action, repeat each Case
    >
  ) where Cases == SwitchCasesWithDefault<State, Action, repeat each Case> {
    self.store = store
    self.branches = content().branches
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  public var body: Never { primitiveBody(of: self) }
}

extension SwitchStore: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let store = self.store
    let branches = self.branches
    let (fileID, filePath, line, column) = (self.fileID, self.filePath, self.line, self.column)
    let boundary = Boundary(context: context) { context in
      switch store.switchCase(
        branches, fileID: fileID, filePath: filePath, line: line, column: column
      ) {
      case let .matched(index, branch):
        var nodes = branch.render(context)
        // Each case keys its nodes apart, so a new case replaces the old one's elements.
        NodeKey.apply(.position(index), to: &nodes, from: 0)
        return nodes
      case let .unhandled(caseName):
        return [
          unhandledCaseNode(caseName: caseName, stateType: State.self, fileID: fileID, line: line)
        ]
      }
    }
    boundary.observations.append(
      store.observeCase { [weak boundary] _ in boundary?.invalidate() }
    )
    nodes.append(context.session.mount(boundary))
  }
}

/// The visible stand-in for a case no `CaseLet` handles.
private func unhandledCaseNode(
  caseName: String,
  stateType: Any.Type,
  fileID: StaticString,
  line: UInt
) -> Node {
  let title = Node(tag: "strong", text: "Unhandled case")
  let detail = Node(
    tag: "span",
    text: " A SwitchStore at \(fileID):\(line) has no CaseLet for "
      + "\"\(String(describing: stateType)).\(caseName)\" and no Default."
  )
  let node = containerNode("div", class: "cw-switch-warning", children: [title, detail])
  node.attributes.set("role", "alert")
  node.key = .identity("cw-unhandled-\(caseName)")
  return node
}
