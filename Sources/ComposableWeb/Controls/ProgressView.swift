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
