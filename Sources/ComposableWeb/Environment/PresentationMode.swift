/// Whether a view is presented, and a way to dismiss it: `\.presentationMode`.
///
/// ```swift
/// @Environment(\.presentationMode) var presentationMode
/// Button("Close") { presentationMode.wrappedValue.dismiss() }
/// ```
///
/// Dismissing pops the navigation link that pushed the view, or closes the sheet it is in.
public struct PresentationMode {
  /// Whether the view is presented now.
  public private(set) var isPresented: Bool
  let dismissPresentation: () -> Void

  init(isPresented: Bool, dismissPresentation: @escaping () -> Void) {
    self.isPresented = isPresented
    self.dismissPresentation = dismissPresentation
  }

  /// Dismisses the view, if it is presented.
  public mutating func dismiss() {
    isPresented = false
  }
}
