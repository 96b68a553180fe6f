/// A device a preview imitates, by name: `PreviewDevice(rawValue: "iPhone 12")`.
///
/// ```swift
/// ContentView().previewDevice("iPhone SE (2nd generation)")
/// ```
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  public var rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }
}
