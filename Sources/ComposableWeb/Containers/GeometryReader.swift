/// A view that fills the space it is given and lays out its content from that space's size,
/// as the browser measures it.
///
/// ```swift
/// GeometryReader { proxy in
///   VStack(spacing: 0) {
///     ForEach(0..<3) { row in
///       HStack(spacing: 0) {
///         ForEach(0..<3) { column in
///           CellView(row: row, column: column)
///             .frame(width: proxy.size.width / 3, height: proxy.size.width / 3)
///         }
///       }
///     }
///   }
/// }
/// ```
///
/// The page measures the reader's element and reports its size and position (once shown, and
/// again after it resizes, debounced); each new size re-renders just the reader's content. Until
/// the first report arrives the proxy's size is zero.
public struct GeometryReader<Content: View>: View {
  public var content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public var body: Never { primitiveBody(of: self) }
}

extension GeometryReader: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    let context = context.appending(.view(ObjectIdentifier(Self.self)))
    let boundary = GeometryBoundary(content: content, context: context)
    let node = context.session.mount(boundary, tag: "div")
    node.attributes.set("class", "cw-geometry")
    node.attributes.set("data-cw-measure", "")
    let storage = boundary.storage
    let slot = boundary.slot
    node.handlers.resize = { frame in
      guard !slot.isMeasured || slot.frame != frame else { return }
      slot.frame = frame
      slot.isMeasured = true
      storage.invalidate()
    }
    nodes.append(node)
  }
}

/// The boundary of a ``GeometryReader``: it renders the content from the last measured frame,
/// kept in the storage of the reader's identity.
final class GeometryBoundary<Content: View>: Boundary {
  private let content: (GeometryProxy) -> Content
  let storage: ViewStorage
  let slot: MeasuredFrameSlot

  init(content: @escaping (GeometryProxy) -> Content, context: RenderContext) {
    self.content = content
    storage = context.session.viewStorage(for: context.identity)
    var installer = DynamicPropertyInstaller(storage: storage, context: context)
    slot = installer.slot { MeasuredFrameSlot() }
    super.init(parentContext: context, content: nil)
  }

  override func render() -> [Node] {
    storage.boundary = self
    let frame = slot.isMeasured ? slot.frame : provisionalFrame
    return renderNodes(content(GeometryProxy(measured: frame)), context: context)
  }

  /// The frame the content is laid out in before the browser has measured the reader, so the
  /// server's first paint is already laid out: the size of the nearest explicit frame, in each
  /// dimension it gives, else a phone's screen.
  private var provisionalFrame: MeasuredFrame {
    MeasuredFrame(
      width: context.environment.framedWidth ?? MeasuredFrame.provisionalScreen.width,
      height: context.environment.framedHeight ?? MeasuredFrame.provisionalScreen.height)
  }
}

/// The last frame the browser measured for one ``GeometryReader``.
final class MeasuredFrameSlot {
  var frame = MeasuredFrame()
  /// Whether the browser has measured the reader yet.
  var isMeasured = false
}
