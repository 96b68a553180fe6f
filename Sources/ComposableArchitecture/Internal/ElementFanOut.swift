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
final class ElementFanOut<ID: Hashable, Element, CollectionAction> {
  private unowned(unsafe) let collection: Store<IdentifiedArray<ID, Element>, CollectionAction>
  private let equality = runtimeEquality(Element.self)
  private var followers: [ID: Observers<Element>] = [:]
  private var followerCount = 0
  /// The collection as last seen, while there are followers.
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
    guard let previous else { return }
    self.previous = elements
    guard let equality else {
      for (id, observers) in followers {
        if let element = latest(id, elements[id: id]) { observers.notify(element) }
      }
      return
    }
    // Ids added, removed or moved, typically in one run: the elements before and after it are
    // compared in place, and only the run's ids are looked up. Unchanged ids (a change inside
    // rows) are all head.
    let old = previous.ids.elements
    let new = elements.ids.elements
    let (head, tail) = commonEnds(old, new)
    if head == old.count, head == new.count {
      notifyChanged(in: previous.elements[...], elements.elements[...], of: elements, equality)
      return
    }
    notifyChanged(
      in: previous.elements[..<head], elements.elements[..<head], of: elements, equality)
    for index in head..<(new.count - tail) {
      let id = new[index]
      guard let observers = followers[id] else { continue }
      let element = elements[index]
      if let old = previous[id: id], isEqual(old, element, by: equality) { continue }
      if let element = latest(id, element) { observers.notify(element) }
    }
    notifyChanged(
      in: previous.elements[(old.count - tail)...], elements.elements[(new.count - tail)...],
      of: elements, equality)
  }

  /// Hands each follower of a changed element in `new` its new value, where `old` and `new` are
  /// runs of equal length with the same ids in the same order.
  private func notifyChanged(
    in old: ArraySlice<Element>,
    _ new: ArraySlice<Element>,
    of elements: IdentifiedArray<ID, Element>,
    _ equality: RawEquality
  ) {
    for offset in changedIndices(old, new, equality: equality) {
      let index = new.startIndex + offset
      let id = elements.ids[index]
      if let observers = followers[id], let element = latest(id, elements[index]) {
        observers.notify(element)
      }
    }
  }

  /// The offsets at which `new` holds an element not equal to the one `old` holds, for two runs
  /// of the same length.
  ///
  /// Elements whose bytes are the same are the same value — for a value with references, the
  /// same references — so a block of elements that `memcmp` finds unchanged needs no `==`:
  /// after a change to one row, the other rows are bitwise copies of themselves, and the scan
  /// costs a few microseconds for 10 000 rows. Bytes that differ (padding, say, or an equal
  /// value in another buffer) fall back to `==`.
  private func changedIndices(
    _ old: ArraySlice<Element>,
    _ new: ArraySlice<Element>,
    equality: RawEquality
  ) -> [Int] {
    let size = MemoryLayout<Element>.size
    let stride = MemoryLayout<Element>.stride
    let blockLength = 64
    var changed: [Int] = []
    old.withUnsafeBytes { oldBytes in
      new.withUnsafeBytes { newBytes in
        guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress else {
          return
        }
        var start = 0
        while start < new.count {
          let end = min(start + blockLength, new.count)
          defer { start = end }
          let offset = start * stride
          if memcmp(oldBase + offset, newBase + offset, (end - start) * stride) == 0 { continue }
          for index in start..<end {
            let offset = index * stride
            if size > 0, memcmp(oldBase + offset, newBase + offset, size) == 0 { continue }
            if !equality(oldBase + offset, newBase + offset) { changed.append(index) }
          }
        }
      }
    }
    return changed
  }

  /// The element to hand on: `element` unless a follower has sent an action since this round
  /// of notifications began, and then the element in the collection's current state. (The
  /// newer change's own round compares against `elements`, so between the two rounds every
  /// element that changed is handed on.)
  private func latest(_ id: ID, _ element: Element?) -> Element? {
    collection.isPublishingCurrentState ? element : collection.currentState[id: id]
  }
}
