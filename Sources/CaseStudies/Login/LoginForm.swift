import ComposableArchitecture

/// A sign-in form whose focused field lives in state, so the reducer can move focus — here, to
/// the first empty field when the user signs in too early.
public struct LoginFormState: Codable, Equatable {
  @BindableState public var focusedField: Field?
  @BindableState public var password = ""
  @BindableState public var username = ""

  public init(focusedField: Field? = nil, password: String = "", username: String = "") {
    self.focusedField = focusedField
    self.password = password
    self.username = username
  }

  /// The fields that can have focus.
  public enum Field: String, Codable, Hashable, Sendable {
    case username, password
  }

  /// Whether both fields are filled in.
  public var isFormComplete: Bool {
    !username.isEmpty && !password.isEmpty
  }
}

public enum LoginFormAction: BindableAction, Equatable {
  case binding(BindingAction<LoginFormState>)
  case signInButtonTapped
}

public struct LoginFormEnvironment {
  public init() {}
}

public let loginFormReducer = Reducer<LoginFormState, LoginFormAction, LoginFormEnvironment> {
  state, action, _ in
  switch action {
  case .binding:
    return .none

  case .signInButtonTapped:
    if state.username.isEmpty {
      state.focusedField = .username
    } else if state.password.isEmpty {
      state.focusedField = .password
    } else {
      state.focusedField = nil
    }
    return .none
  }
}
.binding()
