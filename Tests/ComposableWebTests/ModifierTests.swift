import ComposableWeb
import Testing
import WebTestSupport

/// Styling modifiers render as classes and inline styles; the rest keep 2021 code compiling.
@Suite struct ModifierTests {
  @Test func paddingFrameColorsAndFonts() {
    let session = RenderSession {
      VStack {
        Text("A").padding()
        Text("B").padding(.horizontal, 8)
        Text("C").frame(width: 50, height: 20)
        Text("D").frame(maxWidth: .infinity)
        Text("E").padding(4).background(.yellow).cornerRadius(6).opacity(0.5)
        VStack { Text("F") }.font(.title).foregroundColor(.secondary)
      }
    }
    let html = session.html
    #expect(html.contains(#"<span id="n3" class="cw-text cw-padding">A</span>"#))
    #expect(
      html.contains(
        #"<span id="n4" class="cw-text" style="padding-left:8px;padding-right:8px">B</span>"#))
    #expect(
      html.contains(
        #"<div id="n5" class="cw-frame" style="width:50px;height:20px;display:flex;justify-content:center;align-items:center"><span id="n6" class="cw-text">C</span></div>"#
      )
    )
    #expect(
      html.contains(
        #"style="max-width:100%;width:100%;flex-grow:1;display:flex;justify-content:center;align-items:center"><span"#
      ))
    #expect(
      html.contains(
        #"style="padding-top:4px;padding-left:4px;padding-bottom:4px;padding-right:4px;background:#b25000;border-radius:6px;overflow:hidden;opacity:0.5">E<"#
      )
    )
    #expect(
      html.contains(
        #"class="cw-vstack cw-font-title" style="align-items:center;color:var(--cw-secondary);--cw-fg:var(--cw-secondary)""#
      ))
  }

  @Test func stylingABoundaryWrapsIt() {
    let store = recordingStore(CounterState(id: 1), log: ActionLog<CounterAction>())
    let session = RenderSession {
      WithViewStore(store) { viewStore in Text("\(viewStore.count)") }
        .padding()
    }
    // The boundary's element has no box of its own, so a div carries the padding and keeps
    // it when the boundary re-renders.
    #expect(
      session.html
        == #"<div id="n1" class="cw-root"><div id="n2" class="cw-padding"><cw-b id="n3">"#
        + #"<span id="n4" class="cw-text">0</span></cw-b></div></div>"#
    )
  }

  @Test func noOpModifiersCompileAndRenderNothingExtra() {
    let session = RenderSession {
      List { Text("Row") }
        .listStyle(.plain)
        .animation(.default)
        .navigationBarTitleDisplayMode(.inline)
        .navigationBarHidden(false)
    }
    #expect(session.nodeIDs("div").count == 2)
  }

  @Test func accessibilityLabel() {
    let session = RenderSession(root: Button("×") {}.accessibilityLabel("Close"))
    #expect(session.nodeID("button", label: "Close") != nil)
  }

  struct Card: ViewModifier {
    func body(content: Content) -> some View {
      VStack { content }.padding()
    }
  }

  @Test func customViewModifiers() {
    let session = RenderSession(root: Text("Hi").modifier(Card()))
    #expect(
      session.html
        == #"<div id="n1" class="cw-root"><div id="n2" class="cw-vstack cw-padding" style="align-items:center">"#
        + #"<span id="n3" class="cw-text">Hi</span></div></div>"#
    )
  }

  @Test func onAppearRunsOnceWhenMounted() throws {
    let appearances = Box(0)
    let disappearances = Box(0)
    let isShown = Box(true)
    let session = RenderSession {
      VStack {
        if isShown.value {
          Text("Shown")
            .onAppear { appearances.value += 1 }
            .onDisappear { disappearances.value += 1 }
        }
      }
    }
    #expect(appearances.value == 1)
    _ = session.refresh()
    #expect(appearances.value == 1)
    isShown.value = false
    _ = session.refresh()
    #expect(disappearances.value == 1)
    isShown.value = true
    _ = session.refresh()
    #expect(appearances.value == 2)
  }

  @Test func onAppearChangesLandInTheFirstPaint() {
    let store = recordingStore(
      CounterState(id: 1), log: ActionLog<CounterAction>(), reduce: reduceCounter)
    let session = RenderSession {
      WithViewStore(store) { viewStore in
        Text("\(viewStore.count)").onAppear { viewStore.send(.increment) }
      }
    }
    #expect(session.html.contains(">1</span>"))
  }

  @Test func explicitIDReplacesTheView() {
    let version = Box(1)
    let session = RenderSession {
      VStack { Text("Same").id(version.value) }
    }
    version.value = 2
    #expect(
      session.refresh() == [
        .remove(id: "n3"),
        .insert(parent: "n2", index: 0, html: #"<span id="n4" class="cw-text">Same</span>"#),
      ]
    )
  }

  @Test func aHiddenNavigationBarDrawsNoTitleOrItems() {
    let session = RenderSession {
      NavigationView {
        Text("Game")
          .navigationTitle("Tic-tac-toe")
          .navigationBarItems(trailing: Button("Quit") {})
          .navigationBarHidden(true)
      }
    }
    #expect(!session.html.contains("cw-navigation-title"))
    #expect(!session.html.contains("Quit"))
    #expect(session.html.contains(">Game<"))
  }
}
