import Foundation

extension View {
  /// Rotates the view's rendering by an angle around an anchor, without changing its layout.
  ///
  /// ```swift
  /// Rectangle().frame(width: 2, height: 60).rotationEffect(.degrees(viewStore.seconds * 6))
  /// ```
  ///
  /// Rendered as a CSS transform; with an animation travelling with the change, it turns
  /// smoothly in the browser.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    transformed("rotate(\(cssNumber(rounded3(angle.degrees)))deg)", anchor: anchor)
  }

  /// Scales the view's rendering by a factor, around an anchor.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }

  /// Scales the view's rendering by a factor in each direction, around an anchor.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View
  {
    transformed(
      "scale(\(cssNumber(rounded3(Double(x)))),\(cssNumber(rounded3(Double(y)))))", anchor: anchor)
  }

  /// Scales the view's rendering by a size's width and height, around an anchor.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }

  /// Moves the view's rendering by a distance, without changing its layout.
  ///
  /// ```swift
  /// Circle().offset(viewStore.dragOffset)
  /// ```
  public func offset(_ offset: CGSize) -> some View {
    self.offset(x: offset.width, y: offset.height)
  }

  /// Moves the view's rendering horizontally and vertically.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    transformed(
      "translate(\(cssNumber(rounded3(Double(x))))px,\(cssNumber(rounded3(Double(y))))px)",
      anchor: nil)
  }

  /// Blurs the view by a radius in points.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    if opaque {
      SurfaceWarnings.report("blur(radius:opaque:) ignores `opaque`: the blurred edges fade out.")
    }
    return filtered("blur(\(cssNumber(rounded3(Double(radius))))px)")
  }

  /// Adds a shadow in the shape of the view's content.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 12).fill(Color.white).shadow(radius: 4, y: 2)
  /// ```
  public func shadow(
    color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33),
    radius: CGFloat,
    x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View {
    let values = [x, y, radius].map { "\(cssNumber(rounded3(Double($0))))px" }
    return filtered("drop-shadow(\(values.joined(separator: " ")) \(color.cssValue))")
  }

  /// Blends the view with what is behind it.
  ///
  /// ```swift
  /// Circle().fill(Color.white).blendMode(.difference).offset(x: 40)
  /// ```
  public func blendMode(_ blendMode: BlendMode) -> some View {
    decorated(style: "\(blendModeProperty):\(blendMode.css)")
  }

  /// Puts the view in front of (or behind) its siblings: higher values are in front.
  public func zIndex(_ value: Double) -> some View {
    // CSS orders by whole numbers only.
    if value != value.rounded() {
      SurfaceWarnings.report("zIndex(_:) rounds its value to a whole number.")
    }
    return decorated(style: "position:relative;z-index:\(Int(value.rounded()))")
  }

  /// Clips the view to a shape, which fills the view's frame.
  ///
  /// ```swift
  /// Image(systemName: "person.fill").padding().background(Color.gray).clipShape(Circle())
  /// ```
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    if style != FillStyle() {
      SurfaceWarnings.report(
        "clipShape(_:style:) ignores `style`: the clip uses the non-zero rule, antialiased.")
    }
    return ModifiedView(content: self) { context, renderContent in
      clip(renderContent(context), to: shape, size: context.environment.proposedSize)
    }
  }

  /// Clips the view to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    decorated(style: "overflow:hidden")
  }

  /// Layers a view in front of this one, aligned in its frame; shapes and colors fill it.
  ///
  /// ```swift
  /// Image(systemName: "bell").overlay(Circle().fill(Color.red).frame(width: 8, height: 8), alignment: .topTrailing)
  /// ```
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    layered(overlay, alignment: alignment, isBehind: false)
  }

  /// Layers the views `content` builds in front of this one, aligned in its frame.
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> some View {
    layered(content(), alignment: alignment, isBehind: false)
  }

  /// Layers a shape filled with a style in front of this one.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    layered(shape.fill(style), alignment: .center, isBehind: false)
  }

  /// Puts a view behind this one, aligned in its frame; shapes, colors and gradients fill it.
  ///
  /// ```swift
  /// Text("NEW").padding(6).background(Capsule().fill(Color.green))
  /// Text("Warning").background(Color.yellow)
  /// ```
  public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View {
    layered(background, alignment: alignment, isBehind: true)
  }

  /// Puts the views `content` builds behind this one, aligned in its frame.
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> some View {
    layered(content(), alignment: alignment, isBehind: true)
  }

  /// Fills the view's frame with a style behind it.
  ///
  /// ```swift
  /// Text("Selected").background(.yellow)
  /// ```
  @_disfavoredOverload
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    decorated(style: "background:\(paint(of: style).cssBackground)")
  }

  /// Puts a shape filled with a style behind the view.
  ///
  /// ```swift
  /// Text("Tag").padding(8).background(Color.blue.opacity(0.2), in: Capsule())
  /// ```
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    layered(shape.fill(style, style: fillStyle), alignment: .center, isBehind: true)
  }

  /// Animates the changes below with `animation` whenever they happen: transforms, opacity
  /// and shape colors move with CSS transitions of its timing.
  public func animation(_ animation: Animation?) -> some View {
    // Whether a change below will move the layout is not known here, so any animation warns.
    if animation != nil {
      SurfaceWarnings.report(
        "animation(_:) animates transforms, opacity, filters and shape paint below it, not "
          + "layout changes, insertions or removals.")
    }
    return decorated(style: animation.map(cssTransitionVariables) ?? "--cw-tx:0s")
  }

  /// Animates the changes below with `animation`.
  ///
  /// The browser animates whatever changes below, so this is ``animation(_:)`` whatever
  /// `value` is: changes that don't come with a change of `value` animate too. A runtime
  /// warning says so, once.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    SurfaceWarnings.report(
      "animation(_:value:) animates every change below it, not only those that change `value`.")
    return self.animation(animation)
  }

  /// How the view comes and goes when it is inserted or removed by a change with an animation.
  ///
  /// ```swift
  /// if viewStore.isShowingDetails {
  ///   DetailsView().transition(.move(edge: .bottom).combined(with: .opacity))
  /// }
  /// ```
  public func transition(_ transition: AnyTransition) -> some View {
    ModifiedView(content: self) { context, renderContent in
      let nodes = boxed(renderContent(context))
      for node in nodes {
        node.attributes.set("data-cw-in", transition.insertion.css)
        node.attributes.set("data-cw-out", transition.removal.css)
        if let timing = transition.timingAttribute {
          node.attributes.set("data-cw-tx", timing)
        }
      }
      return nodes
    }
  }

  /// This view with a CSS transform composed outside the ones it already has.
  func transformed(_ transform: String, anchor: UnitPoint?) -> ModifiedView<Self> {
    var value = transform
    if let anchor {
      // Every transform turns around the top leading corner, so they compose: move the
      // anchor there and back.
      let x = cssNumber(rounded3(anchor.x * 100))
      let y = cssNumber(rounded3(anchor.y * 100))
      value = "translate(\(x)%,\(y)%) \(transform) translate(-\(x)%,-\(y)%)"
    }
    return ModifiedView(content: self) { context, renderContent in
      let nodes = boxed(renderContent(context))
      for node in nodes {
        node.attributes.addClass("cw-fx")
        composeStyle(of: node, property: "transform", value: value)
        hoistBlendMode(into: node)
      }
      return nodes
    }
  }

  /// This view with a CSS filter composed outside the ones it already has.
  func filtered(_ filter: String) -> ModifiedView<Self> {
    ModifiedView(content: self) { context, renderContent in
      let nodes = boxed(renderContent(context))
      for node in nodes {
        node.attributes.addClass("cw-fx")
        composeStyle(of: node, property: "filter", value: filter)
        hoistBlendMode(into: node)
      }
      return nodes
    }
  }

  /// This view with another view layered in front of or behind it.
  func layered<Layer: View>(_ layer: Layer, alignment: Alignment, isBehind: Bool) -> ModifiedView<
    Self
  > {
    ModifiedView(content: self) { context, renderContent in
      if isBehind, let color = layer as? Color {
        return decorate(renderContent(context), class: nil, style: "background:\(color.cssValue)")
      }
      let content = renderContent(context)
      var layerContext = context
      layerContext.environment.proposedSize = nil
      let layerNodes = renderNodes(layer, context: layerContext)
      for node in layerNodes {
        if isFiller(node) {
          node.attributes.addClass("cw-layer-fill")
        } else {
          node.attributes.addClass("cw-layer")
          node.attributes.addStyle(alignment.selfCSS)
        }
      }
      let contentNode =
        content.count == 1 && content[0].tag != "cw-b" && content[0].tag != "cw-i"
        ? content[0] : Node(tag: "div", children: content)
      contentNode.attributes.addClass("cw-layer-content")
      let children = isBehind ? layerNodes + [contentNode] : [contentNode] + layerNodes
      return [containerNode("div", class: "cw-layered", children: children)]
    }
  }
}

