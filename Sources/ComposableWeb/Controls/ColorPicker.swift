import Foundation

/// A control for choosing a color, bound to a ``Color``.
///
/// ```swift
/// ColorPicker("Tint", selection: viewStore.$tint)
/// ```
///
/// Renders as a labelled `<input type="color">`; the chosen color is written to the binding as
/// an opaque RGB color.
public struct ColorPicker<Label: View>: View {
  let label: Label
  let selection: Binding<Color>

  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    // The browser's color input has no opacity to choose.
    if supportsOpacity {
      SurfaceWarnings.report(
        "ColorPicker(_:selection:supportsOpacity:) offers no opacity: the chosen color is opaque.")
    }
    self.label = label()
    self.selection = selection
  }

  public var body: Never { primitiveBody(of: self) }
}

extension ColorPicker where Label == Text {
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }
}

extension ColorPicker: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let selection = self.selection
    let input = Node(tag: "input", children: [])
    input.attributes.set("type", "color")
    input.attributes.set("class", "cw-color-picker")
    input.attributes.set("value", selection.wrappedValue.hexValue)
    input.attributes.set("data-cw", "input")
    input.handlers.input = { text in
      guard let color = Color(hex: text) else { return }
      selection.wrappedValue = color
    }
    input.handlers.readValue = { selection.wrappedValue.hexValue }
    context.decorateControl(input)
    let labelNode = containerNode(
      "span", class: "cw-label", children: renderNodes(label, context: context))
    nodes.append(containerNode("label", class: "cw-picker-row", children: [labelNode, input]))
  }
}

extension Color {
  /// A color from `#rrggbb`, as a color input writes it.
  init?(hex: String) {
    let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
    guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
    self.init(
      red: Double((value >> 16) & 0xff) / 255, green: Double((value >> 8) & 0xff) / 255,
      blue: Double(value & 0xff) / 255)
  }

  /// The color as `#rrggbb`, as a color input reads it: black for a color only the page's
  /// style sheet knows (`primary`, `accentColor`).
  var hexValue: String {
    let value = cssValue
    if value.hasPrefix("#"), value.count == 7 { return value }
    if value.hasPrefix("rgba("), value.hasSuffix(")") {
      let numbers = value.dropFirst(5).dropLast().split(separator: ",").compactMap { Double($0) }
      if numbers.count >= 3 {
        return "#" + numbers.prefix(3).map { String(format: "%02x", Int($0)) }.joined()
      }
    }
    switch value {
    case "white": return "#ffffff"
    case "gray": return "#808080"
    case "black": return "#000000"
    default:
      SurfaceWarnings.report(
        "ColorPicker shows a color the page defines (.primary, .accentColor) or one made with "
          + ".opacity(_:) as black.")
      return "#000000"
    }
  }
}
