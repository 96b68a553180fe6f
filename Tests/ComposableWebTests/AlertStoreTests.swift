import ComposableWeb
import Testing
import WebTestSupport

/// `.alert(_:dismiss:)` and `.confirmationDialog(_:dismiss:)` from `AlertState` in a store.
@Suite struct AlertStoreTests {
  struct State: Equatable {
    var alert: AlertState<Action>?
    var dialog: ConfirmationDialogState<Action>?
    var count = 0
  }

  enum Action: Equatable {
    case deleteTapped
    case confirmDelete
    case alertDismissed
    case optionsTapped
    case dialogDismissed
  }

  func makeStore(log: ActionLog<Action>) -> Store<State, Action> {
    recordingStore(State(), log: log) { state, action in
      switch action {
      case .deleteTapped:
        state.alert = AlertState(
          title: TextState("Delete ") + TextState("everything").bold() + TextState("?"),
          message: TextState("This can't be undone."),
          primaryButton: .destructive(TextState("Delete"), action: .send(.confirmDelete)),
          secondaryButton: .cancel()
        )
      case .confirmDelete:
        state.count += 1
      case .alertDismissed:
        state.alert = nil
      case .optionsTapped:
        state.dialog = ConfirmationDialogState(
          title: TextState("Options"),
          buttons: [.default(TextState("Delete"), action: .send(.deleteTapped)), .cancel()]
        )
      case .dialogDismissed:
        state.dialog = nil
      }
    }
  }

  @Test func alertFromStateSendsTheButtonActionThenDismiss() throws {
    let log = ActionLog<Action>()
    let store = makeStore(log: log)
    let session = RenderSession {
      WithViewStore(store.stateless) { viewStore in
        Button("Delete") { viewStore.send(.deleteTapped) }
      }
      .alert(store.scope(state: \.alert), dismiss: .alertDismissed)
    }
    #expect(
      session.html
        == #"<div id="n1" class="cw-root"><cw-b id="n2"><button id="n3" type="button" class="cw-button" data-cw="click">Delete</button></cw-b><cw-b id="n4"></cw-b></div>"#
    )
    let shown = try session.dispatch(.click(id: "n3"))
    #expect(
      shown == [
        .insert(
          parent: "n4", index: 0,
          html:
            #"<div id="n5" class="cw-alert-backdrop"><div id="n6" class="cw-alert" role="alertdialog" aria-modal="true">"#
            + #"<h2 id="n7" class="cw-alert-title"><span id="n8" class="cw-text"><span id="n9" class="cw-text">Delete </span>"#
            + #"<span id="n10" class="cw-text cw-bold">everything</span><span id="n11" class="cw-text">?</span></span></h2>"#
            + #"<p id="n12" class="cw-alert-message"><span id="n13" class="cw-text">This can&#39;t be undone.</span></p>"#
            + #"<div id="n14" class="cw-alert-buttons">"#
            + #"<button id="n15" type="button" class="cw-alert-button cw-destructive" data-cw="click">Delete</button>"#
            + #"<button id="n16" type="button" class="cw-alert-button cw-cancel" data-cw="click">Cancel</button>"#
            + #"</div></div></div>"#
        )
      ]
    )
    let dismissed = try session.dispatch(.click(id: "n15"))
    #expect(log.actions == [.deleteTapped, .confirmDelete, .alertDismissed])
    #expect(dismissed == [.remove(id: "n5")])
    #expect(store.withState(\.count) == 1)
  }

  @Test func cancelOnlyDismisses() throws {
    let log = ActionLog<Action>()
    let store = makeStore(log: log)
    let session = RenderSession {
      WithViewStore(store.stateless) { viewStore in
        Button("Delete") { viewStore.send(.deleteTapped) }
      }
      .alert(store.scope(state: \.alert), dismiss: .alertDismissed)
    }
    try session.dispatch(.click(id: "n3"))
    let cancel = try #require(session.nodeID("button", label: "Cancel"))
    try session.dispatch(.click(id: cancel))
    #expect(log.actions == [.deleteTapped, .alertDismissed])
  }

  @Test func confirmationDialogFromState() throws {
    let log = ActionLog<Action>()
    let store = makeStore(log: log)
    let session = RenderSession {
      WithViewStore(store.stateless) { viewStore in
        Button("Options") { viewStore.send(.optionsTapped) }
      }
      .confirmationDialog(store.scope(state: \.dialog), dismiss: .dialogDismissed)
    }
    try session.dispatch(.click(id: "n3"))
    #expect(session.html.contains(#"class="cw-alert cw-confirmation" role="dialog""#))
    let delete = try #require(session.nodeID("button", label: "Delete"))
    try session.dispatch(.click(id: delete))
    #expect(log.actions == [.optionsTapped, .deleteTapped, .dialogDismissed])
    #expect(!session.html.contains("cw-confirmation"))
  }
}

extension Store {
  /// The current state, read through a throwaway view store.
  func withState<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    ViewStore(self, removeDuplicates: { _, _ in false }).state[keyPath: keyPath]
  }
}
