import Foundation

/// A recorded session's actions, exported as JSON so a test can replay them: the perfect bug
/// report.
///
/// ```swift
/// // In the app (or from the inspector's Export button):
/// let data = try recorder.bugReport().json()
///
/// // In a test:
/// let report = try BugReport<AppState, AppAction>(json: data)
/// let state = try report.replay(reducer: appReducer, environment: .mock)
/// #expect(state == report.finalState)
/// ```
///
/// Actions must be `Codable` to be exported: ``ActionRecorder/bugReport()`` throws a
/// ``BugReportError`` naming the action type otherwise, never dropping an action silently.
/// The state is exported too when it is `Codable` (the state the first kept action saw, and the
/// final one); when it isn't, the report says so, and a replay starts from a state the test
/// gives.
public struct BugReport<State, Action> {
  /// The action type's name, as written in code.
  public var actionType: String
  /// The state type's name, as written in code.
  public var stateType: String
  /// The step whose state ``initialState`` is: how many actions of the session were dropped
  /// before the kept ones, to bound the recorder's memory.
  public var firstStep: Int
  /// When the session's recording started.
  public var recordedAt: Date
  /// The state before the first kept action, when `State` is `Codable`.
  public var initialState: State?
  /// The state after the last action, when `State` is `Codable`.
  public var finalState: State?
  /// The actions, oldest first.
  public var actions: [RecordedAction<Action>]

  /// Creates a report from its parts.
  public init(
    actionType: String? = nil,
    stateType: String? = nil,
    firstStep: Int = 0,
    recordedAt: Date = Date(),
    initialState: State?,
    finalState: State? = nil,
    actions: [RecordedAction<Action>]
  ) {
    self.actionType = actionType ?? typeName(Action.self)
    self.stateType = stateType ?? typeName(State.self)
    self.firstStep = firstStep
    self.recordedAt = recordedAt
    self.initialState = initialState
    self.finalState = finalState
    self.actions = actions
  }
}
