import CustomDump
import Foundation

extension ActionRecorder: InspectableRecording {
  package var actionTypeName: String { typeName(Action.self) }
  package var stateTypeName: String { typeName(State.self) }
  package var shownStep: Int? { travelStep }

  package func summaries(after step: Int, limit: Int) -> [RecordedStepSummary] {
    let first = max(step + 1, stepCount - limit + 1, firstStep + 1)
    guard first <= stepCount else { return [] }
    return (first...stepCount).compactMap { step in
      action(at: step).map {
        RecordedStepSummary(step: step, label: caseLabelPath($0.action), time: $0.time)
      }
    }
  }

  package func actionDump(at step: Int) -> String? {
    action(at: step).map { String(customDumping: $0.action) }
  }

  package func diffDescription(at step: Int) -> String? {
    guard let change = stateChange(at: step) else { return nil }
    return CustomDump.diff(change.before, change.after, format: .proportional) ?? ""
  }

  package func stateDump(at step: Int) -> String? {
    state(at: step).map { String(customDumping: $0) }
  }

  package func exportBugReport() throws -> Data {
    try bugReport().json()
  }

  package func loadBugReport(_ data: Data) throws -> any InspectableRecording {
    try replaying(BugReport<State, Action>(json: data))
  }
}
