import Foundation
import Testing

/// A test failure a test expects: its exact text and the line of the test it must point at.
struct ExpectedFailure: Equatable, CustomStringConvertible {
  var message: String
  var fileID: String
  var line: Int

  init(_ message: String, fileID: String = #fileID, line: Int) {
    self.message = message
    self.fileID = fileID
    self.line = line
  }

  var description: String {
    "\(fileID):\(line): \(message)"
  }

  /// The failure with the figure spaces (U+2007) that start unchanged lines of a diff turned into
  /// plain spaces, so expected texts can spell them as spaces. (A figure space is as wide as `−`
  /// and `+` in a proportional font, so diffs line up in an IDE.)
  var withPlainSpaces: ExpectedFailure {
    var failure = self
    failure.message = message.replacingOccurrences(of: "\u{2007}", with: " ")
    return failure
  }
}

/// Runs `body` and returns the failures it reported, as they are. With `mayPass`, `body` may
/// report none.
func recordFailures(
  mayPass: Bool = false,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () -> Void
) -> [ExpectedFailure] {
  let recorded = RecordedFailures()
  withKnownIssue(isIntermittent: mayPass, sourceLocation: sourceLocation) {
    body()
  } matching: { issue in
    recorded.append(issue)
    return true
  }
  return recorded.all
}

/// The failures `withKnownIssue` matched, gathered so they can be compared as a whole after the
/// body ran: a mismatch then shows up as one readable diff instead of an unmatched issue.
private final class RecordedFailures: @unchecked Sendable {
  private let lock = NSLock()
  private var failures: [ExpectedFailure] = []

  func append(_ issue: Issue) {
    // What a test runner shows: the kind of issue, its severity, and the failure's text. A
    // failure of another kind or severity keeps its prefix, and so does not match.
    let prefix = "Issue recorded (error): "
    let message =
      issue.description.hasPrefix(prefix)
      ? String(issue.description.dropFirst(prefix.count))
      : issue.description
    let failure = ExpectedFailure(
      message,
      fileID: issue.sourceLocation?.fileID ?? "<no source location>",
      line: issue.sourceLocation?.line ?? 0
    )
    lock.withLock { failures.append(failure) }
  }

  var all: [ExpectedFailure] {
    lock.withLock { failures }
  }
}

/// Runs `body`, expecting it to fail the test once, with exactly `message`, pointing at `line` of
/// this file.
func expectFailure(
  _ message: String,
  fileID: String = #fileID,
  line: Int,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () -> Void
) {
  expectFailures(
    [ExpectedFailure(message, fileID: fileID, line: line)],
    sourceLocation: sourceLocation,
    body
  )
}

/// Runs async `body`, expecting it to fail the test once, with exactly `message`, pointing at
/// `line` of this file.
func expectFailure(
  _ message: String,
  fileID: String = #fileID,
  line: Int,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async -> Void
) async {
  await expectFailures(
    [ExpectedFailure(message, fileID: fileID, line: line)],
    isolation: isolation,
    sourceLocation: sourceLocation,
    body
  )
}

/// Runs `body`, expecting it to fail the test with exactly `expected`, in order: the same texts,
/// each pointing at the given line of the test.
func expectFailures(
  _ expected: [ExpectedFailure],
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () -> Void
) {
  let recorded = recordFailures(sourceLocation: sourceLocation, body)
  #expect(recorded.map(\.withPlainSpaces) == expected, sourceLocation: sourceLocation)
}

/// Runs async `body`, expecting it to fail the test with exactly `expected`, in order.
func expectFailures(
  _ expected: [ExpectedFailure],
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async -> Void
) async {
  let recorded = RecordedFailures()
  await withKnownIssue(isolation: isolation, sourceLocation: sourceLocation) {
    await body()
  } matching: { issue in
    recorded.append(issue)
    return true
  }
  #expect(recorded.all.map(\.withPlainSpaces) == expected, sourceLocation: sourceLocation)
}
