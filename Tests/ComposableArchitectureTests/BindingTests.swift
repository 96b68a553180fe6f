import ComposableArchitecture
import Testing
@Test func placeholderCompiles() { #expect(Binding.constant(1).wrappedValue == 1) }