/// Whether a node fills whatever box it is given: a color, a gradient or a shape.
private func isFiller(_ node: Node) -> Bool {
  guard let classes = node.attributes["class"] else { return false }
  // A frame of its own: it is aligned, not stretched.
  if let style = node.attributes["style"], style.contains("width:") || style.contains("height:") {
    return false
  }
  return classes.split(separator: " ").contains {
    $0 == "cw-color" || $0 == "cw-shape" || $0 == "cw-shape-box"
  }
}

/// The nodes as one box that can carry a style: themselves when each has a box of its own,
/// else a `<div>` wrapping them.
func boxed(_ nodes: [Node]) -> [Node] {
  if !nodes.isEmpty, nodes.allSatisfy({ $0.tag != "cw-b" && $0.tag != "cw-i" }) {
    return nodes
  }
  return [Node(tag: "div", children: nodes)]
}

/// The CSS property ``View/blendMode(_:)`` sets.
private let blendModeProperty = "mix-blend-mode"

/// Moves a blend mode set inside `node` (on it or down its chain of only children) up to
/// `node`.
///
/// A transform or a filter makes its element a group of its own (a CSS stacking context), and
/// a blend mode inside the group blends only with the group's other content: a circle with
/// `.blendMode(.difference)` and then `.offset` would blend with nothing. SwiftUI blends the
/// view with what is behind it whatever comes after, so the blend moves out to the group.
private func hoistBlendMode(into node: Node) {
  let prefix = blendModeProperty + ":"
  var current: Node? = node.children.count == 1 ? node.children[0] : nil
  while let inner = current {
    if let style = inner.attributes["style"], style.contains(prefix) {
      var declarations = style.split(separator: ";").map(String.init)
      guard let index = declarations.firstIndex(where: { $0.hasPrefix(prefix) }) else { return }
      let blend = declarations.remove(at: index)
      if declarations.isEmpty {
        inner.attributes.remove("style")
      } else {
        inner.attributes.set("style", declarations.joined(separator: ";"))
      }
      if node.attributes["style"]?.contains(prefix) != true {
        node.attributes.addStyle(blend)
      }
      return
    }
    current = inner.children.count == 1 ? inner.children[0] : nil
  }
}

