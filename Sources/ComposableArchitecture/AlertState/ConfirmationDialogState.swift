import Foundation

/// The data of a confirmation dialog (an action sheet), kept in state so the logic that shows it
/// can be tested.
///
/// ```swift
/// case .deleteTapped:
///   state.confirmationDialog = ConfirmationDialogState(
///     title: TextState("Delete this note?"),
///     titleVisibility: .visible,
///     buttons: [
///       .destructive(TextState("Delete"), action: .send(.deleteConfirmed)),
///       .cancel(),
///     ]
///   )
///   return .none
/// ```
///
/// Like ``AlertState``, each dialog gets a fresh ``id`` that `==` and `hash(into:)` ignore.
public struct ConfirmationDialogState<Action>: Identifiable {
  public typealias Button = AlertState<Action>.Button
  public typealias ButtonAction = AlertState<Action>.ButtonAction

  /// Whether the dialog shows its title.
  public enum Visibility: String, Hashable, Sendable {
    /// Left to the view layer.
    case automatic
    case visible
    case hidden
  }

  public let id: UUID
  public var title: TextState
  public var titleVisibility: Visibility
  public var message: TextState?
  public var buttons: [Button]

  public init(
    title: TextState,
    titleVisibility: Visibility,
    message: TextState? = nil,
    buttons: [Button] = []
  ) {
    self.id = UUID()
    self.title = title
    self.titleVisibility = titleVisibility
    self.message = message
    self.buttons = buttons
  }

  /// A dialog whose title is shown or not as the view layer decides.
  public init(
    title: TextState,
    message: TextState? = nil,
    buttons: [Button] = []
  ) {
    self.init(title: title, titleVisibility: .automatic, message: message, buttons: buttons)
  }
}

// Sendable must be declared in the file that declares the type.
extension ConfirmationDialogState: Sendable where Action: Sendable {}

/// The name 2021 code used for a confirmation dialog.
public typealias ActionSheetState<Action> = ConfirmationDialogState<Action>
