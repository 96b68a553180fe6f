/// A property wrapper that marks a field of feature state as writable by a ``BindingAction``.
///
/// Only fields marked this way can be set by a binding action, so a view can never write a field
/// that the reducer owns, such as a loading flag.
///
/// ```swift
/// struct SettingsState: Equatable {
///   @BindableState var displayName = ""
///   @BindableState var userSettings = UserSettings()
///   var isLoading = false  // not bindable: only the reducer sets it
/// }
///
/// TextField("Display name", text: viewStore.$displayName)
/// Toggle("Haptics", isOn: viewStore.$userSettings.enableHaptics)
/// ```
///
/// The projected value (`$displayName`) is the wrapper itself, and dynamic member lookup on it
/// reaches nested fields (`\.$userSettings.enableHaptics`), so binding actions and their pattern
/// matches can name any field inside a bindable one.
@propertyWrapper
@dynamicMemberLookup
public struct BindableState<Value> {
  /// The wrapped field's value.
  public var wrappedValue: Value

  /// Creates bindable state holding `wrappedValue`.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, so `\.$field` is a key path to the bindable field rather than its value.
  public var projectedValue: Self {
    get {
      // Counted while a key path is learned: a `$field` component reads this once, which tells it
      // from another computed property of `BindableState` type (see `KeyPathLearning`).
      KeyPathReadRecorder.recordProjectionRead()
      return self
    }
    set { self = newValue }
  }

  /// Bindable state for a field of the wrapped value.
  ///
  /// ```swift
  /// \SettingsState.$userSettings.enableHaptics  // WritableKeyPath<SettingsState, BindableState<Bool>>
  /// ```
  ///
  /// A key path through this subscript keeps every component, so a binding action for a nested
  /// field writes only that field and matches only its own full path.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> BindableState<Subject> {
    get {
      // Reading is how an applied key path reveals this component's argument, which a key path
      // object keeps private; `KeyPathDescription` uses it to print the component's name.
      KeyPathReadRecorder.recordArgument(keyPath)
      return BindableState<Subject>(wrappedValue: wrappedValue[keyPath: keyPath])
    }
    set {
      wrappedValue[keyPath: keyPath] = newValue.wrappedValue
    }
  }
}

// Declared here rather than in a file of its own: Swift only infers a conditional `Sendable`
// conformance in the file that declares the type.
extension BindableState: Sendable where Value: Sendable {}
