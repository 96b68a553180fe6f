/// A look for buttons, set with ``View/buttonStyle(_:)``; rendered as a CSS class.
///
/// ```swift
/// Button("Delete") { … }.buttonStyle(.borderless)
/// ```
public protocol ButtonStyle {}

public struct DefaultButtonStyle: ButtonStyle { public init() {} }
public struct PlainButtonStyle: ButtonStyle { public init() {} }
public struct BorderlessButtonStyle: ButtonStyle { public init() {} }
public struct BorderedButtonStyle: ButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: ButtonStyle { public init() {} }

extension ButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension ButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension ButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension ButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension ButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}
