extension ViewStore {
  /// A binding to a `@BindableState` field whose writes send a binding action.
  ///
  /// ```swift
  /// TextField(
  ///   "Display name",
  ///   text: viewStore.binding(keyPath: \.$displayName, send: SettingsAction.binding)
  /// )
  /// ```
  ///
  /// Bindings derived from it keep the full key path: `binding.enableHaptics` on a binding to
  /// `\.$userSettings` sends `.set(\.$userSettings.enableHaptics, …)`, which writes just that
  /// field and matches `case .binding(\.$userSettings.enableHaptics):`.
  public func binding<Value: Equatable>(
    keyPath: WritableKeyPath<State, BindableState<Value>>,
    send action: @escaping (BindingAction<State>) -> Action
  ) -> Binding<Value> {
    // Learned now, while the state is at hand, so a dump of the action can name nested fields.
    KeyPathLearning.learnArguments(of: keyPath, on: state)
    return Binding(source: ActionBindingSource(viewStore: self, keyPath: keyPath, toAction: action))
  }
}

extension ViewStore where Action: BindableAction, Action.State == State {
  /// A binding to a `@BindableState` field whose writes send `Action.binding`.
  ///
  /// ```swift
  /// Toggle("Protect my posts", isOn: viewStore.binding(keyPath: \.$protectMyPosts))
  /// ```
  @inlinable
  public func binding<Value: Equatable>(
    keyPath: WritableKeyPath<State, BindableState<Value>>
  ) -> Binding<Value> {
    bindableActionBinding(keyPath)
  }

  /// A binding to a `@BindableState` field whose writes send `Action.binding`.
  ///
  /// ```swift
  /// Toggle("Protect my posts", isOn: viewStore.binding(\.$protectMyPosts))
  /// ```
  @inlinable
  public func binding<Value: Equatable>(
    _ keyPath: WritableKeyPath<State, BindableState<Value>>
  ) -> Binding<Value> {
    bindableActionBinding(keyPath)
  }

  /// A binding to a `@BindableState` field, by its projected name.
  ///
  /// ```swift
  /// TextField("Display name", text: viewStore.$displayName)
  /// Toggle("Haptics", isOn: viewStore.$userSettings.enableHaptics)
  /// ```
  ///
  /// `viewStore.displayName` still reads the value; the `$` names the `@BindableState`
  /// projection, whose key path only this subscript accepts as a binding.
  @inlinable
  public subscript<Value: Equatable>(
    dynamicMember keyPath: WritableKeyPath<State, BindableState<Value>>
  ) -> Binding<Value> {
    bindableActionBinding(keyPath)
  }

  /// A binding that sends the action's own binding case. No closure of its own, so making the
  /// binding allocates nothing.
  ///
  /// Inlinable, so it runs specialized for the app's types: the binding is made without looking
  /// up generic metadata, and the view store gets a ``BindingWrite`` that is specialized too. A
  /// write through any of the view store's bindings then sends without a trip through generic
  /// code, which looked up the metadata of each generic type on the send path.
  @inlinable
  func bindableActionBinding<Value: Equatable>(
    _ keyPath: WritableKeyPath<State, BindableState<Value>>
  ) -> Binding<Value> {
    if bindingWriteOwner == nil {
      let store = self.store
      let write = BindingWrite<State> { keyPath, value, transaction in
        withBindingTransaction(transaction) {
          // What `BindingAction.set(_:_:)` makes, made in place: a binding action made outside
          // would be copied into the action's case.
          _ = store.send(
            .binding(
              BindingAction(keyPath: keyPath, value: value, writer: .keyPath(.bindableState)))
          )
        }
      }
      bindingWriteOwner = write
      bindingWrite = Unmanaged.passUnretained(write)
    }
    // Not learned here, unlike `binding(keyPath:send:)`: the write only takes effect through the
    // reducer's `.binding()`, which learns the key path as it applies it, and looking it up on
    // every binding made (every render) cost as much as the write's own lookup.
    return Binding(source: BindableActionBindingSource(viewStore: self, keyPath: keyPath))
  }
}
