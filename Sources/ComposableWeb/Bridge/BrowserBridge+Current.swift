import ComposableArchitecture

extension BrowserBridge {
  /// The bridge of the browser tab whose session the current code runs for, if any.
  ///
  /// ```swift
  /// if let bridge = BrowserBridge.current {
  ///   let permission = try await bridge.call(.notificationPermission)
  /// }
  /// ```
  ///
  /// It is how the stand-ins for Apple's APIs (``UIApplication``, ``UNUserNotificationCenter``)
  /// reach the tab without being handed a bridge, as 2021 code calls them: a session makes its
  /// bridge current while it handles the page's events and renders (and the tasks started meanwhile
  /// inherit it), and on the executor its stores live on, where the actions its effects send are
  /// reduced. Code elsewhere — a background queue, a test without a session — has none.
  ///
  /// A closed bridge — its tab is gone — is never current.
  public static var current: BrowserBridge? {
    let bridge = $taskCurrent.get() ?? StoreExecutor.current?.context as? BrowserBridge
    return bridge?.isClosed == false ? bridge : nil
  }

  @TaskLocal static var taskCurrent: BrowserBridge?

  /// Runs `body` with this bridge current.
  func withCurrent<R>(_ body: () throws -> R) rethrows -> R {
    try BrowserBridge.$taskCurrent.withValue(self, operation: body)
  }
}
