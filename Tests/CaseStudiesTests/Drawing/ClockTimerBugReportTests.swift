import CaseStudies
import ComposableArchitecture
import Foundation
import Testing

/// A bug report as the inspector exports it: this one was exported by the end-to-end test
/// (Tests/EndToEnd/inspector.py) after starting the gallery's Timer, letting it tick three
/// times and stopping it. Replayed here, it must end where the session ended.
@Suite struct ClockTimerBugReportTests {
  let report: BugReport<ClockTimerState, ClockTimerAction>

  init() throws {
    report = try BugReport(json: Data(exportedTimerSession.utf8))
  }

  @Test func readsTheExportedSession() throws {
    #expect(report.actionType == "ClockTimerAction")
    #expect(report.initialState == ClockTimerState())
    #expect(
      report.actions.map(\.action) == [
        .toggleTimerButtonTapped, .timerTicked, .timerTicked, .timerTicked,
        .toggleTimerButtonTapped,
      ]
    )
  }

  @Test func replaysToTheSessionsFinalState() throws {
    let state = try report.replay(
      reducer: clockTimerReducer,
      environment: ClockTimerEnvironment(mainQueue: DispatchQueue.test.eraseToAnyScheduler())
    )
    #expect(state == report.finalState)
    #expect(state == ClockTimerState(isTimerActive: false, secondsElapsed: 3))
  }

  @Test func drivesAStoreThroughTheSessionsActions() throws {
    // The ticks are in the report: the store's own timer never fires on a scheduler that is
    // never advanced, so the report's actions alone make the state.
    let mainQueue = DispatchQueue.test
    let store = Store(
      initialState: try #require(report.initialState),
      reducer: clockTimerReducer,
      environment: ClockTimerEnvironment(mainQueue: mainQueue.eraseToAnyScheduler())
    )
    let viewStore = ViewStore(store)
    for recorded in report.actions {
      viewStore.send(recorded.action)
    }
    #expect(viewStore.state == report.finalState)
  }
}

private let exportedTimerSession = #"""
  {
    "actionType" : "ClockTimerAction",
    "actions" : [
      {
        "action" : {
          "toggleTimerButtonTapped" : {

          }
        },
        "nanoseconds" : 359578116,
        "step" : 1
      },
      {
        "action" : {
          "timerTicked" : {

          }
        },
        "nanoseconds" : 1363678527,
        "step" : 2
      },
      {
        "action" : {
          "timerTicked" : {

          }
        },
        "nanoseconds" : 2363826176,
        "step" : 3
      },
      {
        "action" : {
          "timerTicked" : {

          }
        },
        "nanoseconds" : 3363420698,
        "step" : 4
      },
      {
        "action" : {
          "toggleTimerButtonTapped" : {

          }
        },
        "nanoseconds" : 3740250764,
        "step" : 5
      }
    ],
    "finalState" : {
      "isTimerActive" : false,
      "secondsElapsed" : 3
    },
    "firstStep" : 0,
    "format" : "composable-architecture-bug-report",
    "initialState" : {
      "isTimerActive" : false,
      "secondsElapsed" : 0
    },
    "recordedAt" : "2026-11-24T00:04:38Z",
    "stateType" : "ClockTimerState",
    "version" : 1
  }
  """#
