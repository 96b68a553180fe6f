import Synchronization

/// Remembers the tag of the enum case a case path matched, so later values in other cases can be
/// told apart without extracting.
///
/// ```swift
/// let memo = EnumCaseMemo()
/// let tag = enumTag(action)
/// if memo.mayMatch(tag), let payload = casePath.extract(from: action) {
///   memo.remember(tag)
/// }
/// ```
///
/// Until a match is remembered — or for values that aren't enums, whose tag is `nil` — every
/// value may match. Reducers are shared by stores on any thread, hence the atomic.
final class EnumCaseMemo: Sendable {
  /// The remembered tag plus one; zero while none is.
  private let tagPlusOne = Atomic<UInt64>(0)

  func mayMatch(_ tag: UInt32?) -> Bool {
    guard let tag else { return true }
    let remembered = tagPlusOne.load(ordering: .relaxed)
    return remembered == 0 || remembered == UInt64(tag) + 1
  }

  func remember(_ tag: UInt32?) {
    guard let tag else { return }
    tagPlusOne.store(UInt64(tag) + 1, ordering: .relaxed)
  }
}
