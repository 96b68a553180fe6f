import ComposableWeb
import Testing
import WebTestSupport

/// `@Environment`, `EnvironmentValues` and `.environment(_:_:)`: values set for a subtree.
@Suite struct EnvironmentTests {
  struct Badge: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.greeting) var greeting

    var body: some View {
      Text("\(greeting) \(colorScheme == .dark ? "dark" : "light") \(isEnabled ? "on" : "off")")
    }
  }

  @Test func viewsReadTheValuesSetAboveThem() {
    let session = RenderSession {
      VStack {
        Badge()
        Badge().environment(\.colorScheme, .dark).environment(\.greeting, "Hi")
        Badge().disabled(true)
      }
    }
    #expect(session.html.contains(">Hello light on<"))
    #expect(session.html.contains(">Hi dark on<"))
    #expect(session.html.contains(">Hello light off<"))
  }

  @Test func preferredColorSchemeDarkensTheSubtree() {
    let session = RenderSession { Badge().preferredColorScheme(.dark) }
    #expect(session.html.contains(#"class="cw-scheme-dark""#))
    #expect(session.html.contains(">Hello dark on<"))
  }

  @Test func theEnvironmentsColorSchemeRestylesToo() {
    // A dark preview, as 2021 previews set it: the colors follow, not just the value.
    let session = RenderSession {
      VStack {
        Badge().environment(\.colorScheme, .dark)
        Badge().preferredColorScheme(nil)
      }
    }
    #expect(session.html.contains(#"<div id="n3" class="cw-scheme-dark">"#))
    #expect(session.html.components(separatedBy: "cw-scheme-").count == 2)
  }

  struct Detail: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
      Button("Done") { presentationMode.wrappedValue.dismiss() }
    }
  }

  struct Settings: View {
    @Environment(\.dismiss) var dismiss

    var body: some View {
      Button("Close") { dismiss() }
    }
  }

  @Test func presentationModeDismissPopsTheLink() throws {
    let session = RenderSession {
      NavigationView { NavigationLink("Open", destination: Detail()) }
    }
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "Open"))))
    let done = try #require(session.nodeID("button", label: "Done"))
    let patches = try session.dispatch(.click(id: done))
    #expect(patches.count == 1)
    #expect(session.nodeID("button", label: "Done") == nil)
  }

  @Test func dismissClosesTheSheet() throws {
    let isPresented = Box(true)
    let session = RenderSession {
      Text("Main").sheet(isPresented: isPresented.binding) { Settings() }
    }
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "Close"))))
    #expect(!isPresented.value)
    _ = session.refresh()
    #expect(session.nodeID("button", label: "Close") == nil)
  }

  @Test func outsideAPresentationDismissIsHarmless() throws {
    let session = RenderSession { Detail() }
    let done = try #require(session.nodeID("button", label: "Done"))
    #expect(try session.dispatch(.click(id: done)) == [])
  }
}

private enum GreetingKey: EnvironmentKey {
  static var defaultValue: String { "Hello" }
}

extension EnvironmentValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}
