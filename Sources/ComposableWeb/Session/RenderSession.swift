import ComposableArchitecture
import IssueReporting

/// A rendered page and its live state: one per browser tab, or one per unit test.
///
/// ```swift
/// let session = RenderSession(root: SettingsView(store: store))
/// session.html                                        // the first paint
/// let name = try #require(session.nodeID("input", label: "Display name"))
/// let patches = try session.dispatch(.input(id: name, value: "Blob"))
/// ```
///
/// The session renders the root view once. After that, only observation boundaries (the store
/// views) re-render, and only when their de-duplicated state changes: each event is handed to
/// the control it targets, the control writes its binding or sends its action, and the session
/// answers with the patches that bring the page up to date.
///
/// A session is not thread-safe. Like the stores it shows, use it on one thread: the one that
/// created the stores (for a live session: its own serial executor).
public final class RenderSession {
  /// The page's root element; its children are the root view's nodes.
  let rootNode: Node
  private var rootBoundary: Boundary!
  private var nodesByID: [Int: Node] = [:]
  private var nextNodeID = 0
  private var boundarySerial = 0
  private var dirtyBoundaries: [Boundary] = []
  private var appearQueue: [() -> Void] = []
  private var isFlushing = false
  private var isDispatching = false
  /// The sequence number of the latest message handled, so a message sent again after a
  /// reconnect is not handled twice.
  var lastSequence = Int.min
  /// Where each element being dragged was last reported, to drop repeated reports.
  private var lastDragLocation: [Int: CGPoint] = [:]
  /// The dynamic-property storage of the views on the page, by identity (weakly: the views'
  /// boundaries own it).
  var viewStorages: [ViewIdentity: WeakViewStorage] = [:]

  /// The animation the changes of the last ``flush()`` (or ``dispatch(_:)``) asked for, if any:
  /// the client script shows such patches with a view transition of that duration.
  ///
  /// ```swift
  /// viewStore.send(.toggleDetails, animation: .easeInOut)
  /// session.flush()
  /// session.lastFlushAnimation  // easeInOut(duration: 0.35)
  /// ```
  public private(set) var lastFlushAnimation: Animation?
  /// The animation asked for by the changes waiting to be flushed.
  var pendingAnimation: Animation?

  /// The work the last ``flush()`` (or ``dispatch(_:)``) did.
  public private(set) var lastFlushStatistics = RenderStatistics()
  /// The statistics of the flush in progress.
  var statistics = RenderStatistics()

  /// Called when state changed outside a ``dispatch(_:)`` — an effect fed an action back — so a
  /// host can schedule a ``flush()`` and send its patches. Called once per batch of changes,
  /// on the thread that changed the state.
  ///
  /// ```swift
  /// session.onNeedsFlush = { DispatchQueue.main.async { send(session.flush()) } }
  /// ```
  public var onNeedsFlush: (() -> Void)?

  /// The line to this session's browser tab: server code asks the page to run a browser API
  /// through it (``BrowserBridge/call(_:timeout:)``), and the page's replies arrive as
  /// messages to this session.
  ///
  /// ```swift
  /// let session = RenderSession(root: SettingsView(store: store), bridge: bridge)
  /// session.bridge.attach { frame in socket.send(frame) }
  /// ```
  public let bridge: BrowserBridge
  /// The store executor the session was made on, if any: its context leads to ``bridge``.
  private weak var executor: StoreExecutor?

  /// Renders `root` and runs its `onAppear` work. Pass the `bridge` that the view's clients
  /// call the page through, if they do.
  public convenience init<Content: View>(root: Content, bridge: BrowserBridge = BrowserBridge()) {
    self.init(bridge: bridge, makeRoot: { root })
  }

  /// Renders the view `root` builds, and runs its `onAppear` work. ``refresh()`` calls `root`
  /// again.
  public convenience init<Content: View>(@ViewBuilder root: @escaping () -> Content) {
    self.init(bridge: BrowserBridge(), makeRoot: root)
  }

