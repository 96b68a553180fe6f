/// A color, as 2021 views name them; rendered as a CSS color value. Also a view that fills its
/// space with the color.
///
/// ```swift
/// Text("Error").foregroundColor(.red)
/// Color.gray.frame(height: 1)
/// ```
public struct Color: Hashable, Sendable, View {
  let cssValue: String

  init(css: String) {
    self.cssValue = css
  }

  /// A color from red, green and blue components between 0 and 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func byte(_ component: Double) -> Int { Int((min(max(component, 0), 1) * 255).rounded()) }
    self.cssValue =
      "rgba(\(byte(red)),\(byte(green)),\(byte(blue)),\(cssNumber(min(max(opacity, 0), 1))))"
  }

  /// A gray from black (0) to white (1).
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  public static let primary = Color(css: "var(--cw-primary)")
  public static let secondary = Color(css: "var(--cw-secondary)")
  public static let accentColor = Color(css: "var(--cw-accent)")
  public static let clear = Color(css: "transparent")
  public static let black = Color(css: "black")
  public static let white = Color(css: "white")
  public static let gray = Color(css: "gray")
  public static let red = Color(css: "#d70015")
  public static let orange = Color(css: "#c93400")
  public static let yellow = Color(css: "#b25000")
  public static let green = Color(css: "#248a3d")
  public static let mint = Color(css: "#0c817b")
  public static let teal = Color(css: "#008299")
  public static let cyan = Color(css: "#0071a4")
  public static let blue = Color(css: "#0040dd")
  public static let indigo = Color(css: "#3634a3")
  public static let purple = Color(css: "#8944ab")
  public static let pink = Color(css: "#d30f45")
  public static let brown = Color(css: "#7f6545")

  /// This color at an opacity between 0 and 1.
  public func opacity(_ opacity: Double) -> Color {
    Color(
      css:
        "color-mix(in srgb, \(cssValue) \(cssNumber(min(max(opacity, 0), 1) * 100))%, transparent)")
  }

  public var body: Never { primitiveBody(of: self) }
}

extension Color: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let node = Node(tag: "div", children: [])
    node.attributes.set("class", "cw-color")
    node.attributes.set("style", "background:\(cssValue)")
    nodes.append(node)
  }
}
