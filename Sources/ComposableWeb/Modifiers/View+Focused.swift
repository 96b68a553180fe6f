extension View {
  /// Ties the focus of the controls in this view to a binding: the control is focused while
  /// the binding holds `value`, and focusing it in the browser writes `value`.
  ///
  /// ```swift
  /// TextField("Email", text: viewStore.$email)
  ///   .focused(viewStore.$focusedField, equals: .email)
  /// ```
  ///
  /// When the state moves the focus, the session sends a `focus` patch (or `autofocus` in the
  /// first paint); when the user leaves the control, the binding becomes `nil`.
  public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value)
    -> some View
  {
    environment {
      $0.focus = FocusRequest(
        isFocused: { binding.wrappedValue == value },
        focus: { if binding.wrappedValue != value { binding.wrappedValue = value } },
        blur: { if binding.wrappedValue == value { binding.wrappedValue = nil } }
      )
    }
  }

  /// Ties the focus of the controls in this view to a Boolean binding.
  ///
  /// ```swift
  /// TextField("Search", text: viewStore.$query).focused(viewStore.$isSearchFocused)
  /// ```
  public func focused(_ condition: Binding<Bool>) -> some View {
    environment {
      $0.focus = FocusRequest(
        isFocused: { condition.wrappedValue },
        focus: { if !condition.wrappedValue { condition.wrappedValue = true } },
        blur: { if condition.wrappedValue { condition.wrappedValue = false } }
      )
    }
  }

  /// Runs `action` when Return is pressed in a text field in this view.
  ///
  /// ```swift
  /// TextField("Code", text: viewStore.$code).onSubmit { viewStore.send(.submitButtonTapped) }
  /// ```
  public func onSubmit(_ action: @escaping () -> Void) -> some View {
    environment { environment in
      let outer = environment.onSubmit
      environment.onSubmit = {
        action()
        outer?()
      }
    }
  }
}

extension View {
  /// Focuses this field while `condition` is `true`, and sets it when the user focuses or
  /// leaves it.
  ///
  /// ```swift
  /// @FocusState var isSearching: Bool
  /// TextField("Search", text: $query).focused($isSearching)
  /// ```
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    focused(condition.base)
  }

  /// Focuses this field while `binding` equals `value`, and sets it when the user focuses or
  /// leaves it.
  ///
  /// ```swift
  /// @FocusState var focusedField: Field?
  /// TextField("Username", text: $username).focused($focusedField, equals: .username)
  /// ```
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    let base = binding.base
    return environment {
      $0.focus = FocusRequest(
        isFocused: { base.wrappedValue == value },
        focus: { if base.wrappedValue != value { base.wrappedValue = value } },
        blur: {
          // Leaving the field clears an optional focus state; a non-optional one has no
          // "nothing focused" value to fall back to, so it keeps its value.
          guard base.wrappedValue == value,
            let none = (Value.self as? any UnfocusedValue.Type)?.unfocused as? Value
          else { return }
          base.wrappedValue = none
        }
      )
    }
  }
}

/// The value of an optional focus state when no field has focus.
private protocol UnfocusedValue {
  static var unfocused: Self { get }
}

extension Optional: UnfocusedValue {
  static var unfocused: Self { nil }
}
