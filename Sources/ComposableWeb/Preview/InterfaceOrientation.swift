/// The orientation of a previewed device.
///
/// ```swift
/// ContentView().previewInterfaceOrientation(.landscapeLeft)
/// ```
public enum InterfaceOrientation: CaseIterable, Hashable, Sendable {
  case portrait
  case portraitUpsideDown
  case landscapeLeft
  case landscapeRight

  var isLandscape: Bool {
    self == .landscapeLeft || self == .landscapeRight
  }
}
