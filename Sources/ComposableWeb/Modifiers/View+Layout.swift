import Foundation

extension View {
  /// Adds space around the view: the CSS class `cw-padding` (the default 16 px) or an inline
  /// `padding` style.
  ///
  /// ```swift
  /// Text("Hello").padding()
  /// Text("Hello").padding(.horizontal, 8)
  /// ```
  public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
    let cssClass = length == nil && edges == .all ? "cw-padding" : nil
    let style =
      cssClass != nil
      ? nil : paddingStyle(edges, length.map { "\(cssNumber($0))px" } ?? "var(--cw-padding)")
    let inset = length ?? 16
    return ModifiedView(content: self) { context, renderContent in
      var context = context
      let horizontalInset =
        (edges.contains(.leading) ? inset : 0) + (edges.contains(.trailing) ? inset : 0)
      let verticalInset = (edges.contains(.top) ? inset : 0) + (edges.contains(.bottom) ? inset : 0)
      context.environment.framedWidth = context.environment.framedWidth.map {
        max($0 - horizontalInset, 0)
      }
      context.environment.framedHeight = context.environment.framedHeight.map {
        max($0 - verticalInset, 0)
      }
      if let size = context.environment.proposedSize {
        // A shape inside draws in the frame less the padding.
        context.environment.proposedSize = CGSize(
          width: max(Double(size.width) - horizontalInset, 0),
          height: max(Double(size.height) - verticalInset, 0))
      }
      return decorate(renderContent(context), class: cssClass, style: style)
    }
  }

  /// Adds `length` points of space on every edge.
  public func padding(_ length: Double) -> some View {
    padding(.all, length)
  }

  /// Gives this view a fixed width, height or both, placing it inside that frame by
  /// `alignment`.
  ///
  /// ```swift
  /// Text("✕").frame(width: 72, height: 72)
  /// Text("Title").frame(width: 200, alignment: .leading)
  /// ```
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> some View
  {
    var styles: [String] = []
    if let width { styles.append("width:\(cssNumber(width))px") }
    if let height { styles.append("height:\(cssNumber(height))px") }
    return framed(styles: styles, alignment: alignment, width: width, height: height)
  }

  /// Bounds this view's size, placing it inside the frame by `alignment`; an infinite maximum
  /// takes all the space there is.
  ///
  /// ```swift
  /// Text("Leading").frame(maxWidth: .infinity, alignment: .leading)
  /// ```
  public func frame(
    minWidth: Double? = nil,
    idealWidth: Double? = nil,
    maxWidth: Double? = nil,
    minHeight: Double? = nil,
    idealHeight: Double? = nil,
    maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> some View {
    var styles: [String] = []
    func length(_ value: Double) -> String { value.isInfinite ? "100%" : "\(cssNumber(value))px" }
    if let minWidth { styles.append("min-width:\(length(minWidth))") }
    // CSS has no ideal size, only a size: under a finite maximum the ideal one becomes fixed.
    if let idealWidth, maxWidth == nil || maxWidth?.isInfinite == false {
      reportFixedIdealSize()
      styles.append("width:\(cssNumber(idealWidth))px")
    }
    if let maxWidth {
      styles.append("max-width:\(length(maxWidth))")
      if maxWidth.isInfinite { styles.append("width:100%;flex-grow:1") }
    }
    if let minHeight { styles.append("min-height:\(length(minHeight))") }
    if let idealHeight, maxHeight == nil || maxHeight?.isInfinite == false {
      reportFixedIdealSize()
      styles.append("height:\(cssNumber(idealHeight))px")
    }
    if let maxHeight {
      styles.append("max-height:\(length(maxHeight))")
      if maxHeight.isInfinite { styles.append("height:100%;flex-grow:1") }
    }
    return framed(
      styles: styles, alignment: alignment,
      maxWidth: maxWidth.flatMap { $0.isInfinite ? nil : $0 },
      maxHeight: maxHeight.flatMap { $0.isInfinite ? nil : $0 })
  }

  /// Wraps this view in a frame element of the given size that places it by `alignment`, as a
  /// SwiftUI frame places its child.
  private func framed(
    styles: [String], alignment: Alignment, width: Double? = nil, height: Double? = nil,
    maxWidth: Double? = nil, maxHeight: Double? = nil
  ) -> some View {
    let style = (styles + [alignment.frameCSS]).joined(separator: ";")
    return ModifiedView(content: self) { context, renderContent in
      var context = context
      let screen = MeasuredFrame.provisionalScreen
      if let width { context.environment.framedWidth = width }
      if let height { context.environment.framedHeight = height }
      if let maxWidth {
        context.environment.framedWidth = min(
          context.environment.framedWidth ?? screen.width, maxWidth)
      }
      if let maxHeight {
        context.environment.framedHeight = min(
          context.environment.framedHeight ?? screen.height, maxHeight)
      }
      // A shape below draws for this size exactly.
      if let width, let height {
        context.environment.proposedSize = CGSize(width: width, height: height)
      } else if width != nil || height != nil {
        context.environment.proposedSize = nil
      }
      return [
        containerNode("div", class: "cw-frame", style: style, children: renderContent(context))
      ]
    }
  }

  /// Makes this view give up space last when its stack is short of it.
  ///
  /// ```swift
  /// Text(todo.description).layoutPriority(1)
  /// ```
  public func layoutPriority(_ value: Double) -> some View {
    // CSS shrinks boxes in proportion to a weight, not in priority order: a positive priority
    // only keeps the view from shrinking.
    if value > 0, value != 1 {
      SurfaceWarnings.report(
        "layoutPriority(_:) counts only whether a priority is positive, so positive priorities "
          + "are not ordered.")
    }
    return decorated(
      style: value > 0 ? "flex-shrink:0" : value < 0 ? "flex-shrink:\(cssNumber(1 - value))" : nil)
  }

  /// Keeps this view at its ideal size, neither compressed nor stretched.
  ///
  /// ```swift
  /// Text("Never truncated").fixedSize()
  /// ```
  public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Keeps this view at its ideal width, height or both.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    var styles: [String] = []
    if horizontal { styles.append("flex-shrink:0;width:max-content;max-width:none") }
    if vertical { styles.append("height:max-content;max-height:none") }
    return decorated(style: styles.isEmpty ? nil : styles.joined(separator: ";"))
  }

  /// Keeps this view at `aspectRatio` (width over height), fitting in or filling its space;
  /// `nil` keeps the content's own ratio.
  ///
  /// ```swift
  /// BoardView(store: store).aspectRatio(1, contentMode: .fit)
  /// ```
  public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> some View {
    if aspectRatio == nil {
      SurfaceWarnings.report(
        "aspectRatio(_:contentMode:), scaledToFit() and scaledToFill() without a ratio leave "
          + "most views unchanged.")
    }
    if contentMode == .fill {
      SurfaceWarnings.report(
        "aspectRatio(_:contentMode: .fill) and scaledToFill() neither overflow nor crop: the "
          + "view is only kept at least as wide as its space.")
    }
    var styles: [String] = []
    if let aspectRatio, aspectRatio > 0, aspectRatio.isFinite {
      styles.append("aspect-ratio:\(cssNumber(aspectRatio))")
    }
    switch contentMode {
    case .fit: styles.append("max-width:100%;max-height:100%;object-fit:contain")
    case .fill: styles.append("min-width:100%;object-fit:cover")
    }
    return decorated(style: styles.joined(separator: ";"))
  }

  /// Keeps this view at the aspect ratio of `size`.
  public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
    aspectRatio(size.height == 0 ? nil : Double(size.width / size.height), contentMode: contentMode)
  }

  /// Scales this view to fit its space, keeping its aspect ratio.
  public func scaledToFit() -> some View {
    aspectRatio(contentMode: .fit)
  }

  /// Scales this view to fill its space, keeping its aspect ratio.
  public func scaledToFill() -> some View {
    aspectRatio(contentMode: .fill)
  }

  /// Sets the font of the text in the view: a CSS class (or inline size) that the text inherits.
  public func font(_ font: Font?) -> some View {
    decorated(class: font?.cssClass, style: font?.cssStyle)
  }

  /// Colors the text, icons, shapes, text fields and plain buttons in the view: an inline
  /// `color` style they inherit, and the `--cw-fg` variable that buttons read.
  ///
  /// ```swift
  /// HStack { … }.foregroundColor(todo.isComplete ? .gray : nil)
  /// ```
  public func foregroundColor(_ color: Color?) -> some View {
    decorated(style: color.map { "color:\($0.cssValue);--cw-fg:\($0.cssValue)" })
  }

  /// Colors the content of the view with a style; gradients show through text and fill icons
  /// and shapes with their first color.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    let paint = ComposableWeb.paint(of: style)
    if !(paint is Color || paint is ForegroundStyle) {
      SurfaceWarnings.report(
        "foregroundStyle(_:) with a gradient colors views other than Text with its first "
          + "color only.")
    }
    let color = paint.cssColor
    return decorated(style: "color:\(color);--cw-fg:\(color)")
  }

  /// Tints the controls in the view — buttons, toggles, sliders, links — with a color.
  ///
  /// ```swift
  /// Form { … }.accentColor(.orange)
  /// ```
  public func accentColor(_ accentColor: Color?) -> some View {
    let style = accentColor.map { "--cw-accent:\($0.cssValue)" }
    return ModifiedView(content: self) { context, renderContent in
      var context = context
      if accentColor != nil { context.environment.isTinted = true }
      return decorate(renderContent(context), class: nil, style: style)
    }
  }

  /// Tints the controls in the view with a color: the same as ``accentColor(_:)``.
  public func tint(_ tint: Color?) -> some View {
    accentColor(tint)
  }

  /// Sets the weight of the text in the view.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    decorated(style: weight.map { "font-weight:\($0.cssValue)" })
  }

  /// Rounds the view's corners: an inline `border-radius` style.
  public func cornerRadius(_ radius: Double) -> some View {
    decorated(style: "border-radius:\(cssNumber(radius))px;overflow:hidden")
  }

  /// Makes the view translucent: an inline `opacity` style.
  public func opacity(_ opacity: Double) -> some View {
    decorated(class: "cw-fx", style: "opacity:\(cssNumber(min(max(opacity, 0), 1)))")
  }

  /// Aligns the lines of multi-line text: an inline `text-align` style.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    decorated(style: "text-align:\(alignment.css)")
  }

  /// Limits the text to a number of lines: an inline line clamp.
  public func lineLimit(_ number: Int?) -> some View {
    decorated(
      style: number.map {
        "display:-webkit-box;-webkit-line-clamp:\($0);-webkit-box-orient:vertical;overflow:hidden"
      }
    )
  }

  /// Labels the view for assistive technology: the `aria-label` attribute of its elements.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    let label = String(label)
    return ModifiedView(content: self) { context, renderContent in
      let nodes = renderContent(context)
      for node in nodes { node.attributes.set("aria-label", label) }
      return nodes
    }
  }
}

/// Warns that a frame's ideal width or height is drawn as a fixed one.
private func reportFixedIdealSize() {
  SurfaceWarnings.report(
    "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:) fixes an "
      + "ideal width or height unless the maximum is infinite.")
}

private func paddingStyle(_ edges: Edge.Set, _ value: String) -> String? {
  let styles = Edge.allCases
    .filter { edges.contains(Edge.Set($0)) }
    .map { "padding-\($0.cssName):\(value)" }
  return styles.isEmpty ? nil : styles.joined(separator: ";")
}
