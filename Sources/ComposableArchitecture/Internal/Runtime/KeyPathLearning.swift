import Foundation
@_spi(Reflection) import Swift
import Synchronization

/// Learns, by applying key paths to real states, the names a key path object won't tell.
///
/// ``KeyPathDescription`` names a `$field` component from the binary's symbol table, but an
/// optimized or stripped binary may have none for it, and no binary names the argument inside a
/// `BindableState` dynamic member component (`\UserSettings.enableHaptics` in
/// `\.$userSettings.enableHaptics`). Applying the key path reveals both:
///
/// - reading it with a ``KeyPathReadRecorder`` in place records the dynamic member arguments;
/// - writing a new value into a copy of the root shows which stored field changed: `_displayName`
///   means the path starts with `$displayName`.
///
/// Binding actions are applied by every store that runs them, so the actions a test failure or
/// `debug()` prints are learned by then. Learning stops once a key path is fully known.
///
/// The write also shows where a root-level `$field` projection keeps its value: the `_field`
/// storage, whose offset the runtime's field records give. A binding action then writes there
/// directly (see `BindingAction.set(_:)`), which allocates nothing.
@usableFromInline
enum KeyPathLearning {
  /// What is known about one key path.
  struct Entry {
    /// The dynamic member arguments, outermost first.
    var arguments: [AnyKeyPath]?
    /// How many times reading the key path read a `BindableState` projection, learned with the
    /// arguments.
    var projectionReads = 0
    /// The name of the first component, when it is a root-level `$field` projection.
    var firstField = FirstField.unknown
    /// How many writes were tried without learning the first field.
    var attempts = 0
    /// Where the key path's value is stored in the root, when the key path is exactly a root-level
    /// `$field` projection: the offset of its `_field` storage, a `BindableState` of the key
    /// path's value type.
    var storageOffset: Int?

    /// Learns the arguments, and counts the projections, by reading `keyPath` from `root`.
    mutating func record<Root, Value>(reading keyPath: KeyPath<Root, Value>, on root: Root) {
      let recorder = KeyPathReadRecorder.recording { _ = root[keyPath: keyPath] }
      arguments = recorder.keyPaths
      projectionReads = recorder.projectionReads
    }

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
  /// Key paths whose entry is complete, by identity: every binding write asks about its key path,
  /// and hashing a key path's components costs more than the write itself.
  private static let completed = CompletedKeyPaths()

  /// What is known about `keyPath`.
  static func entry(for keyPath: AnyKeyPath) -> Entry? {
    lock.withLock { entries[keyPath] }
  }

  /// Learns the dynamic member arguments of `keyPath` by reading it from `root`.
  @usableFromInline
  static func learnArguments<Root, Value>(of keyPath: KeyPath<Root, Value>, on root: Root) {
    guard known(keyPath) == nil else { return }
    var entry = self.entry(for: keyPath) ?? Entry()
    guard entry.arguments == nil else { return }
    entry.record(reading: keyPath, on: root)
    store(entry, for: keyPath)
  }

  /// Learns what it can about `keyPath` from the write of `value` into `root`, just before it
  /// happens; returns the offset of the field the write can go to directly, once known.
  static func learn<Root, Value>(
    _ keyPath: WritableKeyPath<Root, BindableState<Value>>,
    on root: Root,
    writing value: Value
  ) -> Int? {
    if let learned = known(keyPath) {
      return learned.storageOffset
    }
    var entry = self.entry(for: keyPath) ?? Entry()
    guard !entry.isComplete else {
      // Complete, but no longer remembered by identity: remember it again.
      remember(entry, for: keyPath)
      return entry.storageOffset
    }
    if entry.arguments == nil {
      entry.record(reading: keyPath, on: root)
    }
    if case .unknown = entry.firstField {
      entry.firstField = changedField(writing: value, through: keyPath, into: root)
      if case .unknown = entry.firstField {
        // A write that changes nothing shows nothing; give up after a few rather than diff the
        // state on every write of a field whose values can't be compared.
        entry.attempts += 1
        if entry.attempts >= 3 { entry.firstField = .notApplicable }
      }
      if FastPaths.areEnabled, !FastPaths.isDisabled(.fieldStorage, for: Root.self),
        case let .named(projection) = entry.firstField, entry.projectionReads == 1,
        var offset = storageOffset(of: keyPath, projection: projection)
      {
        if FastPaths.isCorrupting(.fieldStorage) {
          offset = otherStorageOffset(of: BindableState<Value>.self, in: Root.self, than: offset)
        }
        // Verify, then trust: the direct write must leave the root exactly as the key path's.
        if isStorage(at: offset, of: keyPath, in: root, writing: value) {
          entry.storageOffset = offset
        }
      }
    }
    store(entry, for: keyPath)
    return entry.storageOffset
  }

