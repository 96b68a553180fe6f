import Foundation

/// A recorder seen without its types: what an inspector reads and does.
///
/// ```swift
/// let recording: any InspectableRecording = recorder
/// recording.summaries(after: 0, limit: 100)  // steps, label paths and times
/// recording.travel(to: 3)                      // the store shows the state after step 3
/// ```
package protocol InspectableRecording: AnyObject {
  /// The action type's name, as written in code.
  var actionTypeName: String { get }
  /// The state type's name, as written in code.
  var stateTypeName: String { get }
  /// How many actions were received in all.
  var stepCount: Int { get }
  /// The first step whose state can be rebuilt.
  var firstStep: Int { get }
  /// The step shown while the store shows a past state.
  var shownStep: Int? { get }
  /// When recording started.
  var startDate: Date { get }
  /// The kept steps after `step`, at most the last `limit` of them.
  func summaries(after step: Int, limit: Int) -> [RecordedStepSummary]
  /// The action of `step`, dumped the way CustomDump prints values.
  func actionDump(at step: Int) -> String?
  /// What the action of `step` changed (`nil` when the step is not kept), or `""` for nothing.
  func diffDescription(at step: Int) -> String?
  /// The state after `step`, dumped the way CustomDump prints values.
  func stateDump(at step: Int) -> String?
  /// The effects in flight and the last ones that ended.
  var effects: [RecordedEffect] { get }
  /// Shows the state of `step` in the recorded store; whether it could.
  func travel(to step: Int) -> Bool
  /// Shows the present state again.
  func resume()
  /// Whether the recorded store shows a past state.
  var isShowingPast: Bool { get }
  /// The kept history as bug report JSON; throws a ``BugReportError``.
  func exportBugReport() throws -> Data
  /// A recording of a bug report's actions whose states show in this recording's store;
  /// throws a ``BugReportError``.
  func loadBugReport(_ data: Data) throws -> any InspectableRecording
  /// Called after each change to the recording, while set.
  var onChange: (@Sendable () -> Void)? { get set }
}

/// A kept step as an inspector lists it: its number, the action's label path and its time.
package struct RecordedStepSummary: Equatable, Sendable {
  package let step: Int
  package let label: String
  package let time: Duration
}
