import ComposableWeb
import Testing
import WebTestSupport

/// `.focused(_:equals:)` bound to state: autofocus, focus patches, and focus events.
@Suite struct FocusTests {
  enum Field: Hashable { case email, password }

  struct State: Equatable {
    var email = ""
    var password = ""
    var focusedField: Field? = .email
  }

  enum Action: Equatable {
    case focusChanged(Field?)
    case signInTapped
  }

  func makeSession(log: ActionLog<Action>) -> RenderSession {
    let store = recordingStore(State(), log: log) { state, action in
      switch action {
      case let .focusChanged(field): state.focusedField = field
      case .signInTapped: state.focusedField = state.email.isEmpty ? .email : .password
      }
    }
    return RenderSession {
      WithViewStore(store) { viewStore in
        let focus = viewStore.binding(get: \.focusedField, send: Action.focusChanged)
        TextField("Email", text: .constant(viewStore.email))
          .focused(focus, equals: .email)
        SecureField("Password", text: .constant(viewStore.password))
          .focused(focus, equals: .password)
        Button("Sign in") { viewStore.send(.signInTapped) }
      }
    }
  }

  @Test func theFocusedFieldAutofocusesInTheFirstPaint() {
    let session = makeSession(log: ActionLog())
    #expect(
      session.html.contains(
        #"aria-label="Email" value="" data-cw="input" data-cw-submit data-cw-focus autofocus>"#))
    #expect(
      session.html.contains(
        #"aria-label="Password" value="" data-cw="input" data-cw-submit data-cw-focus "#
          + #"form="cw-form" autocomplete="current-password">"#))
  }

  @Test func focusingInTheBrowserWritesTheBinding() throws {
    let log = ActionLog<Action>()
    let session = makeSession(log: log)
    let password = try #require(session.nodeID("input", label: "Password"))
    let email = try #require(session.nodeID("input", label: "Email"))
    let patches = try session.dispatch(.focus(id: password))
    #expect(log.actions == [.focusChanged(.password)])
    // The browser moved the focus itself; the patch that says so again is harmless and keeps
    // the page in step with the state.
    #expect(patches == [.blur(id: email), .focus(id: password)])
  }

  @Test func stateMovesTheFocus() throws {
    let log = ActionLog<Action>()
    let session = makeSession(log: log)
    let email = try #require(session.nodeID("input", label: "Email"))
    let signIn = try #require(session.nodeID("button", label: "Sign in"))
    try session.dispatch(.blur(id: email))
    #expect(log.actions == [.focusChanged(nil)])
    let patches = try session.dispatch(.click(id: signIn))
    #expect(patches == [.focus(id: email)])
  }
}
