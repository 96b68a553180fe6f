import Foundation

/// The one follower of a collection store that its element stores share: after each change of
/// the collection it finds the elements that changed and hands each its new value, so an
/// element store whose element did not change does no work at all.
///
/// Finding them compares the elements in place, in order, against the collection it saw last
/// — a tight loop over values, with no lookups — when the ids are unchanged, which is the case
/// for a change inside rows. When ids were added, removed or moved, it looks up the elements of
/// the ids it has followers for. Elements that aren't `Equatable` can't be compared, so their
/// followers all get the new values, like stores scoped with a state transform.
///
/// The collection it compares against is a copy of its own, brought up to date in place with
/// the elements that changed. Keeping the collection it was handed instead would share that
/// collection's buffers with the state: the next change of one row, in the reducer, would then
/// copy every row. (It shares them until the first change after it starts following, and after
/// a large reordering until the next change; it keeps no elements when it can't compare them.)
final class ElementFanOut<ID: Hashable, Element, CollectionAction> {
  private unowned(unsafe) let collection: Store<IdentifiedArray<ID, Element>, CollectionAction>
  private let equality = runtimeEquality(Element.self)
  private var followers: [ID: Observers<Element>] = [:]
  private var followerCount = 0
  /// The collection as last seen, while there are followers: once the collection changed, a
  /// copy of its own, kept up to date in place (empty when elements can't be compared).
  private var previous: IdentifiedArray<ID, Element>?
  private var observation: Observation<IdentifiedArray<ID, Element>>?

  /// The store holds the fan-out; the fan-out doesn't retain the store.
  init(collection: Store<IdentifiedArray<ID, Element>, CollectionAction>) {
    self.collection = collection
  }

  /// Calls `onChange` with each new value of the element with id `id`.
  func follow(_ id: ID, _ onChange: @escaping (Element) -> Void) -> Observation<Element> {
    if followerCount == 0 {
      previous = collection.currentState
      observation = collection.addStateObserver { [unowned(unsafe) self] elements in
        self.collectionDidChange(
          self.collection.isPublishingCurrentState ? elements : self.collection.currentState
        )
      }
    }
    followerCount += 1
    return followers[id, default: Observers()].add(onChange)
  }

  func unfollow(_ id: ID, _ follower: Observation<Element>) {
    guard followers[id]?.remove(follower) != nil else { return }
    if followers[id]?.isEmpty == true { followers[id] = nil }
    followerCount -= 1
    if followerCount == 0, let observation {
      self.observation = nil
      previous = nil
      collection.removeObserver(observation)
    }
  }

  private func collectionDidChange(_ elements: IdentifiedArray<ID, Element>) {
    // Taken out, so that the only reference to its buffers is this one and bringing it up to
    // date does not copy them.
    guard var seen = previous.take() else { return }
    guard let equality else {
      // Nothing to compare against: kept empty, only to say the fan-out follows, so as not to
      // share the collection's buffers.
      seen.removeAll()
      previous = seen
      for (id, observers) in followers {
        if let element = latest(id, elements[id: id]) { observers.notify(element) }
      }
      return
    }
    let changed = update(&seen, to: elements, equality)
    // Up to date before any follower hears of the change: one that sends an action starts a
    // newer round, which compares against these elements.
    previous = seen
    for index in changed {
      let id = elements.ids[index]
      if let observers = followers[id], let element = latest(id, elements[index]) {
        observers.notify(element)
      }
    }
  }

  /// Brings `seen` up to date with `elements` and returns the indices in `elements` of the
  /// elements that changed (in the run of changed ids, only those with followers).
  ///
  /// Ids added, removed or moved, typically in one run: the elements before and after it are
  /// compared in place, and only the run's ids are looked up. Unchanged ids (a change inside rows)
  /// are all head.
  private func update(
    _ seen: inout IdentifiedArray<ID, Element>,
    to elements: IdentifiedArray<ID, Element>,
    _ equality: RawEquality
  ) -> [Int] {
    // `seen`'s ids are never kept in a local: a reference to them kept on would make the
    // insertions below copy them. (Their count, not the collection's: `IdentifiedArray`'s is
    // `Collection`'s default, which goes through range checks.)
    let oldCount = seen.ids.count
    let new = elements.ids.elements
    let (head, tail) = commonEnds(seen.ids.elements, new)
    var changed: [Int] = []
    let oldRun = head..<(oldCount - tail)
    let newRun = head..<(new.count - tail)
    // A large reordering costs in proportion to the collection already: the new collection is
    // kept as it is, which costs one more copy, at the next change.
    let keepsNew = newRun.count > Self.insertionsInPlace
    updateRun(
      &seen, from: 0, to: elements, 0..<head, equality, writing: !keepsNew, changed: &changed)
    if head == oldCount, head == new.count { return changed }
    for index in newRun {
      let id = new[index]
      guard followers[id] != nil else { continue }
      if let old = seen[id: id], isEqual(old, elements[index], by: equality) { continue }
      changed.append(index)
    }
    updateRun(
      &seen, from: oldRun.upperBound, to: elements, newRun.upperBound..<new.count, equality,
      writing: !keepsNew, changed: &changed)
    if keepsNew {
      seen = elements
      return changed
    }
    seen.removeSubrange(oldRun)
    for index in newRun {
      seen.insert(elements[index], at: index)
    }
    return changed
  }

