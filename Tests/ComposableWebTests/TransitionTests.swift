import ComposableWeb
import Testing
import WebTestSupport

/// `.transition`: how inserted and removed views come and go, for the client to play.
@Suite struct TransitionTests {
  @Test func transitionsDescribeTheHiddenState() {
    let session = RenderSession {
      VStack {
        Text("Fade").transition(.opacity)
        Text("Grow").transition(.scale)
        Text("Slide").transition(.slide)
        Text("Drop").transition(.move(edge: .top).combined(with: .opacity))
        Text("Both").transition(
          .asymmetric(insertion: .scale(scale: 0.5, anchor: .bottom), removal: .offset(x: 20)))
      }
    }
    let html = session.html
    #expect(html.contains(#"data-cw-in="o:0" data-cw-out="o:0">Fade<"#))
    #expect(html.contains(#"data-cw-in="s:0@50,50" data-cw-out="s:0@50,50">Grow<"#))
    #expect(html.contains(#"data-cw-in="t:-100%,0%" data-cw-out="t:100%,0%">Slide<"#))
    #expect(html.contains(#"data-cw-in="o:0;t:0%,-100%" data-cw-out="o:0;t:0%,-100%">Drop<"#))
    #expect(html.contains(#"data-cw-in="s:0.5@50,100" data-cw-out="t:20px,0px">Both<"#))
  }

  @Test func anInsertionWithAnAnimationCarriesItsTransition() throws {
    let store = recordingStore(false, log: ActionLog<Bool>()) { state, action in state = action }
    let session = RenderSession {
      WithViewStore(store) { viewStore in
        Button("Show") { viewStore.send(true, animation: .easeOut(duration: 0.3)) }
        if viewStore.state {
          Text("Details").transition(.opacity)
        }
      }
    }
    let button = try #require(session.nodeID("button"))
    let frame = session.handle(message: #"{"t":"click","id":"\#(button)","s":1}"#)
    #expect(frame.contains(#"data-cw-in=\"o:0\""#))
    #expect(frame.contains(#""anim":{"curve":"easeOut","ms":300,"delay":0,"ease":"ease-out"}"#))
  }

  @Test func aTransitionsOwnAnimationTravelsWithIt() {
    let session = RenderSession {
      VStack {
        Text("Own").transition(.opacity.animation(.easeIn(duration: 0.2)))
        Text("Combined").transition(
          .move(edge: .bottom).combined(with: .opacity.animation(.linear(duration: 0.5))))
        Text("Plain").transition(.opacity)
      }
    }
    let html = session.html
    #expect(html.contains(#"data-cw-out="o:0" data-cw-tx="200;0;ease-in">Own<"#))
    #expect(html.contains(#"data-cw-tx="500;0;linear">Combined<"#))
    #expect(html.contains(#"data-cw-out="o:0">Plain<"#))
  }
}