  private init<Content: View>(bridge: BrowserBridge, makeRoot: @escaping () -> Content) {
    self.bridge = bridge
    rootNode = Node(tag: "div", children: [])
    rootNode.attributes.set("class", "cw-root")
    rootBoundary = Boundary(
      session: self, depth: 0, environment: RenderEnvironment(), identity: ViewIdentity()
    ) {
      context in renderNodes(makeRoot(), context: context)
    }
    rootNode.boundary = rootBoundary
    rootBoundary.node = rootNode
    // A session made on a store executor (a live server's) is what runs there: code its stores
    // run later, outside an event, finds the tab's bridge through it.
    executor = StoreExecutor.current
    executor?.context = bridge
    mount(rootNode)
    bridge.withCurrent {
      rootNode.children = rootBoundary.render()
      for child in rootNode.children { mount(child) }
      // Changes made by `onAppear` work land in the tree before anyone sees it.
      _ = flush()
    }
  }

  deinit {
    // The executor may run another tab's session next: it no longer leads to this one's tab.
    if let executor, executor.context as? BrowserBridge === bridge {
      executor.context = nil
    }
    rootBoundary.dispose()
    // No page will answer a session that is gone: its callers hear so at once.
    bridge.close()
  }

  /// The page as HTML, as it stands now: the first paint right after creation.
  public var html: String {
    var writer = HTMLWriter()
    writer.write(rootNode)
    return writer.output
  }

  /// The number of elements on the page, for tests and benchmarks.
  public var nodeCount: Int { nodesByID.count }

  /// An estimate of the memory the session holds, in bytes: its mounted elements times
  /// ``estimatedBytesPerNode``. A live server budgets sessions by it.
  ///
  /// An estimate, not a measurement: a session's memory is spread over its stores, view
  /// storage, closures and node tree, in a heap other sessions share. What a page holds grows
  /// with what it shows, so the element count is the measure; `SessionMemoryEstimateTests`
  /// checks the estimate against the process's real growth.
  package var estimatedMemory: Int { nodesByID.count * Self.estimatedBytesPerNode }

  /// What one mounted element costs, all told: the node, its attributes and handlers, and its
  /// share of the boundaries, view stores and closures that render it. Measured as a process's
  /// growth over 2 000 counter rows of six elements each (`SessionMemoryEstimateTests` prints
  /// it), rounded up: a debug build's figure, a little above a release build's.
  package static let estimatedBytesPerNode = 896

  // MARK: - Events

  /// Hands an event to the element it targets and returns the patches for what changed.
  ///
  /// Throws, and changes nothing, if the element is not on this page, is disabled, or does not
  /// take this kind of event.
  @discardableResult
  public func dispatch(_ event: ClientEvent) throws(EventError) -> [Patch] {
    // The tab's bridge is current while its event is handled, for the Apple stand-ins.
    var result: Result<[Patch], EventError> = .success([])
    bridge.withCurrent {
      result = Result { () throws(EventError) in try handle(event) }
    }
    return try result.get()
  }

  private func handle(_ event: ClientEvent) throws(EventError) -> [Patch] {
    guard let node = node(for: event.id) else { throw .unknownNode(event.id) }
    let handlers = node.handlers
    guard !handlers.isDisabled else { throw .disabled(event.id) }
    isDispatching = true
    defer { isDispatching = false }
    switch event {
    case .click:
      guard let click = handlers.click else { throw unsupported("click", event) }
      click()
    case let .input(_, value):
      guard let input = handlers.input else { throw unsupported("input", event) }
      input(value)
    case let .toggle(_, isOn):
      guard let toggle = handlers.toggle else { throw unsupported("toggle", event) }
      toggle(isOn)
    case let .select(_, value):
      guard let select = handlers.select else { throw unsupported("select", event) }
      select(value)
    case let .slider(_, value):
      guard let slider = handlers.slider else { throw unsupported("slider", event) }
      slider(value)
    case let .step(_, increment):
      guard let step = handlers.step else { throw unsupported("step", event) }
      step(increment)
    case .submit:
      guard let submit = handlers.submit else { throw unsupported("submit", event) }
      submit()
    case .focus:
      guard let focus = handlers.focus else { throw unsupported("focus", event) }
      focus()
    case .blur:
      guard let blur = handlers.blur else { throw unsupported("blur", event) }
      blur()
    case let .tap(_, count):
      guard let taps = handlers.gestures?.taps[count] else { throw unsupported("tap", event) }
      for tap in taps { tap() }
    case .longPress:
      guard let presses = handlers.gestures?.longPresses, !presses.isEmpty else {
        throw unsupported("press", event)
      }
      for press in presses { press() }
    case let .drag(_, drag):
      guard let gestures = handlers.gestures, gestures.dragMinimumDistance != nil else {
        throw unsupported("drag", event)
      }
      let value = DragGesture.Value(location: drag.location, startLocation: drag.startLocation)
      if drag.isEnded {
        lastDragLocation[node.id] = nil
        for action in gestures.dragEnded { action(value) }
      } else {
        // The same place again changes nothing: skip the actions and the render.
        guard lastDragLocation[node.id] != drag.location else { return [] }
        lastDragLocation[node.id] = drag.location
        for action in gestures.dragChanged { action(value) }
      }
    case let .resize(_, width, height, x, y):
      guard let resize = handlers.resize else { throw unsupported("resize", event) }
      resize(MeasuredFrame(x: x, y: y, width: width, height: height))
    }
    isDispatching = false
    var patches = flush()
    correctEcho(of: event, on: node, patches: &patches)
    return patches
  }

