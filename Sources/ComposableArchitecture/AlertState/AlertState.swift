import Foundation

/// The data of an alert, kept in state so the logic that shows it can be tested.
///
/// A reducer sets the alert to show it and `nil`s it out when it is dismissed; the view layer
/// renders whatever is in state and sends the action of the tapped button.
///
/// ```swift
/// case .notificationSettingsResponse(.denied):
///   state.alert = AlertState(
///     title: TextState("Notifications denied"),
///     message: TextState("Turn them on in Settings."),
///     primaryButton: .default(TextState("Open Settings"), action: .send(.openSettingsTapped)),
///     secondaryButton: .cancel()
///   )
///   return .none
/// ```
///
/// Each alert gets a fresh ``id`` when it is made, so a view can tell a new alert from the one on
/// screen, but `==` and `hash(into:)` ignore it: a test compares alerts by what they show and do.
public struct AlertState<Action>: Identifiable {
  public let id: UUID
  public var title: TextState
  public var message: TextState?
  public var primaryButton: Button?
  public var secondaryButton: Button?

  /// An alert with at most one button, which dismisses it.
  ///
  /// With no button, a view layer should show an "OK" that only dismisses it, as SwiftUI does.
  public init(
    title: TextState,
    message: TextState? = nil,
    dismissButton: Button? = nil
  ) {
    self.id = UUID()
    self.title = title
    self.message = message
    self.primaryButton = dismissButton
    self.secondaryButton = nil
  }

  /// An alert with two buttons.
  public init(
    title: TextState,
    message: TextState? = nil,
    primaryButton: Button,
    secondaryButton: Button
  ) {
    self.id = UUID()
    self.title = title
    self.message = message
    self.primaryButton = primaryButton
    self.secondaryButton = secondaryButton
  }
}

// Sendable must be declared in the file that declares the type.
extension AlertState: Sendable where Action: Sendable {}
