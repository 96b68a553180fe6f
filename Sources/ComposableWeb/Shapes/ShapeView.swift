import Foundation

/// A shape filled or stroked with a style: what `.fill(_:)` and `.stroke(_:lineWidth:)`
/// return, and what a shape shows by itself.
///
/// ```swift
/// Circle().fill(Color.red)  // _ShapeView<Circle, Color>
/// ```
///
/// Renders as an inline `<svg class="cw-shape">` that fills its box: the outline's element,
/// painted with the style through CSS properties, so a change of color, trim or stroke animates
/// with CSS transitions when the change carries an animation.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  var shape: Content
  var style: Style
  var fillStyle: FillStyle

  public var body: Never { primitiveBody(of: self) }
}

extension _ShapeView: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let drawing = ComposableWeb.drawing(of: shape, in: context.environment.proposedSize)
    let paint = ComposableWeb.paint(of: style)
    if drawing.isCapsuleBox {
      nodes.append(capsuleBox(drawing, paint: paint))
      return
    }
    var defs: [Node] = []
    let element = drawing.element
    var css: [String] = []
    let conic = paint as? AngularGradient
    if var stroke = drawing.stroke {
      if drawing.isBorder { stroke.lineWidth *= 2 }
      css.append("fill:none")
      css.append("stroke:\(conic == nil ? paint.svgPaint(defs: &defs) : "white")")
      if let trim = drawing.trim {
        // Over an outline of length 1, one dash from `from` to `to` is the trimmed part.
        if !stroke.dash.isEmpty {
          SurfaceWarnings.report("trim(from:to:) on a dashed stroke drops the dash pattern.")
        }
        stroke.dash = []
        element.attributes.set("pathLength", "1")
        let length = trim.to - trim.from
        css.append(stroke.css)
        css.append("stroke-dasharray:\(cssNumber(rounded3(length))) 2")
        css.append("stroke-dashoffset:\(cssNumber(rounded3(-trim.from)))")
        if length <= 0 { css.append("stroke-opacity:0") }
      } else {
        css.append(stroke.css)
      }
      if drawing.isScaled { element.attributes.set("vector-effect", "non-scaling-stroke") }
    } else {
      if let trim = drawing.trim, trim.from > 0 || trim.to < 1 {
        SurfaceWarnings.report("trim(from:to:) on a filled shape is ignored: it is filled whole.")
      }
      css.append("fill:\(conic == nil ? paint.svgPaint(defs: &defs) : "white")")
      if fillStyle.isEOFilled { css.append("fill-rule:evenodd") }
    }
    element.attributes.set("style", css.joined(separator: ";"))

    var content: [Node] = [element]
    if drawing.isBorder {
      let clip = copy(of: element)
      clip.attributes.remove("style")
      let id = definitionID("border", clip)
      let clipPath = Node(tag: "clipPath", children: [clip])
      clipPath.attributes.set("id", id)
      defs.append(clipPath)
      element.attributes.set("clip-path", "url(#\(id))")
    }
    if let conic {
      // SVG has no sweeping gradient: paint a CSS one in a box, clipped or masked by the outline.
      let id = definitionID("conic", element)
      let definition = Node(tag: drawing.stroke == nil ? "clipPath" : "mask", children: [element])
      definition.attributes.set("id", id)
      defs.append(definition)
      let box = Node(tag: "div", children: [])
      box.attributes.set("style", "width:100%;height:100%;background:\(conic.cssBackground)")
      let foreignObject = Node(tag: "foreignObject", children: [box])
      foreignObject.attributes.set("width", "100%")
      foreignObject.attributes.set("height", "100%")
      foreignObject.attributes.set(drawing.stroke == nil ? "clip-path" : "mask", "url(#\(id))")
      content = [foreignObject]
    }
    if !defs.isEmpty {
      let definitions = Node(tag: "defs", children: defs)
      // Definitions carry ids of their own: replaced whole when they change, never patched.
      definitions.key = .identity(defs.compactMap { $0.attributes["id"] }.joined(separator: " "))
      content.insert(definitions, at: 0)
    }
    let svg = Node(tag: "svg", children: content)
    svg.attributes.set("class", "cw-shape")
    if let viewBox = drawing.viewBox { svg.attributes.set("viewBox", viewBox) }
    if let aspect = drawing.preserveAspectRatio {
      svg.attributes.set("preserveAspectRatio", aspect)
    }
    svg.attributes.set("aria-hidden", "true")
    nodes.append(svg)
  }

  /// A capsule of unknown size: a CSS box with fully rounded ends.
  private func capsuleBox(_ drawing: ShapeDrawing, paint: any Paint) -> Node {
    let box = Node(tag: "div", children: [])
    box.attributes.set("class", "cw-shape-box")
    if let stroke = drawing.stroke {
      // A CSS border can't be painted with a gradient.
      let isPlain = paint is Color || paint is ForegroundStyle
      if !isPlain {
        SurfaceWarnings.report(
          "A Capsule without a fixed frame stroked with a gradient is stroked in the foreground "
            + "color.")
      }
      let color = isPlain ? paint.cssBackground : "currentColor"
      let width = cssNumber(rounded3(Double(stroke.lineWidth)))
      box.attributes.set("style", "border:\(width)px solid \(color)")
    } else {
      box.attributes.set("style", "background:\(paint.cssBackground)")
    }
    return box
  }
}

/// A copy of a leaf SVG element: its tag and attributes.
private func copy(of element: Node) -> Node {
  let node = Node(tag: element.tag, children: [])
  node.attributes = element.attributes
  return node
}

/// An id for a definition made from `element`, the same every render.
private func definitionID(_ kind: String, _ element: Node) -> String {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  var text = element.tag
  for attribute in element.attributes { text += attribute.name + "=" + attribute.value }
  for byte in text.utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 0x100_0000_01b3
  }
  return "cw-\(kind)-\(String(hash, radix: 36))"
}

extension Shape {
  /// Fills the shape with a color or gradient.
  ///
  /// ```swift
  /// Circle().fill(Color.red)
  /// ```
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<
    Self, S
  > {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }

  /// Fills the shape with the foreground color.
  public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
  }

  /// Strokes the shape's outline with a color or gradient.
  ///
  /// ```swift
  /// Circle().stroke(Color.gray, lineWidth: 2)
  /// ```
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<
    _StrokedShape<Self>, S
  > {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Strokes the shape's outline with a color or gradient in a stroke style.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<
    _StrokedShape<Self>, S
  > {
    _ShapeView(
      shape: _StrokedShape(shape: self, style: style), style: content, fillStyle: FillStyle())
  }

  /// The shape's outline stroked with the foreground color: a shape itself.
  public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
    _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline stroked in a stroke style with the foreground color.
  public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
    _StrokedShape(shape: self, style: style)
  }

  /// The part of the shape's outline between two fractions of its length.
  ///
  /// ```swift
  /// Circle().trim(from: 0, to: 0.75).stroke(lineWidth: 4)
  /// ```
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<
    Self
  > {
    _TrimmedShape(
      shape: self, startFraction: Double(startFraction), endFraction: Double(endFraction))
  }
}
