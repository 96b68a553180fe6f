import ComposableWeb
import Testing
import WebTestSupport

/// `TextField` and `SecureField`: markup, input, submit, input hints and echo correction.
@Suite struct TextFieldTests {
  @Test func rendersItsValueAndTitle() {
    let name = Box("Blob")
    let session = RenderSession(root: TextField("Display name", text: name.binding))
    #expect(
      session.html.contains(
        #"<input id="n2" type="text" class="cw-text-field" placeholder="Display name" "#
          + #"aria-label="Display name" value="Blob" data-cw="input" data-cw-submit data-cw-focus>"#
      )
    )
  }

  @Test func inputWritesTheBinding() throws {
    let name = Box("")
    let session = RenderSession(root: TextField("Name", text: name.binding))
    let field = try #require(session.nodeID("input", label: "Name"))
    #expect(try session.dispatch(.input(id: field, value: "Blob Jr.")) == [])
    #expect(name.value == "Blob Jr.")
  }

  @Test func inputThroughAViewStoreBindingSendsTheAction() throws {
    let log = ActionLog<CounterAction>()
    let store = recordingStore(CounterState(id: 1), log: log, reduce: reduceCounter)
    let session = RenderSession {
      WithViewStore(store) { viewStore in
        TextField("Label", text: viewStore.binding(get: \.label, send: CounterAction.labelChanged))
        Text(viewStore.label)
      }
    }
    let field = try #require(session.nodeID("input", label: "Label"))
    let patches = try session.dispatch(.input(id: field, value: "Hi"))
    #expect(log.actions == [.labelChanged("Hi")])
    // The field already shows "Hi": only the text that displays it is patched.
    #expect(patches == [.setText(id: "n4", text: "Hi")])
  }

  @Test func aReducerThatRewritesTheValueIsEchoedBack() throws {
    // The reducer truncates to 3 characters: the 4th keystroke changes no state, so no
    // re-render notices, but the browser's field must still be put back.
    let log = ActionLog<CounterAction>()
    let store = recordingStore(CounterState(id: 1, label: "abc"), log: log) { state, action in
      if case let .labelChanged(label) = action { state.label = String(label.prefix(3)) }
    }
    let session = RenderSession {
      WithViewStore(store) { viewStore in
        TextField("Label", text: viewStore.binding(get: \.label, send: CounterAction.labelChanged))
      }
    }
    let field = try #require(session.nodeID("input"))
    #expect(
      try session.dispatch(.input(id: field, value: "abcd"))
        == [.setAttribute(id: field, name: "value", value: "abc")]
    )
  }

  @Test func returnRunsOnCommitAndOnSubmit() throws {
    let commits = Box(0)
    let submits = Box(0)
    let session = RenderSession {
      TextField("Code", text: .constant(""), onCommit: { commits.value += 1 })
        .onSubmit { submits.value += 1 }
    }
    // Marked, so the client leaves Return to these actions (no implicit submission).
    #expect(session.html.contains(#"data-cw="input" data-cw-submit="action" data-cw-focus>"#))
    let field = try #require(session.nodeID("input"))
    try session.dispatch(.submit(id: field))
    #expect(commits.value == 1)
    #expect(submits.value == 1)
  }

  @Test func inputHintsBecomeAttributes() {
    let session = RenderSession {
      TextField("Email", text: .constant(""))
        .keyboardType(.emailAddress)
        .autocapitalization(.none)
        .disableAutocorrection(true)
        .textContentType(.emailAddress)
        .textFieldStyle(RoundedBorderTextFieldStyle())
    }
    let html = session.html
    #expect(html.contains(#"class="cw-text-field cw-tf-roundedborder""#))
    #expect(html.contains(#"inputmode="email""#))
    #expect(html.contains(#"autocapitalize="none""#))
    #expect(html.contains(#"autocorrect="off" spellcheck="false""#))
    #expect(html.contains(#"autocomplete="email""#))
  }

  @Test func secureFieldIsAPasswordInput() throws {
    let password = Box("")
    let commits = Box(0)
    let session = RenderSession {
      SecureField("Password", text: password.binding, onCommit: { commits.value += 1 })
        .textContentType(.password)
    }
    #expect(session.html.contains(#"type="password""#))
    #expect(session.html.contains(#"autocomplete="current-password""#))
    #expect(session.html.contains(#"form="cw-form""#))
    let field = try #require(session.nodeID("input", label: "Password"))
    try session.dispatch(.input(id: field, value: "hunter2"))
    try session.dispatch(.submit(id: field))
    #expect(password.value == "hunter2")
    #expect(commits.value == 1)
  }

  @Test func secureFieldBelongsToThePageFormAndFillsTheCurrentPassword() {
    let session = RenderSession(root: SecureField("Password", text: .constant("")))
    #expect(
      session.html.contains(
        #"aria-label="Password" value="" data-cw="input" data-cw-submit data-cw-focus "#
          + #"form="cw-form" autocomplete="current-password">"#))
    // A content type the view asked for wins over the default.
    let newPassword = RenderSession {
      SecureField("New password", text: .constant("")).textContentType(.newPassword)
    }
    #expect(newPassword.html.contains(#"autocomplete="new-password""#))
    #expect(!newPassword.html.contains(#"autocomplete="current-password""#))
  }

  @Test func editingChangesFollowFocus() throws {
    let editing = Box<[Bool]>([])
    let session = RenderSession {
      TextField("Name", text: .constant(""), onEditingChanged: { editing.value.append($0) })
    }
    let field = try #require(session.nodeID("input"))
    try session.dispatch(.focus(id: field))
    try session.dispatch(.blur(id: field))
    #expect(editing.value == [true, false])
  }
}
