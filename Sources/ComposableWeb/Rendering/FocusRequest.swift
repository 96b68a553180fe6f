/// A focus binding as a control sees it: whether it is the focused one, and how to change that.
///
/// ```swift
/// let request = FocusRequest(isFocused: { true }, focus: {}, blur: {})
/// ```
struct FocusRequest {
  let isFocused: () -> Bool
  /// Makes this control the focused one: the user focused it in the browser.
  let focus: () -> Void
  /// Clears the focus if this control has it: the user left it.
  let blur: () -> Void
}