  private func unsupported(_ type: String, _ event: ClientEvent) -> EventError {
    .unsupportedEvent(type: type, id: event.id)
  }

  /// The mounted node with the browser id `id` (`n12`), if it is on the page.
  func node(for id: String) -> Node? {
    guard id.hasPrefix("n"), let number = Int(id.dropFirst()) else { return nil }
    return nodesByID[number]
  }

  /// Re-syncs a control the browser changed on its own when the state did not follow — a text
  /// field the reducer truncated, a toggle it refused — since no re-render would notice; and
  /// records what the browser shows when the state did follow, so later diffs start from it.
  private func correctEcho(of event: ClientEvent, on node: Node, patches: inout [Patch]) {
    guard node.id != 0, nodesByID[node.id] === node else { return }
    let id = node.domID
    switch event {
    case let .input(_, sent), let .select(_, sent):
      // The browser already shows what it sent: a patch setting it again is noise.
      patches.removeAll { $0 == .setAttribute(id: id, name: "value", value: sent) }
      guard let current = node.handlers.readValue?() ?? node.attributes["value"] else { return }
      echo(value: current, matches: current == sent, node: node, patches: &patches)
    case let .slider(_, sent):
      patches.removeAll {
        guard case let .setAttribute(patchID, "value", value) = $0 else { return false }
        return patchID == id && Double(value) == sent
      }
      guard let current = node.handlers.readValue?() ?? node.attributes["value"] else { return }
      echo(value: current, matches: Double(current) == sent, node: node, patches: &patches)
    case let .toggle(_, sent):
      patches.removeAll {
        sent
          ? $0 == .setAttribute(id: id, name: "checked", value: "")
          : $0 == .removeAttribute(id: id, name: "checked")
      }
      let current = node.handlers.readIsOn?() ?? (node.attributes["checked"] != nil)
      node.attributes.set("checked", isOn: current)
      guard current != sent else { return }
      let patch: Patch =
        current
        ? .setAttribute(id: id, name: "checked", value: "")
        : .removeAttribute(id: id, name: "checked")
      if !patches.contains(patch) { patches.append(patch) }
    default:
      break
    }
  }

  private func echo(value: String, matches: Bool, node: Node, patches: inout [Patch]) {
    node.attributes.set("value", value)
    guard !matches else { return }
    let patch = Patch.setAttribute(id: node.domID, name: "value", value: value)
    if !patches.contains(patch) { patches.append(patch) }
  }

  // MARK: - Rendering

  /// Re-renders the boundaries whose state changed and returns the patches, in order.
  ///
  /// ``dispatch(_:)`` flushes by itself; call this after state changed some other way, such as
  /// an effect's action arriving later.
  public func flush() -> [Patch] {
    guard !isFlushing else { return [] }
    isFlushing = true
    statistics = RenderStatistics()
    defer {
      isFlushing = false
      lastFlushStatistics = statistics
      lastFlushAnimation = pendingAnimation
      pendingAnimation = nil
    }
    var patches: [Patch] = []
    var rounds = 0
    while !dirtyBoundaries.isEmpty || !appearQueue.isEmpty {
      rounds += 1
      guard rounds <= 64 else {
        reportLibraryIssue(
          """
          A page kept changing while it rendered: 64 rounds of onAppear work and re-renders did \
          not settle. Check for onAppear work that changes the state it appears for.
          """
        )
        dirtyBoundaries.removeAll()
        appearQueue.removeAll()
        break
      }
      let batch = dirtyBoundaries.sorted {
        ($0.depth, $0.serial) < ($1.depth, $1.serial)
      }
      dirtyBoundaries.removeAll(keepingCapacity: true)
      for boundary in batch where boundary.isDirty && !boundary.isDisposed {
        statistics.boundariesRendered += 1
        boundary.update(into: &patches)
      }
      let appear = appearQueue
      appearQueue.removeAll()
      for work in appear { work() }
    }
    let ordered = orderFocusPatches(patches)
    statistics.patches = ordered.count
    return ordered
  }

