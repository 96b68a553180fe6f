import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct TextStylesTests {
  @Test func bindingsAndReset() {
    let store = TestStore(
      initialState: TextStylesState(), reducer: textStylesReducer, environment: ())
    store.send(.binding(.set(\.$design, .rounded))) { $0.design = .rounded }
    store.send(.binding(.set(\.$sample, "Hello"))) { $0.sample = "Hello" }
    store.send(.binding(.set(\.$isBold, true))) { $0.isBold = true }
    store.send(.resetButtonTapped) { $0 = TextStylesState() }
  }
}
