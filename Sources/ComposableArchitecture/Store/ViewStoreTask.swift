import ConcurrencyExtras

/// The effects an action started: await them, or cancel them.
///
/// ```swift
/// let task = viewStore.send(.refresh)
/// await task.finish()
/// ```
///
/// Returned by ``ViewStore/send(_:)``; an action that started no long-running effect returns a
/// task that is already finished.
public struct ViewStoreTask: Hashable, Sendable {
  @usableFromInline let rawValue: Task<Void, Never>?

  @usableFromInline
  init(rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Cancels the effects.
  public func cancel() {
    rawValue?.cancel()
  }

  /// Returns when the effects finish; cancelling the caller cancels them.
  public func finish() async {
    await rawValue?.cancellableValue
  }

  /// Whether the effects were cancelled (or there were none).
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
