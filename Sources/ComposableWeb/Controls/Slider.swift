/// A control for choosing a number in a range, bound to the value.
///
/// ```swift
/// Slider(value: viewStore.$volume, in: 0...1)
/// Slider(value: viewStore.$speed, in: 0...10, step: 0.5)
/// ```
///
/// Renders as `<input type="range">`; moving it becomes a `slider` event. The server clamps the
/// value to the range and rounds it to the step before writing the binding.
public struct Slider<Label: View, Value: BinaryFloatingPoint>: View
where Value.Stride: BinaryFloatingPoint {
  let value: Binding<Value>
  let bounds: ClosedRange<Value>
  let step: Value.Stride?
  let label: Label

  /// A slider with a label.
  public init(
    value: Binding<Value>,
    in bounds: ClosedRange<Value> = 0...1,
    step: Value.Stride,
    onEditingChanged: ((Bool) -> Void)? = nil,
    @ViewBuilder label: () -> Label
  ) {
    self.value = value
    self.bounds = bounds
    self.step = step
    self.label = label()
    reportEditingChanges(onEditingChanged)
  }

  /// A continuous slider with a label.
  public init(
    value: Binding<Value>,
    in bounds: ClosedRange<Value> = 0...1,
    onEditingChanged: ((Bool) -> Void)? = nil,
    @ViewBuilder label: () -> Label
  ) {
    self.value = value
    self.bounds = bounds
    self.step = nil
    self.label = label()
    reportEditingChanges(onEditingChanged)
  }

  public var body: Never { primitiveBody(of: self) }
}

extension Slider where Label == EmptyView {
  /// A slider over `bounds`, moving by `step`.
  public init(
    value: Binding<Value>,
    in bounds: ClosedRange<Value> = 0...1,
    step: Value.Stride,
    onEditingChanged: ((Bool) -> Void)? = nil
  ) {
    self.init(
      value: value, in: bounds, step: step, onEditingChanged: onEditingChanged,
      label: { EmptyView() }
    )
  }

  /// A continuous slider over `bounds`.
  public init(
    value: Binding<Value>,
    in bounds: ClosedRange<Value> = 0...1,
    onEditingChanged: ((Bool) -> Void)? = nil
  ) {
    self.init(
      value: value, in: bounds, onEditingChanged: onEditingChanged, label: { EmptyView() }
    )
  }
}

/// Warns that a slider's `onEditingChanged` is never called: the browser's range input reports
/// values, not when a drag starts and ends.
private func reportEditingChanges(_ onEditingChanged: ((Bool) -> Void)?) {
  guard onEditingChanged != nil else { return }
  SurfaceWarnings.report("Slider(value:in:step:onEditingChanged:) never calls `onEditingChanged`.")
}

extension Slider: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    // The range input is colored by the page's `accent-color`, which the tint's variable
    // doesn't change below the page's root.
    if context.environment.isTinted {
      SurfaceWarnings.report(
        "accentColor(_:) and tint(_:) don't reach a Slider: it keeps the page's accent color.")
    }
    let input = Node(tag: "input")
    input.attributes.set("type", "range")
    input.attributes.set("class", "cw-slider")
    input.attributes.set("min", cssNumber(Double(bounds.lowerBound)))
    input.attributes.set("max", cssNumber(Double(bounds.upperBound)))
    input.attributes.set("step", step.map { cssNumber(Double($0)) } ?? "any")
    input.attributes.set("value", cssNumber(Double(value.wrappedValue)))
    input.attributes.set("data-cw", "slider")
    let value = self.value
    let bounds = self.bounds
    let step = self.step
    input.handlers.slider = { raw in
      guard raw.isFinite else { return }
      var newValue = min(max(Value(raw), bounds.lowerBound), bounds.upperBound)
      if let step, step > 0 {
        let steps = (Value.Stride(newValue - bounds.lowerBound) / step).rounded()
        newValue = min(bounds.lowerBound.advanced(by: steps * step), bounds.upperBound)
      }
      value.wrappedValue = newValue
    }
    input.handlers.readValue = { cssNumber(Double(value.wrappedValue)) }
    context.decorateControl(input)
    let labelNode = Node(tag: "span", children: renderNodes(label, context: context))
    labelNode.attributes.set("class", "cw-label")
    let node = Node(tag: "label", children: [labelNode, input])
    node.attributes.set("class", "cw-slider-row")
    nodes.append(node)
  }
}
