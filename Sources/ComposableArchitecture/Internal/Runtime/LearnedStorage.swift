/// Writes into the `_field` storage of a root-level `$field` projection, found by
/// ``KeyPathLearning`` at an offset of the root and verified there before it is used.
///
/// ```swift
/// if let offset = KeyPathLearning.learnedStorageOffset(of: ObjectIdentifier(keyPath)) {
///   LearnedStorage.write(value, into: &state, at: offset)
/// }
/// ```
///
/// Through the key path, the computed projection takes a heap-allocated write-back buffer and
/// several generic metadata lookups per write; here a write is a store.
@usableFromInline
enum LearnedStorage {
  /// Writes `value` as the wrapped value of the `BindableState<Value>` `offset` bytes into
  /// `root`, as `root._field.wrappedValue = value` does.
  @inlinable
  static func write<Root, Value>(_ value: Value, into root: inout Root, at offset: Int) {
    withUnsafeMutableBytes(of: &root) { bytes in
      bytes.baseAddress.unsafelyUnwrapped.advanced(by: offset)
        .assumingMemoryBound(to: BindableState<Value>.self).pointee.wrappedValue = value
    }
  }

  /// Copies the `byteCount` bytes of a plain value (no references) over the `BindableState` of
  /// that value's type `offset` bytes into `root`.
  ///
  /// A `BindableState` is a struct whose only stored property is its wrapped value, and Swift
  /// lays such a struct out as that property: its bytes are the value's.
  @inlinable
  static func copy<Root>(
    _ bytes: UnsafeRawPointer,
    byteCount: Int,
    into root: inout Root,
    at offset: Int
  ) {
    withUnsafeMutableBytes(of: &root) { root in
      root.baseAddress.unsafelyUnwrapped.advanced(by: offset)
        .copyMemory(from: bytes, byteCount: byteCount)
    }
  }
}
