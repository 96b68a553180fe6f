import Foundation

/// What a notification says.
public class UNNotificationContent: @unchecked Sendable {
  public fileprivate(set) var title = ""
  public fileprivate(set) var subtitle = ""
  public fileprivate(set) var body = ""
  public fileprivate(set) var badge: NSNumber?
  public fileprivate(set) var sound: UNNotificationSound?
  public fileprivate(set) var userInfo: [AnyHashable: Any] = [:]

  public init() {}

  /// The body the browser shows under the title: the subtitle, if any, then the body.
  var browserBody: String {
    [subtitle, body].filter { !$0.isEmpty }.joined(separator: "\n")
  }
}

/// What a notification says, as the app fills it in.
///
/// ```swift
/// let content = UNMutableNotificationContent()
/// content.title = "Game over"
/// content.body = "You scored 42."
/// ```
public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
  public override var title: String {
    get { super.title }
    set { super.title = newValue }
  }
  public override var subtitle: String {
    get { super.subtitle }
    set { super.subtitle = newValue }
  }
  public override var body: String {
    get { super.body }
    set { super.body = newValue }
  }
  public override var badge: NSNumber? {
    get { super.badge }
    set { super.badge = newValue }
  }
  public override var sound: UNNotificationSound? {
    get { super.sound }
    set { super.sound = newValue }
  }
  public override var userInfo: [AnyHashable: Any] {
    get { super.userInfo }
    set { super.userInfo = newValue }
  }
}

/// A notification's sound: the browser plays its own.
public final class UNNotificationSound: Sendable {
  public static let `default` = UNNotificationSound()
}

/// When a notification is shown.
public class UNNotificationTrigger: @unchecked Sendable {
  public let repeats: Bool

  init(repeats: Bool) {
    self.repeats = repeats
  }
}

/// Shows a notification after a time interval. Repeating triggers are shown once: a tab shows a
/// notification only while it is open.
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let timeInterval: TimeInterval

  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }
}

/// A notification to show: its identifier, what it says and when.
public final class UNNotificationRequest: @unchecked Sendable {
  public let identifier: String
  public let content: UNNotificationContent
  public let trigger: UNNotificationTrigger?

  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = content
    self.trigger = trigger
  }
}
