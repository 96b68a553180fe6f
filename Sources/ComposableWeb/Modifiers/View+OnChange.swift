extension View {
  /// Runs `action` with the new value each time `value` changes between renders of this view.
  ///
  /// ```swift
  /// TextField("Search", text: $query)
  ///   .onChange(of: query) { query in viewStore.send(.queryChanged(query)) }
  /// ```
  ///
  /// The first render only records the value. The action runs once the render that saw the
  /// change is on the page, like `onAppear` work, so it may change state in turn.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> some View
  {
    ModifiedView(content: self) { context, renderContent in
      let context = context.appending(.part("onChange"))
      let storage = context.session.viewStorage(for: context.identity)
      var installer = DynamicPropertyInstaller(storage: storage, context: context)
      let slot = installer.slot { LastValueSlot<V>() }
      if let last = slot.value, last != value {
        context.session.afterRender { action(value) }
      }
      slot.value = value
      let nodes = renderContent(context)
      nodes.first?.retainedStorage.append(storage)
      return nodes
    }
  }
}

/// The value an `onChange(of:)` saw last.
final class LastValueSlot<Value> {
  var value: Value?
}
