import Foundation

/// How many elements two arrays share at their start and, in what remains, at their end.
///
/// ```swift
/// commonEnds([1, 2, 3, 4], [1, 2, 9, 4])  // (head: 2, tail: 1)
/// commonEnds([1, 2, 3], [1, 2, 3, 4])     // (head: 3, tail: 0)
/// ```
///
/// How a change to the ids of a long collection is narrowed to the run that changed: a row
/// added, removed or moved leaves the ids before and after it in place.
///
/// Elements are compared by their bytes a block at a time, and with `==` only where the bytes
/// differ: equal bytes are the same value (for a value with references, the same references),
/// so for ids this costs a `memcmp` over the arrays — which matters because callers are
/// generic classes, whose code runs unspecialized, where `==` per element is a witness call.
package func commonEnds<Element: Equatable>(
  _ old: [Element], _ new: [Element]
) -> (head: Int, tail: Int) {
  let shorter = Swift.min(old.count, new.count)
  let size = MemoryLayout<Element>.size
  guard shorter > 0, size > 0 else { return (shorter, 0) }
  let stride = MemoryLayout<Element>.stride
  let blockLength = 64
  return old.withUnsafeBytes { oldBytes in
    new.withUnsafeBytes { newBytes in
      guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress else {
        return (0, 0)
      }
      // One buffer (a collection whose elements changed but not its ids shares its ids' array
      // with the one before): all of it is common, with no byte read.
      if oldBase == newBase { return (shorter, 0) }
      func isSame(_ oldIndex: Int, _ newIndex: Int) -> Bool {
        if memcmp(oldBase + oldIndex * stride, newBase + newIndex * stride, size) == 0 {
          return true
        }
        return old[oldIndex] == new[newIndex]
      }
      var head = 0
      while head < shorter {
        let length = Swift.min(blockLength, shorter - head)
        if memcmp(oldBase + head * stride, newBase + head * stride, length * stride) == 0 {
          head += length
          continue
        }
        while head < shorter, isSame(head, head) { head += 1 }
        break
      }
      let remaining = shorter - head
      var tail = 0
      while tail < remaining {
        let length = Swift.min(blockLength, remaining - tail)
        let oldStart = old.count - tail - length
        let newStart = new.count - tail - length
        if memcmp(oldBase + oldStart * stride, newBase + newStart * stride, length * stride) == 0 {
          tail += length
          continue
        }
        while tail < remaining, isSame(old.count - 1 - tail, new.count - 1 - tail) { tail += 1 }
        break
      }
      return (head, tail)
    }
  }
}
