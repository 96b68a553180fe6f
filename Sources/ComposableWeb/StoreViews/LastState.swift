/// The last non-nil state an unwrapped store saw.
final class LastState<State> {
  var value: State
  init(_ value: State) { self.value = value }
}
