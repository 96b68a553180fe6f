import ConcurrencyExtras
import CustomDump
import IssueReporting

extension Effect {
  /// An effect that fails the test if it ever runs: the stand-in for dependencies a test should
  /// not touch.
  ///
  /// ```swift
  /// let environment = AppEnvironment(
  ///   fact: FactClient(fetch: { _ in .failing("FactClient.fetch") })
  /// )
  /// ```
  ///
  /// The failure points at the line that created the effect and, when a ``TestStore`` started
  /// it, names the action whose effect it was.
  public static func failing(
    _ prefix: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Effect {
    .fireAndForget {
      var message = """
        \(prefix.isEmpty ? "An" : "\(prefix): an") "Effect.failing" ran, but this test must \
        not use it.
        """
      if let action = EffectStartContext.action {
        message += "\n\n  Action:\n\(action.value().indented(by: 4))"
      }
      reportLibraryIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}

extension Effect {
  /// An effect that fails the test if it ever runs; the later name of
  /// ``failing(_:fileID:filePath:line:column:)``.
  ///
  /// ```swift
  /// let environment = AppEnvironment(
  ///   fact: FactClient(fetch: { _ in .unimplemented("FactClient.fetch") })
  /// )
  /// ```
  public static func unimplemented(
    _ prefix: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Effect {
    failing(prefix, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// What a ``TestStore`` knows about the effect it is starting, for failures that happen while
/// the effect starts, like ``Effect/failing(_:fileID:filePath:line:column:)``.
enum EffectStartContext {
  /// Dumps the action whose effect is being subscribed to. A closure, so that only a failure
  /// pays for the dump.
  @TaskLocal static var action: UncheckedSendable<() -> String>?
}

/// Subscribes to an effect with ``EffectStartContext/action`` set, so that whatever runs as the
/// effect starts knows which action returned it.
struct StartingEffect<Upstream: Publisher>: Publisher {
  typealias Output = Upstream.Output
  typealias Failure = Upstream.Failure

  let upstream: Upstream
  let describeAction: UncheckedSendable<() -> String>

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    EffectStartContext.$action.withValue(describeAction) {
      upstream.receive(subscriber: subscriber)
    }
  }
}
