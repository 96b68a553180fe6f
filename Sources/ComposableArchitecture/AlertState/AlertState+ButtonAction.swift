extension AlertState {
  /// The action a button sends when tapped, and the animation to send it with.
  ///
  /// ```swift
  /// .default(TextState("Retry"), action: .send(.retryTapped))
  /// ```
  ///
  /// A renderer sends `action` (with `animation`) to the store the alert came from.
  public struct ButtonAction {
    public let action: Action
    public let animation: Animation?

    /// Sends `action` when the button is tapped.
    public static func send(_ action: Action) -> ButtonAction {
      ButtonAction(action: action, animation: nil)
    }

    /// Sends `action` with `animation` when the button is tapped.
    public static func send(_ action: Action, animation: Animation?) -> ButtonAction {
      ButtonAction(action: action, animation: animation)
    }
  }
}

extension AlertState.ButtonAction: Equatable where Action: Equatable {}
extension AlertState.ButtonAction: Hashable where Action: Hashable {}
extension AlertState.ButtonAction: Sendable where Action: Sendable {}
