/// Why a ``BrowserBridge`` call did not get an answer from the page.
///
/// ```swift
/// do {
///   _ = try await bridge.call(.requestNotificationPermission)
/// } catch BrowserBridgeError.unsupported {
///   // No Notification API here: ask the server's notification system instead.
/// }
/// ```
public enum BrowserBridgeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The page can't do this: the browser lacks the API, the page is not a secure context, or
  /// the client script does not know the capability.
  case unsupported(String)
  /// The browser API was there but failed, with the browser's message.
  case failed(String)
  /// The page did not answer in time.
  case timedOut(after: Duration)
  /// The page went away (or never connected) before answering.
  case disconnected

  public var description: String {
    switch self {
    case let .unsupported(reason): "the page can't do this: \(reason)"
    case let .failed(message): "the browser failed: \(message)"
    case let .timedOut(duration): "the page did not answer within \(duration)"
    case .disconnected: "the page is no longer connected"
    }
  }
}
