/// One action a recorded store received, with its place in the session and when it arrived.
///
/// ```swift
/// let recorder = ActionRecorder<CounterState, CounterAction>()
/// // … the store runs …
/// recorder.actions.last?.step  // 3: the third action the store received
/// ```
public struct RecordedAction<Action> {
  /// The action's position in the session, from 1: the state "at step k" is the state right
  /// after this action ran.
  public let step: Int
  /// The action, as the root reducer received it.
  public let action: Action
  /// When the action arrived, counted from the moment the recorder was created.
  public let time: Duration
}
