import ConcurrencyExtras
import Foundation
import IssueReporting
import Testing

@testable import ComposableArchitecture

@Suite struct XCTestFailureReporterTests {
  @Test func anXCTestFailureIsRecordedWithOurMessageAlone() {
    let recorded = LockIsolated<[String]>([])
    let reporter = XCTestFailureReporter { message, _, _ in
      recorded.withValue { $0.append(message) }
    }
    // Off this test's task, IssueReporting sees no Swift Testing test: the XCTest context.
    Thread.detachNewThreadAndWait {
      reporter.reportIssue(
        "State change does not match expectation: …",
        severity: .error, fileID: #fileID, filePath: #filePath, line: #line, column: #column
      )
    }
    #expect(recorded.value == ["State change does not match expectation: …"])
  }

  @Test func customReportersAreKept() {
    // A test that installs its own reporter still gets every issue the library raises.
    let messages = LockIsolated<[String]>([])
    struct Recording: IssueReporter {
      let messages: LockIsolated<[String]>
      func reportIssue(
        _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
        filePath: StaticString, line: UInt, column: UInt
      ) {
        let text = message() ?? ""
        messages.withValue { $0.append(text) }
      }
    }
    withIssueReporters([Recording(messages: messages)]) {
      reportLibraryIssue(
        "A store received an action on a thread other than the one that created it.")
    }
    #expect(
      messages.value == [
        "A store received an action on a thread other than the one that created it."
      ])
  }
}

extension Thread {
  /// Runs `body` on a new thread, with none of the caller's task-local values, and waits for it.
  fileprivate static func detachNewThreadAndWait(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      body()
      done.signal()
    }
    done.wait()
  }
}
