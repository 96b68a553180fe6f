extension Store {
  /// A store of the element with id `id` of this store's collection, for a view of one row.
  ///
  /// ```swift
  /// let rowStore = countersStore.scope(element: counter.id, initialState: counter)
  /// ```
  ///
  /// Its state is the element while the collection holds it, and the last element it saw once
  /// the element is gone; its actions reach this store tagged with the id.
  ///
  /// ## Motivation
  ///
  /// Each store scoped with ``scope(state:action:)`` checks its own slice after every change of
  /// its parent. A list of 10 000 rows scoped that way does 10 000 lookups and comparisons when
  /// one row changes. Element stores instead share one follower of the collection, which
  /// compares the collection's elements in place against the last ones it saw and hands new
  /// states only to the stores whose element changed.
  package func scope<ID: Hashable, Element, ElementAction>(
    element id: ID,
    initialState: Element
  ) -> Store<Element, ElementAction>
  where State == IdentifiedArray<ID, Element>, Action == (ID, ElementAction) {
    let fanOut: ElementFanOut<ID, Element, Action>
    if let existing = elementFanOut as? ElementFanOut<ID, Element, Action> {
      fanOut = existing
    } else {
      fanOut = ElementFanOut(collection: self)
      elementFanOut = fanOut
    }
    let lastState = LastElement(initialState)
    return Store<Element, ElementAction>(
      parent: self,
      state: { elements in
        if let element = elements[id: id] { lastState.value = element }
        return lastState.value
      },
      sendToRoot: makeSendToRoot { (id, $0) },
      followParent: { [unowned(unsafe) fanOut] store in
        // Neither is retained: the element store holds the collection store, which holds the
        // fan-out, and the element store stops following before it goes away.
        let observation = fanOut.follow(id) { [unowned(unsafe) store] element in
          lastState.value = element
          store.parentDidChange(element)
        }
        return { fanOut.unfollow(id, observation) }
      }
    )
  }
}

/// The last element an element store saw, kept for when its element leaves the collection.
final class LastElement<Element> {
  var value: Element
  init(_ value: Element) { self.value = value }
}
