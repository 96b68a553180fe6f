/// Dismisses the presentation a view is in: `\.dismiss`.
///
/// ```swift
/// @Environment(\.dismiss) var dismiss
/// Button("Cancel") { dismiss() }
/// ```
public struct DismissAction {
  let isPresented: Bool
  let action: () -> Void

  /// Pops the navigation link that pushed the view, or closes its sheet.
  public func callAsFunction() {
    action()
  }
}
