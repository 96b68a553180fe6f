import Foundation

/// Values that flow down the view tree while rendering, as SwiftUI's environment does.
///
/// ```swift
/// var environment = context.environment
/// environment.isDisabled = true  // every control below renders disabled
/// ```
///
/// A boundary keeps the environment it was first rendered in, so a re-render of its subtree
/// alone sees the same values.
struct RenderEnvironment {
  /// Whether controls render disabled and ignore events (`.disabled(true)`).
  var isDisabled = false
  /// Whether `ForEach` elements are the rows of a `List`.
  var isInList = false
  /// Whether `ForEach` elements are the options of a `Picker`.
  var isPickerContent = false
  /// The focus binding the controls below take part in (`.focused(_:equals:)`).
  var focus: FocusRequest?
  /// What pressing Return in a text field below does (`.onSubmit`).
  var onSubmit: (() -> Void)?
  /// Hints for text fields: keyboard, capitalization, autocorrection, content type.
  var inputAttributes = Attributes()
  /// Classes that control styles add to the controls below (`.textFieldStyle`, `.buttonStyle`,
  /// `.pickerStyle`).
  var textFieldClass: String?
  var buttonClass: String?
  var pickerClass: String?
  /// The size `.frame(width:height:)` gives the views below, for shapes to draw in exactly;
  /// `nil` where the page decides.
  var proposedSize: CGSize?
  /// How labels below show their title and icon (`.labelStyle`).
  var labelStyle: LabelStyleKind = .titleAndIcon
  /// A custom button style for the buttons below (`.buttonStyle` with a type of one's own).
  var customButtonStyle: AnyButtonStyle?
  /// How the progress views below look (`.progressViewStyle`).
  var progressStyle: ProgressStyleKind = .automatic
  /// A custom label style for the labels below.
  var customLabelStyle: AnyLabelStyle?
}
