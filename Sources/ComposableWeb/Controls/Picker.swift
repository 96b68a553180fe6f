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

extension Picker where Label == Text {
  /// A picker labelled with a localized string key: a string literal.
  public init(
    _ titleKey: LocalizedStringKey,
    selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, label: Text(titleKey), content: content)
  }
}

extension Picker: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    var optionContext = context
    optionContext.environment.isPickerContent = true
    let options = collectOptions(renderNodes(content, context: optionContext))
    switch context.environment.pickerClass {
    case "cw-ps-segmented":
      nodes.append(renderChoices(options, class: "cw-segmented", context: context))
      return
    case "cw-ps-inline":
      nodes.append(renderChoices(options, class: "cw-inline-picker", context: context))
      return
    default:
      break
    }
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
    if context.environment.pickerClass == "cw-ps-wheel" {
      // A list box showing several options at once, as a wheel does.
      select.attributes.set("size", String(min(max(options.count, 2), 5)))
    }
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

  /// A segmented control or an inline list of choices: one radio button per option, showing
  /// the option's own content; pressing one selects it.
  private func renderChoices(_ options: [Node], class cssClass: String, context: RenderContext)
    -> Node
  {
    let selection = self.selection
    let current = selection.wrappedValue
    let isInline = cssClass == "cw-inline-picker"
    var buttons: [Node] = []
    for option in options {
      let value = option.selectionTag?.base as? SelectionValue
      let isSelected = value == current
      var content = option.optionContent ?? [Node(tag: "span", text: option.text ?? "")]
      if isInline {
        content = [containerNode("span", class: "cw-choice-title", children: content)]
        if isSelected {
          content.append(contentsOf: renderNodes(Image(systemName: "checkmark"), context: context))
        }
      }
      let button = Node(tag: "button", children: content)
      button.key = option.key
      button.attributes.set("type", "button")
      button.attributes.set("class", isInline ? "cw-choice" : "cw-segment")
      button.attributes.set("role", "radio")
      button.attributes.set("aria-checked", isSelected ? "true" : "false")
      button.attributes.set("data-cw", "click")
      if let value {
        button.handlers.click = { selection.wrappedValue = value }
      } else {
        button.handlers.click = {}
      }
      context.decorateControl(button)
      buttons.append(button)
    }
    let group = Node(tag: "div", children: buttons)
    group.attributes.set("class", cssClass)
    group.attributes.set("role", "radiogroup")
    let labelText = renderNodes(label, context: context).map(\.textContent).joined()
    if !labelText.isEmpty { group.attributes.set("aria-label", labelText) }
    guard isInline, !labelText.isEmpty else { return group }
    let header = Node(tag: "span", text: labelText)
    header.attributes.set("class", "cw-label")
    return containerNode("div", class: "cw-inline-picker-row", children: [header, group])
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
        option.optionContent = [node]
        options.append(option)
      }
    }
    return options
  }
}
