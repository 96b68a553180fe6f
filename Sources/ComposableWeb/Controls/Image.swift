/// A symbol, as 2021 views named SF Symbols; rendered as a text glyph with an accessible label.
///
/// ```swift
/// Button(action: { viewStore.send(.decrementButtonTapped) }) {
///   Image(systemName: "minus")
/// }
/// ```
///
/// Common symbols (`plus`, `minus`, `xmark`, `checkmark`, `trash`, `chevron.right`, …) render as
/// their Unicode look-alikes; others render as their name, so nothing silently disappears.
public struct Image: View, Equatable {
  let systemName: String

  /// A symbol by its SF Symbols name.
  public init(systemName: String) {
    self.systemName = systemName
  }

  public var body: Never { primitiveBody(of: self) }

  /// The glyph that stands in for the symbol.
  var glyph: String {
    let name = systemName.replacingOccurrences(of: ".fill", with: "")
      .replacingOccurrences(of: ".circle", with: "")
    switch name {
    case "plus": return "+"
    case "minus": return "−"
    case "xmark": return "✕"
    case "checkmark": return "✓"
    case "trash": return "🗑"
    case "chevron.right": return "›"
    case "chevron.left": return "‹"
    case "chevron.up": return "˄"
    case "chevron.down": return "˅"
    case "arrow.right": return "→"
    case "arrow.left": return "←"
    case "arrow.clockwise": return "↻"
    case "star": return "★"
    case "heart": return "♥"
    case "gear", "gearshape": return "⚙"
    case "person": return "👤"
    case "bell": return "🔔"
    case "info": return "ℹ"
    case "exclamationmark.triangle": return "⚠"
    case "magnifyingglass": return "🔍"
    case "square.and.pencil", "pencil": return "✎"
    default: return systemName
    }
  }
}

extension Image: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let node = Node(tag: "span", text: glyph)
    node.attributes.set("class", "cw-image")
    node.attributes.set("role", "img")
    node.attributes.set("aria-label", systemName)
    nodes.append(node)
  }
}
