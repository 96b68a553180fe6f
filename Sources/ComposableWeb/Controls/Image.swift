import IssueReporting

/// A symbol, as 2021 views named SF Symbols; rendered as an inline SVG icon.
///
/// ```swift
/// Button(action: { viewStore.send(.favoriteButtonTapped) }) {
///   Image(systemName: viewStore.isFavorite ? "heart.fill" : "heart")
/// }
/// ```
///
/// Over 400 common symbol names draw as Bootstrap Icons (MIT licensed, shipped in the package),
/// with distinct `.fill` and `.circle` variants. An icon is `1em` square, so it scales with the
/// font, and is drawn in the current text color, so `.foregroundColor` colors it. An unknown
/// name draws a neutral placeholder and reports a runtime warning naming it.
public struct Image: View, Equatable {
  let systemName: String
  var scale: Scale?

  /// A symbol by its SF Symbols name.
  public init(systemName: String) {
    self.systemName = systemName
  }

  public var body: Never { primitiveBody(of: self) }

  /// Symbols take the size of the frame they are given only through their font here:
  /// `resizable()` is accepted so 2021 code compiles, and the icon scales with `.font`.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  {
    SurfaceWarnings.report(
      "Image.resizable(capInsets:resizingMode:) has no effect: a symbol keeps its font's size "
        + "whatever its frame.")
    return self
  }

  /// Icons are drawn in the current color whatever the mode; `.original` reports a runtime
  /// warning.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    if renderingMode == .original {
      SurfaceWarnings.report(
        "Image.renderingMode(.original) draws the symbol in the current color, as a template.")
    }
    return self
  }

  /// Draws the icon smaller or larger than the text around it.
  public func imageScale(_ scale: Scale) -> Image {
    var image = self
    image.scale = scale
    return image
  }

  /// How an image scales relative to its text.
  public enum Scale: Hashable, Sendable {
    case small, medium, large

    var cssSize: String {
      switch self {
      case .small: "0.8em"
      case .medium: "1em"
      case .large: "1.3em"
      }
    }
  }

  /// How a resizable image fills its frame.
  public enum ResizingMode: Hashable, Sendable {
    case tile, stretch
  }

  /// Whether an image is drawn in its own colors or as a template in the current color.
  public enum TemplateRenderingMode: Hashable, Sendable {
    case template, original
  }
}

extension Image: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let elements: [IconElement]
    if let icon = symbolIcon(named: systemName) {
      elements = icon
    } else {
      reportLibraryIssue(
        """
        Image(systemName: "\(systemName)") names a symbol this renderer has no icon for: it shows \
        a placeholder. Use one of the names listed in Sources/ComposableWeb/Icons/SymbolIcons.swift.
        """
      )
      elements = placeholderIcon
    }
    let node = Node(tag: "svg", children: elements.map(\.node))
    node.attributes.set("class", "cw-image")
    node.attributes.set("viewBox", "0 0 16 16")
    node.attributes.set("fill", "currentColor")
    if let scale { node.attributes.set("style", "width:\(scale.cssSize);height:\(scale.cssSize)") }
    node.attributes.set("role", "img")
    node.attributes.set("aria-label", systemName)
    node.attributes.set("data-symbol", systemName)
    nodes.append(node)
  }
}

extension View {
  /// Draws the icons in the view smaller or larger than the text around them.
  public func imageScale(_ scale: Image.Scale) -> some View {
    decorated(style: "--cw-icon-size:\(scale.cssSize)")
  }
}
