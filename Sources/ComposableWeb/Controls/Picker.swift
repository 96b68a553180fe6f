/// A control for choosing one value among options, bound to the selection.
///
/// ```swift
/// Picker("Top posts digest", selection: viewStore.$digest) {
///   ForEach(Digest.allCases, id: \.self) { Text($0.rawValue) }
/// }
/// ```
///
/// Each `ForEach` element is an option whose value is the element's id, so no `.tag` is
/// needed; a ``View/tag(_:)`` on an option overrides it. Renders as a labelled `<select>`;
/// choosing an option becomes a `select` event carrying the option's index, which the server
/// maps back to the value and writes to the binding — the browser never sends a value of its
/// own making.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let label: Label
  let selection: Binding<SelectionValue>
  let content: Content

  /// A picker with a custom label.
  public init(
    selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// A picker with a custom label, in the 2021 argument order.
  public init(
    selection: Binding<SelectionValue>,
    label: Label,
    @ViewBuilder content: () -> Content
  ) {
    self.selection = selection
    self.label = label
    self.content = content()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension Picker where Label == Text {
  /// A picker labelled with a string.
  public init<S: StringProtocol>(
    _ title: S,
    selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, label: Text(title), content: content)
  }
}

extension Picker: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    var optionContext = context
    optionContext.environment.isPickerContent = true
    let options = collectOptions(renderNodes(content, context: optionContext))
    let selection = self.selection
    let current = selection.wrappedValue
    let select = Node(tag: "select", children: options)
    var selectedIndex: Int?
    for (index, option) in options.enumerated() {
      option.attributes.set("value", String(index))
      let isSelected = (option.selectionTag?.base as? SelectionValue) == current
      option.attributes.set("selected", isOn: isSelected)
      if isSelected, selectedIndex == nil { selectedIndex = index }
    }
    var classes = "cw-picker"
    if let pickerClass = context.environment.pickerClass { classes += " " + pickerClass }
    select.attributes.set("class", classes)
    select.attributes.set("value", selectedIndex.map(String.init) ?? "")
    select.attributes.set("data-cw", "select")
    let tags = options.map(\.selectionTag)
    select.handlers.select = { value in
      guard let index = Int(value), tags.indices.contains(index),
        let newValue = tags[index]?.base as? SelectionValue
      else { return }
      selection.wrappedValue = newValue
    }
    select.handlers.readValue = {
      let current = selection.wrappedValue
      return tags.firstIndex { ($0?.base as? SelectionValue) == current }.map(String.init) ?? ""
    }
    context.decorateControl(select)
    let labelNode = Node(tag: "span", children: renderNodes(label, context: context))
    labelNode.attributes.set("class", "cw-label")
    let node = Node(tag: "label", children: [labelNode, select])
    node.attributes.set("class", "cw-picker-row")
    nodes.append(node)
  }

  /// The options among the rendered content: `ForEach` elements and tagged views become
  /// options; any other view becomes an option that selects nothing.
  private func collectOptions(_ rendered: [Node]) -> [Node] {
    var options: [Node] = []
    for node in rendered {
      if node.tag == "option" {
        options.append(node)
      } else if node.tag == "cw-i" || node.tag == "cw-b" {
        options.append(contentsOf: collectOptions(node.children))
      } else {
        let option = Node(tag: "option", text: node.textContent)
        option.key = node.key
        options.append(option)
      }
    }
    return options
  }
}
