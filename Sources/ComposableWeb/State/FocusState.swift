import ComposableArchitecture

/// Which field has keyboard focus, kept by the view as view state: `Bool` for one field, an
/// optional `Hashable` value for several.
///
/// ```swift
/// struct LoginForm: View {
///   enum Field: Hashable { case username, password }
///   @FocusState var focusedField: Field?
///   var body: some View {
///     TextField("Username", text: $username)
///       .focused($focusedField, equals: .username)
///     SecureField("Password", text: $password)
///       .focused($focusedField, equals: .password)
///     Button("Sign In") { focusedField = username.isEmpty ? .username : nil }
///   }
/// }
/// ```
///
/// Setting the value moves the browser's focus; the user's clicks and tabs set it back.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// A binding to a focus state, to pass to `.focused(_:)` or to a child view.
  @propertyWrapper
  public struct Binding {
    let base: ComposableArchitecture.Binding<Value>

    public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding {
      self
    }
  }

  let box: StateBox<Value>

  /// Focus state for one field: `true` while it has focus.
  public init() where Value == Bool {
    box = StateBox(false)
  }

  /// Focus state for several fields: the value of the focused one, `nil` when none is.
  public init<T: Hashable>() where Value == T? {
    box = StateBox(nil)
  }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.set(newValue, transaction: Transaction.active) }
  }

  public var projectedValue: FocusState<Value>.Binding {
    Binding(base: box.binding)
  }
}

extension FocusState: InstallableDynamicProperty {
  func install(into installer: inout DynamicPropertyInstaller) {
    box.install(into: &installer)
  }
}
