import ComposableArchitecture
import ConcurrencyExtras
import Foundation

/// The app, as UIKit's `UIApplication.shared`: opening URLs and registering for notifications,
/// done by the browser tab the app runs in.
///
/// ```swift
/// Button("Point-Free") {
///   UIApplication.shared.open(URL(string: "https://www.pointfree.co")!)
/// }
/// ```
///
/// Calls made while a session handles its tab's events, or on the executor its stores live on,
/// reach that tab (see ``BrowserBridge/current``). Elsewhere there is no tab: the call logs a
/// runtime warning and reports failure.
public final class UIApplication: Sendable {
  /// The app of the current browser tab.
  public static let shared = UIApplication()

  private init() {}

  /// What `open(_:options:completionHandler:)` may be told; the browser takes none of them.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Open only a universal link into an installed app: a browser has no such apps, so the
    /// URL is not opened.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "universalLinksOnly")
  }

  /// The URL of the app's page in the Settings app. A browser tab has none to open:
  /// ``open(_:options:completionHandler:)`` reports `false` for it.
  public static let openSettingsURLString = "app-settings:"

  /// Opens `url` in a new tab of the current browser tab's window, as iOS leaves the app for
  /// Safari; `completionHandler` learns whether the tab opened it.
  ///
  /// Only `http(s)`, `mailto`, `tel` and `sms` URLs are opened, and the tab must be connected.
  public func open(
    _ url: URL,
    options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler: ((Bool) -> Void)? = nil
  ) {
    let completion = completionHandler
    guard options[.universalLinksOnly] as? Bool != true, canOpenURL(url) else {
      completion?(false)
      return
    }
    guard let bridge = BrowserBridge.current else {
      reportOutsideASession(url)
      completion?(false)
      return
    }
    // Called back on another thread, as UIKit's completion may be.
    let handler = UncheckedSendable(completionHandler)
    Task {
      do {
        _ = try await bridge.call(.openURL(url), timeout: .seconds(10))
        handler.value?(true)
      } catch {
        handler.value?(false)
      }
    }
  }

  /// Opens `url` in a new tab; returns whether the tab opened it.
  @discardableResult
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: any Sendable] = [:]
  ) async -> Bool {
    guard options[.universalLinksOnly] as? Bool != true, canOpenURL(url) else { return false }
    guard let bridge = BrowserBridge.current else {
      reportOutsideASession(url)
      return false
    }
    do {
      _ = try await bridge.call(.openURL(url), timeout: .seconds(10))
      return true
    } catch {
      return false
    }
  }

  private func reportOutsideASession(_ url: URL) {
    reportLibraryIssue(
      """
      UIApplication.shared.open(\(url.absoluteString.prefix(128))) was called outside a browser \
      tab's session (a background queue?): there is no tab to open it in.
      """
    )
  }

  /// Whether a browser tab can open `url`: web, mail, phone and message URLs.
  public func canOpenURL(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased() else { return false }
    return ["http", "https", "mailto", "tel", "sms"].contains(scheme)
  }

  /// Registers for remote notifications: nothing to do in a browser tab, which has no push
  /// token. The tab shows notifications while it is open
  /// (``UNUserNotificationCenter/add(_:withCompletionHandler:)``).
  public func registerForRemoteNotifications() {}

  /// Whether the app is registered for remote notifications: never, in a browser tab.
  public var isRegisteredForRemoteNotifications: Bool { false }
}
