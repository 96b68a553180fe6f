import ComposableArchitecture
import Foundation
import Testing

private struct State: Equatable {
  var isExpanded = false
}

private enum Action: Equatable {
  case toggle
  case toggleLater
}

@Suite struct AnimationTests {
  @Test func springsKeepTheirParametersAndSettleInAPlayableTime() {
    let spring = Animation.spring(response: 0.4, dampingFraction: 0.6, blendDuration: 0.1)
    #expect(spring.curve == .spring)
    #expect(spring.spring?.response == 0.4)
    #expect(spring.spring?.dampingFraction == 0.6)
    #expect(spring.spring?.blendDuration == 0.1)
    // Less damping rings longer.
    #expect(
      Animation.spring(dampingFraction: 0.3).duration
        > Animation.spring(dampingFraction: 0.9).duration)
    #expect((0.1...10).contains(spring.duration))

    let interactive = Animation.interactiveSpring()
    #expect(interactive.curve == .spring)
    #expect(interactive.duration < Animation.spring().duration)
    #expect(
      Animation.interactiveSpring(response: 0.2, dampingFraction: 0.7, blendDuration: 0.3).spring?
        .response == 0.2)
  }

  @Test func interpolatingSpringConvertsMassStiffnessAndDamping() {
    // Critically damped: damping 2√(km).
    let critical = Animation.interpolatingSpring(
      mass: 1, stiffness: 100, damping: 20, initialVelocity: 2)
    #expect(abs((critical.spring?.dampingFraction ?? 0) - 1) < 1e-9)
    #expect(abs((critical.spring?.response ?? 0) - 2 * .pi / 10) < 1e-9)
    #expect(critical.spring?.initialVelocity == 2)
    // A spring with no stiffness can't be played: the default spring stands in.
    #expect(Animation.interpolatingSpring(stiffness: 0, damping: 10) == .spring())
  }

  @Test func modifiersCompose() {
    let animation = Animation.easeIn(duration: 0.2).delay(0.1).speed(2).repeatCount(
      3, autoreverses: false)
    #expect(animation.curve == .easeIn)
    #expect(animation.duration == 0.2)
    #expect(animation.delay == 0.1)
    #expect(animation.speed == 2)
    #expect(animation.repeatCount == 3)
    #expect(animation.autoreverses == false)
    #expect(!animation.repeatsForever)

    let forever = Animation.linear(duration: 1).repeatForever()
    #expect(forever.repeatsForever)
    #expect(forever.autoreverses)
    #expect(forever.repeatCount == nil)
    #expect(Animation.easeOut(duration: 0.3) != Animation.easeOut(duration: 0.3).repeatForever())
    #expect(
      Animation.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4).controlPoints == [0.2, 0.8, 0.2, 1])
  }

  @Test func reducersAndViewStoresCarryTheseAnimations() {
    let scheduler = DispatchQueue.test
    let reducer = Reducer<State, Action, Void> { state, action, _ in
      switch action {
      case .toggle:
        state.isExpanded.toggle()
        return .none
      case .toggleLater:
        return Effect(value: .toggle)
          .delay(for: 1, scheduler: scheduler)
          .eraseToEffect()
          .animation(.interpolatingSpring(stiffness: 170, damping: 15))
      }
    }
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    var seen: [Animation?] = []
    let observation = viewStore.observe { _ in seen.append(Transaction.active.animation) }
    viewStore.send(.toggle, animation: .interactiveSpring())
    viewStore.send(.toggleLater)
    scheduler.advance(by: 1)
    #expect(seen == [.interactiveSpring(), .interpolatingSpring(stiffness: 170, damping: 15)])
    _ = observation
  }

  @Test func aPlainBindingWriteInsideWithAnimationIsAnimated() {
    let viewStore = ViewStore(
      Store(
        initialState: State(),
        reducer: Reducer<State, Action, Void> { state, action, _ in
          if action == .toggle { state.isExpanded.toggle() }
          return .none
        },
        environment: ()
      )
    )
    let isExpanded = viewStore.binding(get: \.isExpanded, send: Action.toggle)
    var seen: [Animation?] = []
    let observation = viewStore.observe { _ in seen.append(Transaction.active.animation) }
    // As in SwiftUI: a binding that asks for nothing leaves the surrounding transaction in place,
    // one that asks for an animation replaces it, and a write outside any is not animated.
    withAnimation(.easeIn(duration: 0.2)) { isExpanded.wrappedValue = true }
    withAnimation(.easeIn(duration: 0.2)) {
      isExpanded.animation(.linear(duration: 1)).wrappedValue = false
    }
    isExpanded.wrappedValue = true
    #expect(seen == [.easeIn(duration: 0.2), .linear(duration: 1), nil])
    _ = observation
  }
}
