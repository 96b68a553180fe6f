import ComposableWeb
import Foundation
import Testing
import WebTestSupport

/// Gestures: taps, long presses and drags, from browser messages to actions and patches.
@Suite struct GestureTests {
  @Test func tapsMakeAViewAFocusableButton() throws {
    let taps = Box(0)
    let doubleTaps = Box(0)
    let session = RenderSession {
      VStack {
        Text("Tap").onTapGesture { taps.value += 1 }
        Text("Double").onTapGesture(count: 2) { doubleTaps.value += 1 }
      }
    }
    #expect(
      session.html.contains(
        #"<span id="n3" class="cw-text" data-cw-tap="1" tabindex="0" role="button">Tap</span>"#))
    #expect(session.html.contains(#"data-cw-tap="2" tabindex="0" role="button">Double<"#))
    try session.dispatch(.tap(id: "n3", count: 1))
    try session.dispatch(.tap(id: "n4", count: 2))
    #expect(taps.value == 1)
    #expect(doubleTaps.value == 1)
    #expect(throws: EventError.unsupportedEvent(type: "tap", id: "n4")) {
      try session.dispatch(.tap(id: "n4", count: 1))
    }
    #expect(throws: EventError.unsupportedEvent(type: "drag", id: "n3")) {
      try session.dispatch(
        .drag(id: "n3", .init(startLocation: .zero, location: .zero, isEnded: true)))
    }
  }

  @Test func aMaskWithoutTheGestureLeavesItOff() {
    let isDragging = Box(false)
    let session = RenderSession {
      VStack {
        Text("Off").gesture(TapGesture().onEnded {}, including: .none)
        Text("Subviews").gesture(TapGesture().onEnded {}, including: .subviews)
        Text("On").gesture(TapGesture().onEnded {}, including: .all)
        Text("Conditional").gesture(
          DragGesture().onChanged { _ in }, including: isDragging.value ? .all : .none)
      }
    }
    #expect(session.html.contains(#"<span id="n3" class="cw-text">Off</span>"#))
    #expect(session.html.contains(#"<span id="n4" class="cw-text">Subviews</span>"#))
    #expect(session.html.contains(#"data-cw-tap="1" tabindex="0" role="button">On<"#))
    #expect(!session.html.contains("data-cw-drag"))
  }

  @Test func tapsArriveOverTheWire() {
    let taps = Box(0)
    let session = RenderSession { Text("Tap").onTapGesture { taps.value += 1 } }
    #expect(
      session.handle(message: #"{"t":"tap","id":"n2","v":1,"s":1}"#)
        == #"{"t":"patch","ack":1,"p":[]}"#)
    #expect(taps.value == 1)
    #expect(
      session.handle(message: #"{"t":"tap","id":"n2","v":3,"s":2}"#).contains(#""t":"error""#))
    #expect(taps.value == 1)
  }

  @Test func longPresses() throws {
    let presses = Box(0)
    let session = RenderSession {
      Text("Hold").onLongPressGesture(minimumDuration: 1) { presses.value += 1 }
    }
    #expect(session.html.contains(#"data-cw-press="1000" tabindex="0" role="button">Hold<"#))
    #expect(
      session.handle(message: #"{"t":"press","id":"n2","s":1}"#) == #"{"t":"patch","ack":1,"p":[]}"#
    )
    #expect(presses.value == 1)
  }

  @Test func gesturesOnAControlWrapIt() {
    let session = RenderSession {
      Button("Press") {}.simultaneousGesture(LongPressGesture().onEnded { _ in })
    }
    #expect(
      session.html.contains(
        #"<div id="n2" class="cw-gesture" data-cw-press="500" tabindex="0" role="button"><button"#))
  }

  @Test func aDraggedViewFollowsThePointer() throws {
    struct State: Equatable { var offset = CGSize.zero }
    enum Action: Equatable {
      case dragged(CGSize)
      case released
    }
    let log = ActionLog<Action>()
    let store = recordingStore(State(), log: log) { state, action in
      switch action {
      case let .dragged(translation): state.offset = translation
      case .released: state.offset = .zero
      }
    }
    let session = RenderSession {
      WithViewStore(store) { viewStore in
        Circle()
          .fill(Color.blue)
          .frame(width: 60, height: 60)
          .offset(viewStore.offset)
          .gesture(
            DragGesture(minimumDistance: 0)
              .onChanged { viewStore.send(.dragged($0.translation)) }
              .onEnded { _ in viewStore.send(.released, animation: .spring()) }
          )
      }
    }
    // The frame the circle is placed in moves with the offset and takes the drag.
    #expect(
      withoutNodeIDs(session.html).contains(
        #"<div class="cw-frame cw-fx" style="width:60px;height:60px;display:flex;justify-content:center;align-items:center;transform:translate(0px,0px)" data-cw-drag="0"><svg class="cw-shape""#
      ))
    let circle = try #require(nodeID(of: #"data-cw-drag="0""#, in: session.html))
    let frame = session.handle(
      message: #"{"t":"drag","id":"\#(circle)","sx":30,"sy":30,"x":70,"y":50,"end":false,"s":1}"#)
    #expect(log.actions == [.dragged(CGSize(width: 40, height: 20))])
    #expect(frame.contains("transform:translate(40px,20px)"))
    #expect(!frame.contains(#""anim""#))
    // The same place again: nothing to do, nothing rendered.
    #expect(
      session.handle(
        message: #"{"t":"drag","id":"\#(circle)","sx":30,"sy":30,"x":70,"y":50,"end":false,"s":2}"#)
        == #"{"t":"patch","ack":2,"p":[]}"#)
    #expect(log.actions.count == 1)
    // Released: it springs back.
    let release = session.handle(
      message: #"{"t":"drag","id":"\#(circle)","sx":30,"sy":30,"x":71,"y":50,"end":true,"s":3}"#)
    #expect(log.actions.last == .released)
    #expect(release.contains("transform:translate(0px,0px)"))
    #expect(release.contains(#""curve":"spring""#))
  }

  @Test func malformedDragsAreRefused() {
    let session = RenderSession { Circle().gesture(DragGesture().onChanged { _ in }) }
    #expect(
      session.handle(message: #"{"t":"drag","id":"n2","sx":0,"sy":0,"x":"far","y":0,"end":false}"#)
        == #"{"t":"error","ack":null,"msg":"malformed message: \"drag\" needs a number \"x\""}"#)
    #expect(
      session.handle(message: #"{"t":"drag","id":"n2","sx":0,"sy":0,"x":1,"y":0}"#).contains(
        #"needs a Boolean \"end\""#))
  }
}
