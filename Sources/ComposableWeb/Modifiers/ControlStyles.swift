/// A look for text fields, set with ``View/textFieldStyle(_:)``; rendered as a CSS class.
///
/// ```swift
/// TextField("Name", text: viewStore.$name).textFieldStyle(.roundedBorder)
/// ```
public protocol TextFieldStyle {}

public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

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

/// A look for pickers, set with ``View/pickerStyle(_:)``; rendered as a CSS class on the
/// `<select>`.
///
/// ```swift
/// Picker("Digest", selection: viewStore.$digest) { … }.pickerStyle(.segmented)
/// ```
public protocol PickerStyle {}

public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// A look for lists, set with ``View/listStyle(_:)``; a no-op kept so 2021 code compiles.
///
/// ```swift
/// List { … }.listStyle(.plain)
/// ```
public protocol ListStyle {}

public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// A navigation view presentation, set with ``View/navigationViewStyle(_:)``; a no-op kept so
/// 2021 code compiles (a page has one screen).
///
/// ```swift
/// NavigationView { … }.navigationViewStyle(.stack)
/// ```
public protocol NavigationViewStyle {}

public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

/// The CSS class a style renders as.
private func styleClass(_ style: Any, prefix: String) -> String {
  var name = String(describing: type(of: style))
  for suffix in ["TextFieldStyle", "ButtonStyle", "PickerStyle"] where name.hasSuffix(suffix) {
    name.removeLast(suffix.count)
  }
  return "\(prefix)-\(name.lowercased())"
}

extension View {
  /// Styles the text fields below: the CSS class `cw-tf-<style>` (`cw-tf-roundedborder`, …).
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let cssClass = styleClass(style, prefix: "cw-tf")
    return environment { $0.textFieldClass = cssClass }
  }

  /// Styles the buttons below: the CSS class `cw-bs-<style>` (`cw-bs-borderless`, …).
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    let cssClass = styleClass(style, prefix: "cw-bs")
    return environment { $0.buttonClass = cssClass }
  }

  /// Styles the pickers below: the CSS class `cw-ps-<style>` (`cw-ps-segmented`, …).
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let cssClass = styleClass(style, prefix: "cw-ps")
    return environment { $0.pickerClass = cssClass }
  }

  /// A no-op: lists render one way.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    self
  }

  /// A no-op: a page has one screen.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    self
  }
}
