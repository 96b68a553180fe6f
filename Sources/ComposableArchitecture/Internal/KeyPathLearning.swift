import Foundation

/// Learns, by applying key paths to real states, the names a key path object won't tell.
///
/// ``KeyPathDescription`` names a `$field` component from the binary's symbol table, but an
/// optimized or stripped binary may have none for it, and no binary names the argument inside a
/// `BindableState` dynamic member component (`\UserSettings.enableHaptics` in
/// `\.$userSettings.enableHaptics`). Applying the key path reveals both:
///
/// - reading it with a ``DynamicMemberRecorder`` in place records the dynamic member arguments;
/// - writing a new value into a copy of the root shows which stored field changed: `_displayName`
///   means the path starts with `$displayName`.
///
/// Binding actions are applied by every store that runs them, so the actions a test failure or
/// `debug()` prints are learned by then. Learning stops once a key path is fully known.
@usableFromInline
enum KeyPathLearning {
  /// What is known about one key path.
  struct Entry {
    /// The dynamic member arguments, outermost first.
    var arguments: [AnyKeyPath]?
    /// The name of the first component, when it is a root-level `$field` projection.
    var firstField = FirstField.unknown
    /// How many writes were tried without learning the first field.
    var attempts = 0

    var isComplete: Bool {
      guard arguments != nil else { return false }
      if case .unknown = firstField { return false }
      return true
    }
  }

  enum FirstField {
    case unknown
    case named(String)
    /// The first component isn't a root-level projection, or couldn't be told apart.
    case notApplicable
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var entries: [AnyKeyPath: Entry] = [:]
  /// Key path objects whose entry is complete, by identity: a binding write asks about its key
  /// path twice, and hashing a key path's components costs more than the rest of the lookup.
  /// Literal key paths are one object each, so this stays small; it holds the objects, so an
  /// identifier can't come back for another, and starts over past `knownCompleteLimit`.
  nonisolated(unsafe) private static var knownComplete: [ObjectIdentifier: AnyKeyPath] = [:]
  private static let knownCompleteLimit = 4_096

  private static func isKnownComplete(_ keyPath: AnyKeyPath) -> Bool {
    lock.withLock { knownComplete[ObjectIdentifier(keyPath)] != nil }
  }

  /// What is known about `keyPath`.
  static func entry(for keyPath: AnyKeyPath) -> Entry? {
    lock.withLock { entries[keyPath] }
  }

  /// Learns the dynamic member arguments of `keyPath` by reading it from `root`.
  @usableFromInline
  static func learnArguments<Root, Value>(of keyPath: KeyPath<Root, Value>, on root: Root) {
    guard !isKnownComplete(keyPath) else { return }
    var entry = self.entry(for: keyPath) ?? Entry()
    guard entry.arguments == nil else { return }
    entry.arguments = recordArguments(of: keyPath, on: root)
    store(entry, for: keyPath)
  }

  /// Learns what it can about `keyPath` from the write of `value` into `root`, just before it
  /// happens.
  static func learn<Root, Value: Equatable>(
    _ keyPath: WritableKeyPath<Root, BindableState<Value>>,
    on root: Root,
    writing value: Value
  ) {
    guard !isKnownComplete(keyPath) else { return }
    var entry = self.entry(for: keyPath) ?? Entry()
    guard !entry.isComplete else { return }
    if entry.arguments == nil {
      entry.arguments = recordArguments(of: keyPath, on: root)
    }
    if case .unknown = entry.firstField {
      entry.firstField = changedField(writing: value, through: keyPath, into: root)
      if case .unknown = entry.firstField {
        // A write that changes nothing shows nothing; give up after a few rather than diff the
        // state on every write of a field whose values can't be compared.
        entry.attempts += 1
        if entry.attempts >= 3 { entry.firstField = .notApplicable }
      }
    }
    store(entry, for: keyPath)
  }

  private static func store(_ entry: Entry, for keyPath: AnyKeyPath) {
    lock.withLock {
      entries[keyPath] = entry
      if entry.isComplete {
        if knownComplete.count >= knownCompleteLimit { knownComplete.removeAll() }
        knownComplete[ObjectIdentifier(keyPath)] = keyPath
      }
    }
  }

  private static func recordArguments<Root, Value>(
    of keyPath: KeyPath<Root, Value>,
    on root: Root
  ) -> [AnyKeyPath] {
    let recorder = DynamicMemberRecorder()
    DynamicMemberRecorder.$current.withValue(recorder) { _ = root[keyPath: keyPath] }
    return recorder.keyPaths
  }

  /// The root-level field a write through `keyPath` changes, as its `$` projection name.
  private static func changedField<Root, Value: Equatable>(
    writing value: Value,
    through keyPath: WritableKeyPath<Root, BindableState<Value>>,
    into root: Root
  ) -> FirstField {
    // A copy of a class instance is the same instance; there is nothing to compare against.
    guard !(Root.self is AnyObject.Type) else { return .notApplicable }
    var copy = root
    copy[keyPath: keyPath].wrappedValue = value
    let before = Mirror(reflecting: root).children
    let after = Mirror(reflecting: copy).children
    guard before.count == after.count else { return .notApplicable }
    var changed: [(label: String, value: Any)] = []
    for (old, new) in zip(before, after) {
      guard let label = old.label else { return .notApplicable }
      if isEqualIfEquatable(old.value, new.value) == false {
        changed.append((label, old.value))
      }
    }
    guard let field = changed.first else { return .unknown }
    guard
      changed.count == 1,
      field.label.hasPrefix("_"),
      field.value is any BindableStateProtocol
    else { return .notApplicable }
    return .named("$" + field.label.dropFirst())
  }
}

/// Whether two values are equal, or `nil` when the first isn't `Equatable`.
private func isEqualIfEquatable(_ lhs: Any, _ rhs: Any) -> Bool? {
  guard let lhs = lhs as? any Equatable else { return nil }
  return isEqual(lhs, rhs)
}

private func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
  guard let rhs = rhs as? Value else { return false }
  return lhs == rhs
}