/// Puts `value` in front of the node's `property` declaration (so it applies last, as an outer
/// modifier does), or adds the declaration.
func composeStyle(of node: Node, property: String, value: String) {
  let prefix = property + ":"
  guard let style = node.attributes["style"] else {
    node.attributes.set("style", prefix + value)
    return
  }
  var declarations = style.split(separator: ";", omittingEmptySubsequences: true).map(String.init)
  if let index = declarations.firstIndex(where: { $0.hasPrefix(prefix) }) {
    declarations[index] = prefix + value + " " + declarations[index].dropFirst(prefix.count)
  } else {
    declarations.append(prefix + value)
  }
  node.attributes.set("style", declarations.joined(separator: ";"))
}

/// Clips nodes to a shape filling their box: a CSS basic shape for the built-in shapes, an SVG
/// clip path in the box's own units for others.
private func clip<S: Shape>(_ nodes: [Node], to shape: S, size: CGSize?) -> [Node] {
  let nodes = boxed(nodes)
  let basicShape: String? =
    switch shape {
    case is Circle: "circle(closest-side at 50% 50%)"
    case is Ellipse: "ellipse(50% 50% at 50% 50%)"
    case is Rectangle: "inset(0)"
    case is Capsule: "inset(0 round 9999px)"
    case let rectangle as RoundedRectangle:
      "inset(0 round \(cssNumber(rounded3(Double(rectangle.cornerSize.width))))px / \(cssNumber(rounded3(Double(rectangle.cornerSize.height))))px)"
    default: nil
    }
  if let basicShape {
    for node in nodes { composeStyle(of: node, property: "clip-path", value: basicShape) }
    return nodes
  }
  // The outline drawn in a 1 × 1 rectangle, in units of the clipped box.
  if !stretchesExactly(shape) {
    SurfaceWarnings.report(
      "clipShape(_:style:) with a Shape of your own clips by its outline drawn in a unit square "
        + "and stretched, which distorts arcs and curves.")
  }
  let outline = shape.path(in: CGRect(x: 0, y: 0, width: 1, height: 1))
  let path = Node(tag: "path", children: [])
  path.attributes.set("d", outline.svgData)
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in outline.svgData.utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 0x100_0000_01b3
  }
  let id = "cw-clip-\(String(hash, radix: 36))"
  let clipPath = Node(tag: "clipPath", children: [path])
  clipPath.attributes.set("id", id)
  clipPath.attributes.set("clipPathUnits", "objectBoundingBox")
  let defs = Node(tag: "defs", children: [clipPath])
  // Definitions carry ids of their own: replaced whole when they change, never patched.
  defs.key = .identity(id)
  let svg = Node(tag: "svg", children: [defs])
  svg.attributes.set("class", "cw-definitions")
  svg.attributes.set("aria-hidden", "true")
  for node in nodes { composeStyle(of: node, property: "clip-path", value: "url(#\(id))") }
  return nodes + [svg]
}

extension Alignment {
  /// How a layer sits in a one-cell grid: its own justify and align.
  var selfCSS: String {
    "justify-self:\(horizontal.css);align-self:\(vertical.css)"
  }
}

/// The CSS variables that make the transitions below run with an animation's timing.
func cssTransitionVariables(_ animation: Animation) -> String {
  let timing = animation.cssTiming
  return
    "--cw-tx:\(timing.milliseconds)ms;--cw-tx-curve:\(timing.function);--cw-tx-delay:\(timing.delayMilliseconds)ms"
}