  /// How many ids may join the collection in one change for the copy to be updated in place,
  /// where each costs a shift of the elements after it and a lookup table update.
  private static var insertionsInPlace: Int { 64 }

  /// Appends to `changed` the indices of the elements of `elements` in `range` that differ from
  /// the ones in `seen` from `seenStart` on, where the two runs hold the same ids in the same
  /// order, and, if `writing`, puts them in `seen`.
  private func updateRun(
    _ seen: inout IdentifiedArray<ID, Element>,
    from seenStart: Int,
    to elements: IdentifiedArray<ID, Element>,
    _ range: Range<Int>,
    _ equality: RawEquality,
    writing: Bool,
    changed: inout [Int]
  ) {
    guard !range.isEmpty else { return }
    let first = changed.count
    appendChangedIndices(
      of: elements.elements[range], from: seen.elements[seenStart..<(seenStart + range.count)],
      equality, to: &changed)
    guard writing else { return }
    // Written once the comparison let go of `seen`'s buffer, which is then this one's alone.
    for index in changed[first...] {
      replace(&seen[seenStart + index - range.lowerBound], with: elements[index])
    }
  }

  /// Appends to `changed` the indices at which `new` holds an element not equal to the one at
  /// the same offset of `old`, for two runs of the same length.
  ///
  /// Elements whose bytes are the same are the same value — for a value with references, the
  /// same references — so a stretch of elements that `memcmp` finds unchanged needs no `==`:
  /// after a change to one row, the other rows are bitwise copies of themselves, and the scan
  /// costs a few microseconds for 10 000 rows. It compares stretches of about 16 KiB, then the
  /// 64-element blocks of a stretch that differs, then the elements of a block that differs:
  /// one call per 64 elements cost as much again as the comparing. Bytes that differ (padding,
  /// say, or an equal value in another buffer) fall back to `==`.
  private func appendChangedIndices(
    of new: ArraySlice<Element>,
    from old: ArraySlice<Element>,
    _ equality: RawEquality,
    to changed: inout [Int]
  ) {
    let size = MemoryLayout<Element>.size
    let stride = MemoryLayout<Element>.stride
    let count = new.count
    let blockLength = 64
    let stretchLength = max(blockLength, (16_384 / max(stride, 1)) / blockLength * blockLength)
    let startIndex = new.startIndex
    old.withUnsafeBytes { oldBytes in
      new.withUnsafeBytes { newBytes in
        // One buffer: the collection changed elsewhere, or not at all.
        guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress,
          oldBase != newBase
        else { return }
        /// Whether the elements `range` of both runs have the same bytes.
        func sameBytes(_ range: Range<Int>) -> Bool {
          let offset = range.lowerBound * stride
          return memcmp(oldBase + offset, newBase + offset, range.count * stride) == 0
        }
        var stretch = 0
        while stretch < count {
          let stretchEnd = min(stretch + stretchLength, count)
          defer { stretch = stretchEnd }
          if sameBytes(stretch..<stretchEnd) { continue }
          var block = stretch
          while block < stretchEnd {
            let blockEnd = min(block + blockLength, stretchEnd)
            defer { block = blockEnd }
            if sameBytes(block..<blockEnd) { continue }
            for index in block..<blockEnd {
              let offset = index * stride
              if size > 0, memcmp(oldBase + offset, newBase + offset, size) == 0 { continue }
              if !equality(oldBase + offset, newBase + offset) {
                changed.append(startIndex + index)
              }
            }
          }
        }
      }
    }
  }

  /// The element to hand on: `element` unless a follower has sent an action since this round
  /// of notifications began, and then the element in the collection's current state. (The
  /// newer change's own round compares against `elements`, so between the two rounds every
  /// element that changed is handed on.)
  private func latest(_ id: ID, _ element: Element?) -> Element? {
    collection.isPublishingCurrentState ? element : collection.currentState[id: id]
  }
}

/// Writes `value` through an element's modify accessor: for an identified array, one that keeps
/// the element's id, which needs no lookup of it.
private func replace<Element>(_ element: inout Element, with value: Element) {
  element = value
}
