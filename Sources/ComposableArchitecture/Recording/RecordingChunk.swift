/// A run of consecutive recorded actions and the state before the first of them: the unit the
/// recorder's bounded history keeps and drops, and the snapshot jumps replay from.
struct RecordingChunk<State, Action> {
  /// The step whose state ``snapshot`` is: the state after `baseStep` actions.
  let baseStep: Int
  /// The state after ``baseStep`` actions, before ``actions``.
  let snapshot: State
  /// The actions of steps `baseStep + 1` onwards.
  var actions: ContiguousArray<RecordedAction<Action>>

  /// The last step whose state this chunk can rebuild.
  var lastStep: Int { baseStep + actions.count }
}
