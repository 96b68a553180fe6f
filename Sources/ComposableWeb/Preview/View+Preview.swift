extension View {
  /// Sizes this view's preview: like a device screen, to fit, or to a fixed size.
  ///
  /// ```swift
  /// RowView(todo: .mock).previewLayout(.fixed(width: 320, height: 60))
  /// ```
  ///
  /// Only a ``PreviewCatalog`` page shows the layout; elsewhere the view renders as it is.
  public func previewLayout(_ layout: PreviewLayout) -> some View {
    previewFrame { $0.layout = layout }
  }

  /// Names this view's preview in a ``PreviewCatalog``.
  ///
  /// ```swift
  /// ContentView().previewDisplayName("Empty")
  /// ```
  public func previewDisplayName(_ name: String?) -> some View {
    previewFrame { $0.displayName = name }
  }

  /// Picks the device a preview imitates, by name; the catalog shows the name.
  ///
  /// The frame keeps a phone's size whatever the device: a runtime warning says so for a
  /// device that is not an iPhone.
  public func previewDevice(_ device: PreviewDevice?) -> some View {
    previewFrame { frame in
      if let device, !device.rawValue.hasPrefix("iPhone") {
        SurfaceWarnings.report(
          "previewDevice(_:) only captions the preview: the frame keeps a phone's size.")
      }
      frame.device = device
    }
  }

  /// Turns a device preview to `orientation`.
  public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
    previewFrame { $0.orientation = orientation }
  }

  private func previewFrame(_ update: @escaping (inout PreviewFrame) -> Void) -> some View {
    ModifiedView(content: self) { context, renderContent in
      switch context.environment.preview {
      case nil:
        return renderContent(context)
      case let .framing(box):
        // An outer preview modifier frames this preview: add to what it knows.
        update(&box.frame)
        return renderContent(context)
      case .catalog:
        // The outermost preview modifier frames the preview, once the ones inside it have
        // said how.
        let box = PreviewFrameBox()
        update(&box.frame)
        var context = context
        context.environment.preview = .framing(box)
        let nodes = renderContent(context)
        return [box.frame.node(around: nodes)]
      }
    }
  }
}

/// Whether views render in a ``PreviewCatalog``, and the frame of the preview rendering now.
enum PreviewContext {
  case catalog
  case framing(PreviewFrameBox)
}

/// The frame of one preview, filled in by its modifiers while it renders.
final class PreviewFrameBox {
  var frame = PreviewFrame()
}

/// How a preview in a ``PreviewCatalog`` is framed, as its modifiers set it.
struct PreviewFrame {
  var layout = PreviewLayout.device
  var displayName: String?
  var device: PreviewDevice?
  var orientation = InterfaceOrientation.portrait

  /// A captioned frame around a preview's nodes.
  func node(around content: [Node]) -> Node {
    var caption = displayName ?? ""
    if let device { caption += caption.isEmpty ? device.rawValue : " · \(device.rawValue)" }
    let style: String
    switch layout {
    case .device:
      style = orientation.isLandscape ? "width:844px;height:390px" : "width:390px;height:844px"
    case .sizeThatFits:
      style = "width:max-content;max-width:100%"
    case let .fixed(width, height):
      style = "width:\(cssNumber(width))px;height:\(cssNumber(height))px"
    }
    let screen = containerNode("div", class: "cw-preview-screen", style: style, children: content)
    var children: [Node] = []
    if !caption.isEmpty {
      let label = Node(tag: "div", text: caption)
      label.attributes.set("class", "cw-preview-caption")
      children.append(label)
    }
    children.append(screen)
    return containerNode("figure", class: "cw-preview", children: children)
  }
}
