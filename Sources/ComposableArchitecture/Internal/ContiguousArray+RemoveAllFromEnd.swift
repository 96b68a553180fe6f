extension ContiguousArray {
  /// Removes every element, one at a time from the end, keeping the storage.
  ///
  /// ```swift
  /// bufferedActions.removeAllFromEnd()
  /// ```
  ///
  /// For the store's per-send lists, which usually hold one element or two:
  /// `removeAll(keepingCapacity: true)` goes through the general `replaceSubrange`, which cost
  /// about 90 instructions for a single element, more than running a queued action. Always
  /// inlined: left to the optimizer, the loop stayed a call of its own on every send that ran
  /// an effect.
  @inlinable @inline(__always)
  mutating func removeAllFromEnd() {
    while !isEmpty {
      removeLast()
    }
  }
}
