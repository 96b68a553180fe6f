/// A progress indicator: spinning while the amount is unknown, a bar when it is known.
///
/// ```swift
/// if viewStore.isLoading { ProgressView() }
/// ProgressView("Uploading", value: viewStore.sent, total: viewStore.size)
/// ```
///
/// Renders as a `<progress>` element, with its label beside it.
public struct ProgressView<Label: View>: View {
  let label: Label
  let value: Double?
  let total: Double

  /// A progress view with a label and an optional fraction of `total` done.
  public init<V: BinaryFloatingPoint>(
    value: V?,
    total: V = 1,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.value = value.map { Double($0) }
    self.total = Double(total)
  }

  /// An indeterminate progress view with a label.
  public init(@ViewBuilder label: () -> Label) {
    self.label = label()
    self.value = nil
    self.total = 1
  }

  public var body: Never { primitiveBody(of: self) }
}

extension ProgressView where Label == EmptyView {
  /// An indeterminate progress view.
  public init() {
    self.init(label: { EmptyView() })
  }

  /// A progress view showing `value` out of `total`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
    self.init(value: value, total: total, label: { EmptyView() })
  }
}

extension ProgressView where Label == Text {
  /// An indeterminate progress view labelled with a string.
  public init<S: StringProtocol>(_ title: S) {
    self.init(label: { Text(title) })
  }

  /// A progress view labelled with a string, showing `value` out of `total`.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1) {
    self.init(value: value, total: total, label: { Text(title) })
  }
}

extension ProgressView: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    if context.environment.progressStyle == .circular, let value {
      nodes.append(
        circularProgress(fraction: total > 0 ? min(max(value / total, 0), 1) : 0, context: context))
      return
    }
    if context.environment.progressStyle == .linear, value == nil {
      SurfaceWarnings.report(
        "progressViewStyle(.linear) without a value shows a spinner, not an indeterminate bar.")
    }
    let progress = Node(tag: "progress", children: [])
    progress.attributes.set("class", "cw-progress")
    if let value {
      progress.attributes.set("value", cssNumber(min(max(value, 0), total)))
      progress.attributes.set("max", cssNumber(total))
    }
    var children = renderNodes(label, context: context)
    children.append(progress)
    let node = Node(tag: "div", children: children)
    node.attributes.set("class", "cw-progress-view")
    node.attributes.set("role", "status")
    nodes.append(node)
  }
}

extension ProgressView {
  /// A determinate circular progress view: a ring drawn as far round as the fraction done.
  private func circularProgress(fraction: Double, context: RenderContext) -> Node {
    let ring = ZStack {
      Circle().stroke(Color(css: "var(--cw-separator)"), lineWidth: 3)
      Circle()
        .trim(from: 0, to: fraction)
        .stroke(progressTint, style: StrokeStyle(lineWidth: 3, lineCap: .round))
        .rotationEffect(.degrees(-90))
    }
    .frame(width: 24, height: 24)
    var children = renderNodes(label, context: context)
    children.append(contentsOf: renderNodes(ring, context: context))
    let node = Node(tag: "div", children: children)
    node.attributes.set("class", "cw-progress-view")
    node.attributes.set("role", "progressbar")
    node.attributes.set("aria-valuenow", cssNumber(rounded3(fraction * 100)))
    node.attributes.set("aria-valuemin", "0")
    node.attributes.set("aria-valuemax", "100")
    return node
  }
}

/// A look for progress views: a bar or a spinner (a ring when the amount is known).
public protocol ProgressViewStyle {}

/// The platform's progress look: a bar when the amount is known, a spinner otherwise.
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
/// A progress bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  public init() { tint = nil }
  /// A bar filled with `tint` instead of the accent color.
  public init(tint: Color) { self.tint = tint }
}
/// A spinner, or a ring filling as the amount grows.
public struct CircularProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  public init() { tint = nil }
  /// A spinner or ring drawn in `tint` instead of the accent color.
  public init(tint: Color) { self.tint = tint }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The CSS variable a progress style's tint sets; progress views draw in it, or in the accent
/// color without one.
private let progressTintVariable = "--cw-progress-tint"
private let progressTint = Color(css: "var(\(progressTintVariable), var(--cw-accent))")

/// Which look the progress views below take.
enum ProgressStyleKind: Hashable, Sendable {
  case automatic, linear, circular
}

extension View {
  /// Styles the progress views below: a bar, or a spinner and ring, in the style's tint.
  ///
  /// ```swift
  /// ProgressView(value: 0.4).progressViewStyle(LinearProgressViewStyle(tint: .orange))
  /// ```
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    let kind: ProgressStyleKind
    let tint: Color?
    switch style {
    case let style as CircularProgressViewStyle: (kind, tint) = (.circular, style.tint)
    case let style as LinearProgressViewStyle: (kind, tint) = (.linear, style.tint)
    default: (kind, tint) = (.automatic, nil)
    }
    return environment { $0.progressStyle = kind }
      .decorated(style: tint.map { "\(progressTintVariable):\($0.cssValue)" })
  }
}
