import Foundation

/// Something the page's client script can do on the server's behalf, by name: the whitelist of
/// browser APIs a ``BrowserBridge`` may call.
///
/// ```swift
/// let permission = try await bridge.call(.notificationPermission)  // "default"
/// ```
///
/// Only the capabilities declared here exist, and the client script runs only the names it
/// knows, so server code can never make the page evaluate arbitrary script. Arguments are
/// plain strings, sent as JSON.
public struct BrowserCapability: Equatable, Sendable, CustomStringConvertible {
  /// The name the client script knows the capability by.
  public let name: String
  /// The capability's arguments.
  public let arguments: [String: String]

  init(name: String, arguments: [String: String] = [:]) {
    self.name = name
    self.arguments = arguments
  }

  public var description: String { name }

  /// Reads `Notification.permission`: `"granted"`, `"denied"` or `"default"`.
  ///
  /// Fails with ``BrowserBridgeError/unsupported(_:)`` where the page has no Notification API
  /// or is not a secure context.
  public static let notificationPermission = BrowserCapability(name: "notification.permission")

  /// Calls `Notification.requestPermission()`, which may prompt the user, and answers with the
  /// resulting permission: `"granted"`, `"denied"` or `"default"` (the prompt was dismissed).
  public static let requestNotificationPermission = BrowserCapability(
    name: "notification.requestPermission"
  )

  /// Opens `url` in a new browser tab, as iOS leaves the app for Safari. Only `http`, `https`,
  /// `mailto`, `tel` and `sms` URLs are opened; the page answers `"opened"`, or fails as
  /// unsupported for any other scheme.
  public static func openURL(_ url: URL) -> BrowserCapability {
    BrowserCapability(name: "url.open", arguments: ["url": url.absoluteString])
  }

  /// Shows `new Notification(title, { body })`; answers `"shown"`. Fails with
  /// ``BrowserBridgeError/failed(_:)`` unless the permission is granted.
  public static func showNotification(title: String, body: String) -> BrowserCapability {
    BrowserCapability(name: "notification.show", arguments: ["title": title, "body": body])
  }
}
