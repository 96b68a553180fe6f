/// A look for labels, set with ``View/labelStyle(_:)``: title and icon, title only, icon only,
/// or your own.
///
/// ```swift
/// Label("Favorites", systemImage: "heart").labelStyle(.iconOnly)
///
/// struct TrailingIconStyle: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack { configuration.title; configuration.icon }
///   }
/// }
/// ```
public protocol LabelStyle {
  associatedtype Body: View

  /// The label drawn from its title and icon.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body

  typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` draws a label from.
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public struct Title: View {
    let renderTitle: (RenderContext) -> [Node]
    public var body: Never { primitiveBody(of: self) }
  }

  /// The label's icon, as a view.
  public struct Icon: View {
    let renderIcon: (RenderContext) -> [Node]
    public var body: Never { primitiveBody(of: self) }
  }

  public let title: Title
  public let icon: Icon
}

extension LabelStyleConfiguration.Title: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    nodes.append(contentsOf: renderTitle(context))
  }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    nodes.append(contentsOf: renderIcon(context))
  }
}

/// Which parts of a label the built-in styles show.
enum LabelStyleKind: Hashable, Sendable {
  case titleAndIcon, titleOnly, iconOnly
}

/// A built-in label style: the parts it shows.
protocol BuiltInLabelStyle {
  var kind: LabelStyleKind { get }
}

/// A custom label style with its type erased, as the environment carries it.
struct AnyLabelStyle {
  let makeBody: (LabelStyleConfiguration, RenderContext) -> [Node]

  init<S: LabelStyle>(_ style: S) {
    makeBody = { configuration, context in
      // A style is not a view with an identity of its own, so nothing keeps its storage.
      if DynamicPropertyTypes.contain(style) {
        SurfaceWarnings.report(
          "@State, @Environment and observed objects inside a LabelStyle are not connected: "
            + "@State starts over on every render and @Environment reads default values.")
      }
      return renderNodes(style.makeBody(configuration: configuration), context: context)
    }
  }
}

/// The platform's label look: title and icon.
public struct DefaultLabelStyle: LabelStyle, BuiltInLabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
  var kind: LabelStyleKind { .titleAndIcon }
}

/// A label showing its title and icon.
public struct TitleAndIconLabelStyle: LabelStyle, BuiltInLabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
  var kind: LabelStyleKind { .titleAndIcon }
}

/// A label showing its title only.
public struct TitleOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
  var kind: LabelStyleKind { .titleOnly }
}

/// A label showing its icon only; the title stays its accessible name.
public struct IconOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
  var kind: LabelStyleKind { .iconOnly }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
