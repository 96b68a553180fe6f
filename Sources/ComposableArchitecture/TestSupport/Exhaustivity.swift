/// How strictly a ``TestStore`` asserts.
///
/// ```swift
/// let store = TestStore(initialState: AppState(), reducer: appReducer, environment: .mock)
/// store.exhaustivity = .off
/// ```
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, every received action and every running effect must be asserted — the
  /// default, for unit tests of a feature.
  case on
  /// Only what the test asserts is checked: the changes an update closure makes must match the
  /// real state, unasserted received actions are skipped and effects may still run at the end —
  /// for integration tests of many features together.
  case off
}
