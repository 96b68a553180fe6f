/// A button of an alert or confirmation dialog, as the dialog renders it.
///
/// ```swift
/// DialogButton(label: Text("Delete"), role: "destructive", action: { delete() })
/// ```
struct DialogButton {
  let label: Text
  /// `default`, `cancel` or `destructive`: the button's CSS class `cw-<role>`.
  let role: String
  let action: (() -> Void)?
}
