import ComposableArchitecture
import ConcurrencyExtras
import Foundation
import Synchronization

/// The app's notifications, as UserNotifications' `UNUserNotificationCenter`: the permission is
/// the browser tab's, asked with the browser's own prompt, and notifications are the browser's.
///
/// ```swift
/// UNUserNotificationCenter.current().requestAuthorization(options: .alert) { granted, error in
///   callback(error.map { .failure($0) } ?? .success(granted))
/// }
/// ```
///
/// Each call goes to the browser tab whose session runs it (``BrowserBridge/current``): while the
/// session handles an event, or on the executor its stores live on, which is where a reducer
/// runs and an effect starts. Where there is no tab, or the page can't (no Notification API, not
/// a secure context), the server's machine answers instead (<doc:ApplesAPIsInTheBrowser>).
public final class UNUserNotificationCenter: Sendable {
  private let fallback: ServerNotifications
  /// Notifications waiting for their trigger, by tab and identifier.
  private let pending = Mutex(PendingRequests())

  private static let shared = UNUserNotificationCenter(fallback: ServerNotifications())

  /// The center of the current browser tab.
  public static func current() -> UNUserNotificationCenter {
    shared
  }

  package init(fallback: ServerNotifications) {
    self.fallback = fallback
  }

  // MARK: Settings

  /// Reports the tab's notification settings to `completionHandler`, on another thread.
  public func getNotificationSettings(
    completionHandler: @escaping (UNNotificationSettings) -> Void
  ) {
    let completion = UncheckedSendable(completionHandler)
    let bridge = BrowserBridge.current
    Task { completion.value(await settings(from: bridge)) }
  }

  /// The tab's notification settings.
  public func notificationSettings() async -> UNNotificationSettings {
    await settings(from: BrowserBridge.current)
  }

  private func settings(from bridge: BrowserBridge?) async -> UNNotificationSettings {
    if let bridge {
      do {
        let permission = try await bridge.call(.notificationPermission, timeout: .seconds(5))
        if let status = UNAuthorizationStatus(browserPermission: permission) {
          return UNNotificationSettings(authorizationStatus: status)
        }
        reportLibraryIssue(
          "The page reported an unknown notification permission \"\(permission.prefix(32))\": "
            + "treated as denied."
        )
        return UNNotificationSettings(authorizationStatus: .denied)
      } catch {
        // Reading settings can't fail: the server's answer is the best there is.
      }
    }
    return UNNotificationSettings(authorizationStatus: fallback.authorizationStatus())
  }

  // MARK: Authorization

  /// Asks the user, with the browser's prompt, to allow notifications; `completionHandler` gets
  /// the answer on another thread, or the error that kept the browser from asking.
  ///
  /// The prompt shows only the first time: later requests answer what the user chose. The user
  /// may take a while to answer; after two minutes without one, the request fails.
  public func requestAuthorization(
    options: UNAuthorizationOptions = [],
    completionHandler: @escaping (Bool, (any Error)?) -> Void
  ) {
    let completion = UncheckedSendable(completionHandler)
    let bridge = BrowserBridge.current
    Task {
      do {
        completion.value(try await authorize(through: bridge), nil)
      } catch {
        completion.value(false, error)
      }
    }
  }

