@_spi(Reflection) import Swift

/// How a key path a store is scoped with reads its value, found once when the store is scoped,
/// so that deriving the scoped state doesn't go through the key-path runtime.
///
/// ```swift
/// store.scope(state: \.profile)    // .stored(offset: 16)
/// store.scope(state: \.rows[3])    // .arrayElement(offset: 24, index: 3)
/// store.scope(state: \.total)      // .keyPath: a computed property
/// ```
///
/// ## Motivation
///
/// 2021 code scopes with key paths, and a scoped store derives its state after every change of
/// its parent. The runtime applies a key path generically, one component at a time, looking up
/// metadata as it goes: about 2 000 instructions for `\.rows[i]`, against a few dozen for the
/// closure `{ $0.rows[i] }`. With a thousand rows on screen, that is most of a change's cost.
///
/// Only what can be checked is taken:
/// - a path of stored properties of a struct gives its offset through
///   `MemoryLayout.offset(of:)`;
/// - an element of an array stored in a struct is recognized by rebuilding the key path from
///   the array field's key path (from the runtime's field records) and the index, and comparing
///   it with `==`. The index is looked for among the words of the key path's own storage,
///   where the runtime keeps a subscript's arguments; a word that isn't the index fails the
///   comparison, so a wrong guess costs only the comparison.
///
/// Anything else is applied through the key path, as before.
///
/// A store verifies what was found on the state it is scoped from before it trusts it (see
/// ``init(_:verifyingWith:)``), and with `COMPOSABLE_ARCHITECTURE_SLOW_PATHS=1` every key path is
/// applied through the key-path runtime.
@usableFromInline
enum KeyPathProjection: Equatable {
  /// The value is stored in the root, `offset` bytes in.
  case stored(offset: Int)
  /// The value is element `index` of an array stored in the root, `offset` bytes in.
  case arrayElement(offset: Int, index: Int)
  /// The key path is applied as is.
  case keyPath

  /// How `keyPath` reads its value, as found, unverified.
  init<Root, Value>(_ keyPath: KeyPath<Root, Value>) {
    if let offset = MemoryLayout<Root>.offset(of: keyPath) {
      self = .stored(offset: offset)
    } else if let element = Self.arrayElement(keyPath) {
      self = element
    } else {
      self = .keyPath
    }
  }

  /// How `keyPath` reads its value, verified on `root`: an element found in the key path's
  /// storage is read from `root` both ways, and must be the same value the key path reads, or
  /// the key path is applied as is from then on, for every key path of this root type.
  @usableFromInline
  init<Root, Value>(_ keyPath: KeyPath<Root, Value>, verifyingWith root: Root) {
    guard FastPaths.areEnabled else {
      self = .keyPath
      return
    }
    self.init(keyPath)
    guard case .arrayElement(let offset, var index) = self else { return }
    guard !FastPaths.isDisabled(.arrayElement, for: Root.self) else {
      self = .keyPath
      return
    }
    let elements = Self.elements(of: root, at: offset, as: Value.self)
    if FastPaths.isCorrupting(.arrayElement), elements.count > 1 {
      index = (index + 1) % elements.count
      self = .arrayElement(offset: offset, index: index)
    }
    let fast = elements.indices.contains(index) ? elements[index] : nil
    if !FastPaths.verify(.arrayElement, for: Root.self, fast: fast, slow: root[keyPath: keyPath]) {
      self = .keyPath
    }
  }

  /// The array stored in `root`, `offset` bytes in.
  @inlinable
  static func elements<Root, Value>(of root: Root, at offset: Int, as _: Value.Type) -> [Value] {
    withUnsafeBytes(of: root) { bytes in
      bytes.baseAddress.unsafelyUnwrapped.advanced(by: offset)
        .assumingMemoryBound(to: [Value].self).pointee
    }
  }

  /// `keyPath` as an element of an array stored in its root, if it is one.
  private static func arrayElement<Root, Value>(
    _ keyPath: KeyPath<Root, Value>
  ) -> KeyPathProjection? {
    let indices = candidateIndices(in: keyPath)
    guard !indices.isEmpty else { return nil }
    var projection: KeyPathProjection?
    _ = _forEachFieldWithKeyPath(of: Root.self, options: []) { _, field in
      guard
        let array = field as? KeyPath<Root, [Value]>,
        let offset = MemoryLayout<Root>.offset(of: array),
        let index = indices.first(where: { array.appending(path: \[Value].[$0]) == keyPath })
      else { return true }
      projection = .arrayElement(offset: offset, index: index)
      return false
    }
    return projection
  }

  /// The words of `keyPath`'s component buffer that could be an array index, last first: a
  /// subscript's arguments follow its other fields.
  ///
  /// The key path object is laid out as its object header, the pointer to its KVC string, then
  /// the buffer: a 32-bit header whose low 24 bits count the bytes of components after it, and
  /// the components from the next word on. Only that many bytes are read, and nothing if the
  /// count is implausible.
  private static func candidateIndices(in keyPath: AnyKeyPath) -> [Int] {
    #if _pointerBitWidth(_64)
      let word = MemoryLayout<Int>.size
      let object = UnsafeRawPointer(Unmanaged.passUnretained(keyPath).toOpaque())
      let bufferHeader = object.load(fromByteOffset: 3 * word, as: UInt32.self)
      let componentBytes = Int(bufferHeader & 0x00FF_FFFF)
      guard componentBytes > 0, componentBytes <= 1_024, componentBytes % 4 == 0 else { return [] }
      let components = object + 4 * word
      return (0..<(componentBytes / word)).reversed()
        .map { components.load(fromByteOffset: $0 * word, as: Int.self) }
        .filter { (0..<Int(Int32.max)).contains($0) }
    #else
      return []
    #endif
  }
}

/// The function `keyPath` stands for, reading its value the way ``KeyPathProjection`` found and
/// verified on `root`.
///
/// Inlinable, so the function is specialized for the app's types where the store is scoped.
@inlinable
func projection<Root, Value>(
  _ keyPath: KeyPath<Root, Value>,
  verifyingWith root: Root
) -> (Root) -> Value {
  switch KeyPathProjection(keyPath, verifyingWith: root) {
  case let .stored(offset):
    return { root in
      withUnsafeBytes(of: root) { $0.load(fromByteOffset: offset, as: Value.self) }
    }
  case let .arrayElement(offset, index):
    return { root in
      withUnsafeBytes(of: root) { bytes in
        bytes.baseAddress.unsafelyUnwrapped.advanced(by: offset)
          .assumingMemoryBound(to: [Value].self).pointee[index]
      }
    }
  case .keyPath:
    return { $0[keyPath: keyPath] }
  }
}