  private static func store(_ entry: Entry, for keyPath: AnyKeyPath) {
    lock.withLock { entries[keyPath] = entry }
    if entry.isComplete {
      remember(entry, for: keyPath)
    }
  }

  /// The offset of the storage a write through `keyPath` goes to, once learned (see
  /// `storageOffset(of:projection:)`); `nil` while learning or if there is none.
  ///
  /// Takes the key path's identity, not the key path: the caller reads it out of a binding
  /// action in place, and handing the key path itself to this call retained and released it.
  @usableFromInline
  static func learnedStorageOffset(of keyPath: ObjectIdentifier) -> Int? {
    completed[keyPath]?.storageOffset
  }

  /// What the table of completed key paths knows of `keyPath`, if it is there.
  private static func known(_ keyPath: AnyKeyPath) -> CompletedKeyPaths.Known? {
    completed[ObjectIdentifier(keyPath)]
  }

  /// Puts a complete entry in the table of completed key paths.
  private static func remember(_ entry: Entry, for keyPath: AnyKeyPath) {
    completed.insert(keyPath, storageOffset: entry.storageOffset)
  }

  /// The offset of the storage a write through `keyPath` goes to, when `keyPath` is exactly the
  /// root-level projection `projection` (`$displayName`) of a struct's `@BindableState` field.
  ///
  /// The write that taught `projection` changed the `_displayName` field and nothing else. That
  /// field is the projection's storage when the key path has no other component (its description
  /// has one computed component), reading it read one projection, the binary's symbols (if it
  /// has them) name the component the projection, and the field is a `BindableState` of the key
  /// path's value type, which `BindableState`'s projected value, the wrapper itself, reads and
  /// writes as a whole.
  private static func storageOffset<Root, Value>(
    of keyPath: WritableKeyPath<Root, BindableState<Value>>,
    projection: String
  ) -> Int? {
    // A computed property of `BindableState` type whose setter does more than store (clamps,
    // say) also changes just the one field; unlike the projection, its getter reads no
    // projection (the caller checked it read one), and the binary's symbols, when it has them,
    // name it otherwise.
    switch KeyPathDescription.soleComputedComponent(of: keyPath) {
    case .none: return nil
    case let .some(name?) where name != projection: return nil
    case .some: break
    }
    let storage = "_" + projection.dropFirst()
    var offset: Int?
    // Visits a struct's stored fields; a class or enum root has none to visit here.
    _ = _forEachField(of: Root.self) { name, fieldOffset, type, _ in
      guard String(cString: name) == storage else { return true }
      if type == BindableState<Value>.self { offset = fieldOffset }
      return false
    }
    return offset
  }

  /// Whether writing `value` at `offset` writes the field `keyPath` reads: the write the fast
  /// path makes, checked by the slow path's read. On a mismatch, direct writes are off for
  /// `Root`, with one warning.
  ///
  /// The field at `offset` is a `BindableState<Value>` (the runtime's field records say so), so
  /// even a wrong offset writes a value of the right type into a copy; and the write that taught
  /// the field changed it, so a write into another field reads back the old value.
  private static func isStorage<Root, Value>(
    at offset: Int,
    of keyPath: WritableKeyPath<Root, BindableState<Value>>,
    in root: Root,
    writing value: Value
  ) -> Bool {
    var written = root
    LearnedStorage.write(value, into: &written, at: offset)
    guard
      FastPaths.verify(
        .fieldStorage, for: Root.self, fast: written[keyPath: keyPath].wrappedValue, slow: value)
    else { return false }
    // A plain value is also written as its bytes (see `BindingAction.apply`): check that too.
    guard _isPOD(Value.self) else { return true }
    var copied = root
    withUnsafeBytes(of: value) { bytes in
      LearnedStorage.copy(
        bytes.baseAddress.unsafelyUnwrapped, byteCount: bytes.count, into: &copied, at: offset)
    }
    return FastPaths.verify(
      .fieldStorage, for: Root.self, fast: copied[keyPath: keyPath].wrappedValue, slow: value)
  }

