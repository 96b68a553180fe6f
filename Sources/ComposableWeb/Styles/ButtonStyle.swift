/// A look for buttons, set with ``View/buttonStyle(_:)``: a built-in one, rendered as a CSS
/// class, or your own, whose `makeBody(configuration:)` draws the button.
///
/// ```swift
/// Button("Delete") { … }.buttonStyle(.borderless)
///
/// struct PressableStyle: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label
///       .padding()
///       .background(configuration.isPressed ? Color.gray : Color.blue)
///       .cornerRadius(8)
///   }
/// }
/// ```
///
/// A custom style is drawn twice, pressed and not, when the two differ; the browser shows the
/// pressed one while the pointer or key holds the button down, with no round trip.
public protocol ButtonStyle {
  associatedtype Body: View

  /// The button drawn from its label and whether it is pressed.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body

  typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` draws a button from.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View {
    let renderLabel: (RenderContext) -> [Node]

    public var body: Never { primitiveBody(of: self) }
  }

  /// The button's label.
  public let label: Label
  /// Whether the button is being pressed.
  public let isPressed: Bool
  /// The button's role, if it has one.
  public let role: ButtonRole?
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    nodes.append(contentsOf: renderLabel(context))
  }
}

/// A built-in button style: the CSS class it renders as.
protocol BuiltInButtonStyle {
  var cssClass: String { get }
}

/// A custom button style with its type erased, as the environment carries it.
struct AnyButtonStyle {
  let makeBody: (ButtonStyleConfiguration, RenderContext) -> [Node]

  init<S: ButtonStyle>(_ style: S) {
    makeBody = { configuration, context in
      // A style is not a view with an identity of its own, so nothing keeps its storage.
      if DynamicPropertyTypes.contain(style) {
        SurfaceWarnings.report(
          "@State, @Environment and observed objects inside a ButtonStyle are not connected: "
            + "@State starts over on every render and @Environment reads default values.")
      }
      return renderNodes(style.makeBody(configuration: configuration), context: context)
    }
  }
}

/// The platform's button look: accent-colored text.
public struct DefaultButtonStyle: ButtonStyle, BuiltInButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  var cssClass: String { "cw-bs-automatic" }
}

/// A button that looks like its label, in the current foreground color.
public struct PlainButtonStyle: ButtonStyle, BuiltInButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  var cssClass: String { "cw-bs-plain" }
}

/// A button without a border: accent-colored text.
public struct BorderlessButtonStyle: ButtonStyle, BuiltInButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  var cssClass: String { "cw-bs-borderless" }
}

/// A button on a tinted, rounded background.
public struct BorderedButtonStyle: ButtonStyle, BuiltInButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  var cssClass: String { "cw-bs-bordered" }
}

/// A button on a solid accent-colored, rounded background: the screen's main action.
public struct BorderedProminentButtonStyle: ButtonStyle, BuiltInButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  var cssClass: String { "cw-bs-borderedprominent" }
}

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
