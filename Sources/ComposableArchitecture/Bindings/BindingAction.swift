/// An action that writes one `@BindableState` field of a feature's state.
///
/// One `binding` action case replaces an action per form field. It is a type-erased pair of a key
/// path and a value, still `Equatable`, so tests assert on it like any other action:
///
/// ```swift
/// enum SettingsAction: BindableAction {
///   case binding(BindingAction<SettingsState>)
///   case resetButtonTapped
/// }
///
/// store.send(.binding(.set(\.$displayName, "Blob"))) {
///   $0.displayName = "Blob"
/// }
/// ```
///
/// The reducer gets the setter logic from ``Reducer/binding()``, and reacts to particular fields by
/// matching their key paths: `case .binding(\.$displayName):`.
public struct BindingAction<Root> {
  /// The key path of the field the action writes.
  public let keyPath: PartialKeyPath<Root>
  /// The value written, as its bytes, a string or a box (see ``BindingValue``), so the action is
  /// cheap to copy and a small value can be written without generic code.
  @usableFromInline let storedValue: BindingValue
  /// How the action writes its value and names its key path.
  @usableFromInline let writer: BindingWriter<Root>

  /// The value written, erased to `Equatable` so the action can be compared without requiring
  /// anything more of the field.
  var value: any Equatable { storedValue.value }

  init(
    keyPath: PartialKeyPath<Root>,
    value: BindingValue,
    set: @escaping (inout Root) -> Void,
    describeKeyPath: @escaping () -> KeyPathDescription
  ) {
    self.keyPath = keyPath
    self.storedValue = value
    self.writer = .closures(.init(set: set, describeKeyPath: describeKeyPath))
  }

  @usableFromInline
  init(keyPath: PartialKeyPath<Root>, value: BindingValue, writer: BindingWriter<Root>) {
    self.keyPath = keyPath
    self.storedValue = value
    self.writer = writer
  }

  /// Writes the value into a root.
  @usableFromInline
  func set(_ root: inout Root) {
    withUnsafePointer(to: self) { Self.apply($0, to: &root) }
  }

  /// Writes the value of the action at `action` into a root.
  ///
  /// Through a pointer, so that an action read in place from the enum that carries it (see
  /// `Reducer.binding()`) is applied without a copy.
  ///
  /// Inlinable for its common case, specialized in the app's module: a plain value (a toggle's
  /// `Bool`, a stepper's `Int`) for a root-level `$field` whose storage is learned is copied
  /// there as the bytes it is, with no generic code.
  @inlinable
  static func apply(_ action: UnsafePointer<Self>, to root: inout Root) {
    if case .keyPath(.bindableState) = action.pointee.writer,
      case let .plain(bytes, type) = action.pointee.storedValue,
      let offset = KeyPathLearning.learnedStorageOffset(
        of: ObjectIdentifier(action.pointee.keyPath))
    {
      let byteCount = BindingValue.byteCount(of: type)
      withUnsafeBytes(of: bytes) { bytes in
        LearnedStorage.copy(
          bytes.baseAddress.unsafelyUnwrapped, byteCount: byteCount, into: &root, at: offset)
      }
      return
    }
    applyInGeneral(action, to: &root)
  }

  /// ``apply(_:to:)`` for any action: the value is opened and written with its own type.
  @usableFromInline
  static func applyInGeneral(_ action: UnsafePointer<Self>, to root: inout Root) {
    let target: BindingWriter<Root>.KeyPathTarget
    switch action.pointee.writer {
    case let .keyPath(keyPathTarget):
      target = keyPathTarget
    case let .closures(closures):
      closures.set(&root)
      return
    }
    let keyPath = action.pointee.keyPath
    switch action.pointee.storedValue {
    case let .plain(bytes, type):
      write(type, from: bytes, to: target, at: keyPath, into: &root)
    case let .string(string):
      write(string, to: target, at: keyPath, into: &root)
    case let .boxed(box):
      write(box.value, to: target, at: keyPath, into: &root)
    }
  }

  private static func write<Value>(
    _: Value.Type,
    from bytes: BindingValue.PlainBytes,
    to target: BindingWriter<Root>.KeyPathTarget,
    at keyPath: PartialKeyPath<Root>,
    into root: inout Root
  ) {
    write(BindingValue.load(Value.self, from: bytes), to: target, at: keyPath, into: &root)
  }