  /// Re-renders the whole page from the root view and returns the patches: for pages whose
  /// state lives outside any store (plain bindings in tests).
  public func refresh() -> [Patch] {
    rootBoundary.invalidate()
    return flush()
  }

  /// Focus changes go last, once the elements they name are in place; only the last focus
  /// counts.
  private func orderFocusPatches(_ patches: [Patch]) -> [Patch] {
    var structural: [Patch] = []
    var blurs: [Patch] = []
    var focus: Patch?
    for patch in patches {
      switch patch {
      case .focus: focus = patch
      case .blur: blurs.append(patch)
      default: structural.append(patch)
      }
    }
    return structural + blurs + (focus.map { [$0] } ?? [])
  }

  func boundaryDidInvalidate(_ boundary: Boundary) {
    dirtyBoundaries.append(boundary)
    if !isDispatching && !isFlushing {
      onNeedsFlush?()
    }
  }

  /// Runs `work` once the current render is on the page, as `onAppear` work runs: how
  /// `onChange(of:)` reports a change it saw while rendering.
  func afterRender(_ work: @escaping () -> Void) {
    appearQueue.append(work)
    if !isDispatching && !isFlushing {
      onNeedsFlush?()
    }
  }

  func nextBoundarySerial() -> Int {
    boundarySerial += 1
    return boundarySerial
  }

  /// Mounts a boundary rendered in `context` as a wrapper element holding its content.
  func mount(_ boundary: Boundary, tag: String = "cw-b") -> Node {
    let node = Node(tag: tag, children: boundary.render())
    node.boundary = boundary
    boundary.node = node
    return node
  }

  // MARK: - Mounting

  /// Gives `node` and its descendants ids and queues their `onAppear` work.
  func mount(_ node: Node) {
    node.visitSubtree { node in
      statistics.nodesMounted += 1
      nextNodeID += 1
      node.id = nextNodeID
      nodesByID[node.id] = node
      if !node.onAppear.isEmpty {
        appearQueue.append(contentsOf: node.onAppear)
      }
    }
  }

  /// Forgets `node` and its descendants, runs their `onDisappear` work and disposes of their
  /// boundaries.
  func unmount(_ node: Node) {
    node.visitSubtree { node in
      statistics.nodesUnmounted += 1
      if nodesByID[node.id] === node {
        nodesByID[node.id] = nil
      }
      if !lastDragLocation.isEmpty { lastDragLocation[node.id] = nil }
      node.boundary?.dispose()
      if !node.onDisappear.isEmpty {
        appearQueue.append(contentsOf: node.onDisappear)
      }
    }
  }

  func htmlString(_ node: Node) -> String {
    var writer = HTMLWriter()
    writer.write(node)
    return writer.output
  }
}

extension RenderSession {
  /// The id of the first element, in document order, with this tag whose text, placeholder,
  /// `aria-label` or label matches `label` (any, when `nil`): a way for tests to find controls.
  ///
  /// ```swift
  /// let reset = session.nodeID("button", label: "Reset")
  /// ```
  public func nodeID(_ tag: String, label: String? = nil) -> String? {
    nodeIDs(tag, label: label).first
  }

  /// The ids of all elements with this tag and label, in document order.
  public func nodeIDs(_ tag: String, label: String? = nil) -> [String] {
    var result: [String] = []
    for child in rootNode.children {
      child.visitSubtree { node in
        guard node.tag == tag else { return }
        if let label {
          guard
            node.textContent == label
              || node.attributes["placeholder"] == label
              || node.attributes["aria-label"] == label
          else { return }
        }
        result.append(node.domID)
      }
    }
    return result
  }

  /// The ids of all elements that carry the attribute `name`, in document order: the element a
  /// gesture is attached to (`data-cw-drag`), say.
  package func nodeIDs(withAttribute name: String) -> [String] {
    var result: [String] = []
    for child in rootNode.children {
      child.visitSubtree { node in
        if node.attributes[name] != nil { result.append(node.domID) }
      }
    }
    return result
  }

  /// The HTML of the element with this id as it stands now.
  public func html(of id: String) -> String? {
    node(for: id).map(htmlString)
  }
}
