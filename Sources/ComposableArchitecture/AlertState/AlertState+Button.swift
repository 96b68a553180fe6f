extension AlertState {
  /// A button of an alert or confirmation dialog: a label, a role, and the action tapping it
  /// sends.
  ///
  /// ```swift
  /// .destructive(TextState("Delete"), action: .send(.deleteConfirmed))
  /// .cancel()
  /// ```
  ///
  /// A button without an action only dismisses the alert.
  public struct Button {
    /// What a button does, which decides how the view layer draws and places it.
    public enum Role: String, Hashable, Sendable {
      case `default`
      case cancel
      case destructive
    }

    public var role: Role
    public var label: TextState
    /// What to send when the button is tapped, if anything.
    public var action: ButtonAction?

    /// A regular button.
    public static func `default`(_ label: TextState, action: ButtonAction? = nil) -> Button {
      Button(role: .default, label: label, action: action)
    }

    /// A button that dismisses without doing anything else, unless given an action.
    public static func cancel(_ label: TextState, action: ButtonAction? = nil) -> Button {
      Button(role: .cancel, label: label, action: action)
    }

    /// A cancel button labelled "Cancel".
    public static func cancel(action: ButtonAction? = nil) -> Button {
      Button(role: .cancel, label: TextState("Cancel"), action: action)
    }

    /// A button for an action that deletes data or can't be undone.
    public static func destructive(_ label: TextState, action: ButtonAction? = nil) -> Button {
      Button(role: .destructive, label: label, action: action)
    }
  }
}

extension AlertState.Button: Equatable where Action: Equatable {}
extension AlertState.Button: Hashable where Action: Hashable {}
extension AlertState.Button: Sendable where Action: Sendable {}
