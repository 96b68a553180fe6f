/// A control with increment and decrement buttons, bound to a value or running actions.
///
/// ```swift
/// Stepper("\(viewStore.count)", value: viewStore.$count, in: 0...10)
/// Stepper("Quantity", onIncrement: { viewStore.send(.increment) },
///         onDecrement: { viewStore.send(.decrement) })
/// ```
///
/// Renders as a group with a label and two buttons; pressing one becomes a `step` event on the
/// group. With a range, the button that would leave it renders disabled and ignores presses.
public struct Stepper<Label: View>: View {
  let label: Label
  let onIncrement: (() -> Void)?
  let onDecrement: (() -> Void)?
  let canIncrement: () -> Bool
  let canDecrement: () -> Bool
  let onEditingChanged: (Bool) -> Void

  /// A stepper running actions, with a custom label.
  public init(
    onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
    self.canIncrement = { true }
    self.canDecrement = { true }
    self.onEditingChanged = onEditingChanged
  }

  /// A stepper bound to a value kept within `bounds`, with a custom label.
  public init<V: Strideable>(
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.onIncrement = {
      value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound)
    }
    self.onDecrement = {
      value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound)
    }
    self.canIncrement = { value.wrappedValue < bounds.upperBound }
    self.canDecrement = { value.wrappedValue > bounds.lowerBound }
    self.onEditingChanged = onEditingChanged
  }

  /// A stepper bound to an unbounded value, with a custom label.
  public init<V: Strideable>(
    value: Binding<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    self.onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    self.canIncrement = { true }
    self.canDecrement = { true }
    self.onEditingChanged = onEditingChanged
  }

  public var body: Never { primitiveBody(of: self) }
}

extension Stepper where Label == Text {
  /// A stepper running actions, labelled with a string.
  public init<S: StringProtocol>(
    _ title: S,
    onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged,
      label: { Text(title) }
    )
  }

  /// A stepper bound to a value kept within `bounds`, labelled with a string.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S,
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, onEditingChanged: onEditingChanged,
      label: { Text(title) }
    )
  }

  /// A stepper bound to an unbounded value, labelled with a string.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S,
    value: Binding<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, step: step, onEditingChanged: onEditingChanged, label: { Text(title) }
    )
  }
}

extension Stepper: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let isDisabled = context.environment.isDisabled
    let canDecrement = onDecrement != nil && canDecrement() && !isDisabled
    let canIncrement = onIncrement != nil && canIncrement() && !isDisabled
    let decrement = stepButton("−", label: "Decrement", direction: "dec", isEnabled: canDecrement)
    let increment = stepButton("+", label: "Increment", direction: "inc", isEnabled: canIncrement)
    let labelNode = Node(tag: "span", children: renderNodes(label, context: context))
    labelNode.attributes.set("class", "cw-label")
    let node = Node(tag: "div", children: [labelNode, decrement, increment])
    node.attributes.set("class", "cw-stepper")
    node.attributes.set("role", "group")
    node.attributes.set("data-cw", "step")
    let onIncrement = self.onIncrement
    let onDecrement = self.onDecrement
    let onEditingChanged = self.onEditingChanged
    node.handlers.step = { isIncrement in
      // A press on a button that renders disabled is refused like any disabled control.
      guard isIncrement ? canIncrement : canDecrement else { return }
      onEditingChanged(true)
      (isIncrement ? onIncrement : onDecrement)?()
      onEditingChanged(false)
    }
    context.decorateControl(node)
    nodes.append(node)
  }

  private func stepButton(_ symbol: String, label: String, direction: String, isEnabled: Bool)
    -> Node
  {
    let button = Node(tag: "button", text: symbol)
    button.attributes.set("type", "button")
    button.attributes.set("class", "cw-step")
    button.attributes.set("aria-label", label)
    button.attributes.set("data-step", direction)
    button.attributes.set("disabled", isOn: !isEnabled)
    return button
  }
}
