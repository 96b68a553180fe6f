/// Where a toolbar item goes: the leading or trailing end of the navigation bar, its middle, or
/// the bottom bar.
///
/// ```swift
/// ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
/// ```
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Zone: Hashable, Sendable {
    case leading, principal, trailing, bottom
  }

  let zone: Zone
  /// Whether this is ``keyboard``, shown in the bottom bar whether or not a field is edited.
  var isKeyboard = false

  /// The trailing end of the navigation bar.
  public static let automatic = ToolbarItemPlacement(zone: .trailing)
  /// The middle of the navigation bar, in place of the title.
  public static let principal = ToolbarItemPlacement(zone: .principal)
  /// The leading end of the navigation bar, after the Back button.
  public static let navigation = ToolbarItemPlacement(zone: .leading)
  public static let primaryAction = ToolbarItemPlacement(zone: .trailing)
  public static let status = ToolbarItemPlacement(zone: .bottom)
  public static let confirmationAction = ToolbarItemPlacement(zone: .trailing)
  public static let cancellationAction = ToolbarItemPlacement(zone: .leading)
  public static let destructiveAction = ToolbarItemPlacement(zone: .trailing)
  /// Above the keyboard on a phone; at the bottom of the screen in a browser.
  public static let keyboard = ToolbarItemPlacement(zone: .bottom, isKeyboard: true)
  public static let navigationBarLeading = ToolbarItemPlacement(zone: .leading)
  public static let navigationBarTrailing = ToolbarItemPlacement(zone: .trailing)
  public static let bottomBar = ToolbarItemPlacement(zone: .bottom)
}