  private static func write<Value>(
    _ value: Value,
    to target: BindingWriter<Root>.KeyPathTarget,
    at keyPath: PartialKeyPath<Root>,
    into root: inout Root
  ) {
    switch target {
    case .bindableState:
      // `set(_:_:)` made the action from a key path and a value of exactly these types.
      writeBindableState(
        value, at: unsafeDowncast(keyPath, to: WritableKeyPath<Root, BindableState<Value>>.self),
        into: &root
      )
    case .plainField:
      // The unsafe `set(_:_:)` made the action from a key path and a value of exactly these types.
      root[keyPath: unsafeDowncast(keyPath, to: WritableKeyPath<Root, Value>.self)] = value
    }
  }

  /// Writes `value` into the `BindableState<Value>` at `keyPath`.
  private static func writeBindableState<Value>(
    _ value: Value,
    at keyPath: WritableKeyPath<Root, BindableState<Value>>,
    into root: inout Root
  ) {
    guard let offset = KeyPathLearning.learn(keyPath, on: root, writing: value) else {
      root[keyPath: keyPath].wrappedValue = value
      return
    }
    // The key path is a root-level `$field` projection, which reads and writes the `_field`
    // storage itself, found and verified at `offset` (see `KeyPathLearning`).
    LearnedStorage.write(value, into: &root, at: offset)
  }

  /// Renders `keyPath` as written in source. Lazy because naming a key path is costly and only
  /// dumps need it.
  func describeKeyPath() -> KeyPathDescription {
    switch writer {
    case .keyPath:
      return KeyPathDescription(keyPath)
    case let .closures(closures):
      return closures.describeKeyPath()
    }
  }

  /// An action that sets a `@BindableState` field to `value`.
  ///
  /// ```swift
  /// viewStore.send(.binding(.set(\.$displayName, "Blob")))
  /// viewStore.send(.binding(.set(\.$userSettings.enableHaptics, false)))
  /// ```
  ///
  /// The key path must go through a `@BindableState` projection (`\.$field`), so a field without
  /// one can't be written this way: that is a compile error, not a runtime surprise.
  public static func set<Value: Equatable>(
    _ keyPath: WritableKeyPath<Root, BindableState<Value>>,
    _ value: Value
  ) -> Self {
    // No closures: a binding write (every keystroke in a form) then allocates nothing.
    Self(keyPath: keyPath, value: BindingValue(value), writer: .keyPath(.bindableState))
  }

  /// Whether `bindingAction` writes the `@BindableState` field at `keyPath`.
  ///
  /// This is what lets a reducer react to one field:
  ///
  /// ```swift
  /// case .binding(\.$displayName):
  ///   state.displayName = String(state.displayName.prefix(16))
  ///   return .none
  /// case .binding(\.$userSettings.enableHaptics):
  ///   return environment.haptics.setEnabled(state.userSettings.enableHaptics).fireAndForget()
  /// ```
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, BindableState<Value>>,
    bindingAction: Self
  ) -> Bool {
    keyPath as AnyKeyPath == bindingAction.keyPath
  }

  /// Moves this action onto a larger root that holds this action's root at `keyPath`.
  ///
  /// ```swift
  /// let appAction = settingsAction.pullback(\AppState.settings)
  /// // appAction matches `case \.settings.$displayName:` on `BindingAction<AppState>`
  /// ```
  ///
  /// The key path is extended, not replaced, so the pulled back action still matches, and still
  /// equals, an action made from the full key path.
  public func pullback<NewRoot>(
    _ keyPath: WritableKeyPath<NewRoot, Root>
  ) -> BindingAction<NewRoot> {
    let child = self
    return BindingAction<NewRoot>(
      // Appending a path rooted at `Root` to one whose value is `Root` always succeeds.
      keyPath: (keyPath as PartialKeyPath<NewRoot>).appending(path: child.keyPath)!,
      value: child.storedValue,
      set: { newRoot in child.set(&newRoot[keyPath: keyPath]) },
      describeKeyPath: { KeyPathDescription(keyPath).appending(child.describeKeyPath()) }
    )
  }
}
