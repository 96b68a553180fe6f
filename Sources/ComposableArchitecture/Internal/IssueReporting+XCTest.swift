import IssueReporting

/// Reports an issue — a test failure inside a test, a runtime warning outside one — through the
/// reporters in effect, with IssueReporting's default reporter swapped for ``XCTestFailureReporter``.
///
/// Every issue this library raises goes through here, so that a failing XCTest test shows our
/// message and its diff and nothing else.
package func reportLibraryIssue(
  _ message: @autoclosure () -> String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let reporters = IssueReporters.current.map { reporter -> any IssueReporter in
    reporter is _DefaultReporter ? XCTestFailureReporter() : reporter
  }
  withIssueReporters(reporters) {
    reportIssue(message(), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// IssueReporting's default reporter, except that an XCTest failure is recorded as written.
///
/// On Linux the default reporter can't tell an XCTest test's own frames from an app host's (its
/// check looks for Objective-C test classes), so it ends every XCTest failure with a paragraph on
/// false positives from host applications, which don't exist there. This reporter records
/// XCTest failures through the XCTest entry point of IssueReporting's test support library — the
/// entry point IssueReporting itself calls for them — and hands everything else (Swift Testing,
/// runtime warnings outside tests) to the default reporter unchanged.
struct XCTestFailureReporter: IssueReporter {
  /// Finds the function that records an XCTest failure. Asked only inside an XCTest test, so an
  /// app never loads the test support library.
  private let failureRecorder: @Sendable () -> (@Sendable (String, StaticString, UInt) -> Void)?

  /// A reporter that records XCTest failures through XCTest's `XCTFail`.
  init() {
    failureRecorder = { testSupportXCTFail }
  }

  /// A reporter that records XCTest failures with `recordFailure`.
  init(recordFailure: @escaping @Sendable (String, StaticString, UInt) -> Void) {
    failureRecorder = { recordFailure }
  }

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    #if !canImport(Darwin)
      if case .xcTest = TestContext.current, severity == .error,
        let recordFailure = failureRecorder()
      {
        recordFailure(message() ?? "", filePath, line)
        return
      }
    #endif
    _DefaultReporter.default.reportIssue(
      message(), severity: severity, fileID: fileID, filePath: filePath, line: line,
      column: column
    )
  }

  func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    _DefaultReporter.default.reportIssue(
      error, message(), fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    _DefaultReporter.default.expectIssue(
      message(), fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