  /// The offset of another stored field of type `Field` in `Root` than the one at `offset`, or
  /// `offset` if there is none: what a corrupted learning would find (tests only).
  private static func otherStorageOffset<Root, Field>(
    of _: Field.Type, in _: Root.Type, than offset: Int
  ) -> Int {
    var other = offset
    _ = _forEachField(of: Root.self) { _, fieldOffset, type, _ in
      guard type == Field.self, fieldOffset != offset else { return true }
      other = fieldOffset
      return false
    }
    return other
  }

  /// The root-level field a write through `keyPath` changes, as its `$` projection name.
  private static func changedField<Root, Value>(
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

/// Key paths whose learning is complete, by identity, with what a write needs of them.
///
/// A direct-mapped table: a key path goes in the slot its address picks, replacing whatever was
/// there, which `KeyPathLearning` finds again in its full entries. Literal key paths are one object
/// each for the life of the process, so a form's few keep their slots.
///
/// Read without a lock: each slot is one atomic word packing the key path's address with its
/// storage offset, so a lookup is a load and a comparison (a lock round trip cost a binding write
/// about 150 instructions). Writers take a lock, and the table holds each slot's key path from
/// before its word is published until after the word is replaced, so an address can't come back
/// for another key path while a slot names it.
final class CompletedKeyPaths: Sendable {
  struct Known {
    var storageOffset: Int?
  }

  private static let slotCount = 256
  /// Bits of a slot word below the address: the storage offset plus one, or zero for none.
  private static let offsetBits = 20
  private let slots: InlineArray<256, Atomic<UInt>> = InlineArray { _ in Atomic(0) }
  /// The key paths in the slots, held so an identity can't come back for another key path.
  private let keyPaths = LockedValue([AnyKeyPath?](repeating: nil, count: slotCount))

  private static func index(of id: ObjectIdentifier) -> Int {
    // Objects are 16-byte aligned, so the low bits carry nothing.
    Int(truncatingIfNeeded: UInt(bitPattern: id) >> 4) & (slotCount - 1)
  }

  /// `id`'s address, 16-byte aligned and shifted above the offset bits; `nil` if it doesn't fit.
  private static func addressBits(of id: ObjectIdentifier) -> UInt? {
    let address = UInt(bitPattern: id) >> 4
    guard address >> (UInt.bitWidth - offsetBits) == 0 else { return nil }
    return address << offsetBits
  }

  subscript(id: ObjectIdentifier) -> Known? {
    guard let addressBits = Self.addressBits(of: id) else { return nil }
    let word = slots[Self.index(of: id)].load(ordering: .acquiring)
    let offsetMask: UInt = 1 << Self.offsetBits - 1
    guard word & ~offsetMask == addressBits else { return nil }
    let offset = word & offsetMask
    return Known(storageOffset: offset == 0 ? nil : Int(offset) - 1)
  }

  /// Remembers `keyPath`, unless its address or offset doesn't fit a slot word: it is then looked
  /// up in `KeyPathLearning`'s full entries each time.
  func insert(_ keyPath: AnyKeyPath, storageOffset: Int?) {
    let id = ObjectIdentifier(keyPath)
    // A slot word keeps the address without its low four bits: only an object aligned to 16
    // bytes, as the runtime allocates them, is told apart from every other by what is kept.
    guard UInt(bitPattern: id) & 0xF == 0, let addressBits = Self.addressBits(of: id) else {
      return
    }
    let offsetBits: UInt
    switch storageOffset {
    case nil: offsetBits = 0
    case let offset? where offset >= 0 && offset < 1 << Self.offsetBits - 1:
      offsetBits = UInt(offset + 1)
    case .some: return
    }
    let index = Self.index(of: id)
    keyPaths.withValue { keyPaths in
      let replaced = keyPaths[index]
      keyPaths[index] = keyPath
      slots[index].store(addressBits | offsetBits, ordering: .releasing)
      // Released only now that no slot names it.
      withExtendedLifetime(replaced) {}
    }
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
