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
  public static func failing(
    _ prefix: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Effect {
    .fireAndForget {
      reportIssue(
        "\(prefix.isEmpty ? "" : "\(prefix) - ")A failing effect ran.",
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
    }
  }
}
