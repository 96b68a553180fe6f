import Foundation

/// A value behind a lock, for state that effect callbacks touch from any thread.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var _value: Value

  init(_ value: Value) {
    self._value = value
  }

  var value: Value {
    get { lock.withLock { _value } }
    set { lock.withLock { _value = newValue } }
  }

  /// Reads and modifies the value in one locked step.
  @discardableResult
  func withValue<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try lock.withLock { try body(&_value) }
  }
}
