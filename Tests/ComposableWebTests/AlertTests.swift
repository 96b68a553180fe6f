import ComposableWeb
import Testing
import WebTestSupport

/// Alerts from an identifiable item binding and from a Boolean binding.
@Suite struct AlertTests {
  struct AlertItem: Equatable, Identifiable {
    var title: String
    var id: String { title }
  }

  struct State: Equatable {
    var alert: AlertItem?
  }

  enum Action: Equatable {
    case showAlert
    case alertDismissed
  }

  @Test func itemAlertShowsAndDismissesThroughTheStore() throws {
    let log = ActionLog<Action>()
    let store = recordingStore(State(), log: log) { state, action in
      switch action {
      case .showAlert: state.alert = AlertItem(title: "Saved")
      case .alertDismissed: state.alert = nil
      }
    }
    let session = RenderSession {
      WithViewStore(store) { viewStore in
        Button("Save") { viewStore.send(.showAlert) }
          .alert(item: viewStore.binding(get: \.alert, send: .alertDismissed)) {
            Alert(title: Text($0.title))
          }
      }
    }
    let save = try #require(session.nodeID("button", label: "Save"))
    let shown = try session.dispatch(.click(id: save))
    #expect(
      shown == [
        .insert(
          parent: "n2", index: 1,
          html:
            #"<div id="n4" class="cw-alert-backdrop"><div id="n5" class="cw-alert" role="alertdialog" aria-modal="true">"#
            + #"<h2 id="n6" class="cw-alert-title"><span id="n7" class="cw-text">Saved</span></h2>"#
            + #"<div id="n8" class="cw-alert-buttons"><button id="n9" type="button" class="cw-alert-button cw-default" data-cw="click">OK</button></div>"#
            + #"</div></div>"#
        )
      ]
    )
    let dismissed = try session.dispatch(.click(id: "n9"))
    #expect(log.actions == [.showAlert, .alertDismissed])
    #expect(dismissed == [.remove(id: "n4")])
  }

  @Test func twoButtonAlertRunsTheActionThenDismisses() throws {
    let isPresented = Box(true)
    let deleted = Box(false)
    let session = RenderSession {
      Text("Inbox")
        .alert(isPresented: isPresented.binding) {
          Alert(
            title: Text("Delete?"),
            message: Text("This can't be undone."),
            primaryButton: .destructive(Text("Delete")) { deleted.value = true },
            secondaryButton: .cancel()
          )
        }
    }
    #expect(
      session.html.contains(
        #"<p id="n7" class="cw-alert-message"><span id="n8" class="cw-text">This can&#39;t be undone.</span></p>"#
      ))
    #expect(session.html.contains(#"class="cw-alert-button cw-destructive""#))
    #expect(
      session.html.contains(#"class="cw-alert-button cw-cancel" data-cw="click">Cancel</button>"#))
    let delete = try #require(session.nodeID("button", label: "Delete"))
    try session.dispatch(.click(id: delete))
    #expect(deleted.value)
    #expect(isPresented.value == false)
  }
}