  /// Asks the user, with the browser's prompt, to allow notifications; returns whether they did.
  public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    try await authorize(through: BrowserBridge.current)
  }

  private func authorize(through bridge: BrowserBridge?) async throws -> Bool {
    if let bridge {
      do {
        let permission = try await bridge.call(
          .requestNotificationPermission, timeout: .seconds(120))
        // "default" is a prompt dismissed without an answer: not granted.
        return permission == "granted"
      } catch BrowserBridgeError.unsupported {
        // The page can't ask (no Notification API, not a secure context): the server asks.
      }
    }
    return try fallback.requestAuthorization()
  }

  // MARK: Notifications

  /// Schedules `request`'s notification; the tab shows it after its trigger's interval, or at
  /// once without a trigger. `completionHandler` learns that it was scheduled — for a request
  /// without a trigger, once the browser has taken it, or the error that kept it from showing.
  ///
  /// A request replaces the tab's pending request with the same identifier.
  public func add(
    _ request: UNNotificationRequest,
    withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
  ) {
    let completion = UncheckedSendable(completionHandler)
    schedule(request, through: BrowserBridge.current) { error in completion.value?(error) }
  }

  /// Schedules `request`'s notification: see ``add(_:withCompletionHandler:)``.
  public func add(_ request: UNNotificationRequest) async throws {
    let bridge = BrowserBridge.current
    let error: (any Error)? = await withCheckedContinuation { continuation in
      schedule(request, through: bridge) { continuation.resume(returning: $0) }
    }
    if let error { throw error }
  }

  private func schedule(
    _ request: UNNotificationRequest,
    through bridge: BrowserBridge?,
    completion: @escaping @Sendable ((any Error)?) -> Void
  ) {
    let title = request.content.title
    let body = request.content.browserBody
    let delay = (request.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval ?? 0
    let key = PendingKey(tab: bridge.map(ObjectIdentifier.init), identifier: request.identifier)
    let fallback = self.fallback
    // A triggered request is scheduled as soon as it is kept; one without a trigger is done when
    // the browser has shown it.
    let completesAtOnce = delay > 0
    let token = pending.withLock { pending -> Int in
      pending.nextToken += 1
      return pending.nextToken
    }
    let task = Task {
      if delay > 0 {
        do {
          try await Task.sleep(for: .seconds(delay))
        } catch {
          return  // Removed, or replaced by a request with the same identifier.
        }
      }
      defer { self.pending.withLock { $0.remove(key, token: token) } }
      var error: (any Error)?
      if let bridge {
        do {
          _ = try await bridge.call(
            .showNotification(title: title, body: body), timeout: .seconds(5))
          return completesAtOnce ? () : completion(nil)
        } catch BrowserBridgeError.unsupported {
          // The page can't show notifications: the server's machine does.
        } catch let failure {
          error = failure
        }
      }
      if error == nil { fallback.show(title: title, body: body) }
      if completesAtOnce {
        if let error {
          reportLibraryIssue("A notification could not be shown: \(error)")
        }
      } else {
        completion(error)
      }
    }
    // Only a request waiting for its trigger can be removed or replaced; one shown at once is
    // not kept (it may be done before it would be).
    if delay > 0 {
      let replaced = pending.withLock { $0.insert(task, token: token, for: key) }
      replaced?.cancel()
      completion(nil)
    } else {
      // It still replaces a pending request of the tab with its identifier.
      for replaced in pending.withLock({ $0.removeAll { $0 == key } }) { replaced.cancel() }
    }
  }

  /// Cancels this tab's notifications still waiting for their trigger.
  public func removeAllPendingNotificationRequests() {
    let tab = BrowserBridge.current.map(ObjectIdentifier.init)
    let tasks = pending.withLock { $0.removeAll { $0.tab == tab } }
    for task in tasks { task.cancel() }
  }

  /// Cancels this tab's notifications with these identifiers still waiting for their trigger.
  public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    let tab = BrowserBridge.current.map(ObjectIdentifier.init)
    let identifiers = Set(identifiers)
    let tasks = pending.withLock {
      $0.removeAll { $0.tab == tab && identifiers.contains($0.identifier) }
    }
    for task in tasks { task.cancel() }
  }
}

/// A pending notification's place: the tab that scheduled it (`nil` for none) and its identifier.
private struct PendingKey: Hashable {
  let tab: ObjectIdentifier?
  let identifier: String
}

/// The notifications waiting for their trigger, each with the token of the `add` that made it.
private struct PendingRequests {
  var tasks: [PendingKey: (token: Int, task: Task<Void, Never>)] = [:]
  var nextToken = 0

  /// Keeps `task` under `key`; returns the task it replaced.
  mutating func insert(_ task: Task<Void, Never>, token: Int, for key: PendingKey) -> Task<
    Void, Never
  >? {
    tasks.updateValue((token, task), forKey: key)?.task
  }

  /// Forgets the task under `key`, if it is still the one `token` made.
  mutating func remove(_ key: PendingKey, token: Int) {
    if tasks[key]?.token == token { tasks[key] = nil }
  }

  /// Forgets the tasks whose keys `shouldRemove` picks, and returns them.
  mutating func removeAll(where shouldRemove: (PendingKey) -> Bool) -> [Task<Void, Never>] {
    let keys = tasks.keys.filter(shouldRemove)
    return keys.compactMap { tasks.removeValue(forKey: $0)?.task }
  }
}
