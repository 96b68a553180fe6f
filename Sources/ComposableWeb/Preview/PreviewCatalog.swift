/// A page of previews: every view a module's ``PreviewProvider``s preview, framed and captioned
/// as their `previewLayout` and `previewDisplayName` say — a storybook for free.
///
/// ```swift
/// let server = LiveServer()
/// server.page("/previews") {
///   PreviewCatalog(CounterView_Previews.self, TodosView_Previews.self)
/// }
/// ```
public struct PreviewCatalog: View {
  let providers: [Provider]

  struct Provider {
    let name: String
    let render: (RenderContext) -> [Node]
  }

  /// A catalog of the previews of `providers`, in order.
  public init(_ providers: any PreviewProvider.Type...) {
    self.providers = providers.map { provider in
      Provider(name: Self.name(of: provider)) { context in
        func previews<P: PreviewProvider>(_ provider: P.Type) -> [Node] {
          // Every preview is framed as on a phone, the platform a 2021 iOS view targets.
          if let platform = P.platform, platform != .iOS {
            SurfaceWarnings.report(
              "PreviewProvider.platform is ignored: every preview is framed as on a phone.")
          }
          return renderNodes(P.previews, context: context)
        }
        return previews(provider)
      }
    }
  }

  private static func name(of provider: any PreviewProvider.Type) -> String {
    let name = String(describing: provider)
    guard name.hasSuffix("_Previews"), name.count > "_Previews".count else { return name }
    return String(name.dropLast("_Previews".count))
  }

  public var body: Never { primitiveBody(of: self) }
}

extension PreviewCatalog: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    var context = context
    context.environment.preview = .catalog
    var sections: [Node] = []
    for (index, provider) in providers.enumerated() {
      let title = Node(tag: "h2", text: provider.name)
      title.attributes.set("class", "cw-preview-title")
      // Previews without a preview modifier get the default frame.
      let previews = provider.render(context.appending(.position(index))).map { node in
        node.tag == "figure" && node.attributes["class"] == "cw-preview"
          ? node : PreviewFrame().node(around: [node])
      }
      let section = containerNode(
        "section", class: "cw-preview-section",
        children: [title, containerNode("div", class: "cw-preview-row", children: previews)])
      section.key = .identity(index)
      sections.append(section)
    }
    nodes.append(containerNode("div", class: "cw-preview-catalog", children: sections))
  }
}
