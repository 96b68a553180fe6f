/// One element of a rendered page: what a view turns into, and what patches refer to.
///
/// ```swift
/// let node = Node(tag: "button", text: "Reset")
/// node.attributes.set("data-cw", "click")
/// ```
///
/// A node is either a leaf holding text or a container of child nodes, never both, so the page
/// has no bare text nodes and every patch can address an element by its id. Freshly rendered
/// nodes have no id; a session assigns one when it mounts them, and diffing keeps the ids of the
/// nodes it matches, so the browser's elements (and their focus and caret) survive re-renders.
final class Node {
  // The fields are `@exclusivity(unchecked)`, like a store's: a node belongs to its session,
  // which renders and diffs on one executor, one message at a time, and the renderer never
  // overlaps two accesses to one field. The runtime's dynamic checks (a `swift_beginAccess` per
  // field access) were several percent of a click, protecting nothing.

  /// The per-session id, `0` until mounted.
  @exclusivity(unchecked) var id = 0
  let tag: String
  @exclusivity(unchecked) var attributes = Attributes()
  @exclusivity(unchecked) var children: [Node] = []
  /// What the node does when the browser reports an event on it.
  @exclusivity(unchecked) var handlers = EventHandlers()
  /// The observation boundary whose content this node wraps, if it is a boundary's root.
  @exclusivity(unchecked) var boundary: Boundary?
  /// What few nodes have (see ``Extras``), allocated by the first of them set.
  @exclusivity(unchecked) private var extras: Extras?
  /// Identifies the node among its siblings across renders: its place in the view's structure,
  /// a `ForEach` element's id.
  @exclusivity(unchecked) var key: NodeKey?
  /// The text content of a leaf; `nil` for a container.
  @exclusivity(unchecked) var text: String?

  /// The fields most nodes leave empty, out of line: a page holds a node for every element, so
  /// each byte of a node is paid thousands of times.
  private final class Extras {
    var selectionTag: AnyHashable?
    var optionContent: [Node]?
    var wantsFocus = false
    var onAppear: [() -> Void] = []
    var onDisappear: [() -> Void] = []
    var retainedStorage: [ViewStorage] = []
  }

  /// Sets one of the extras, allocating them unless the value is the empty one and there are
  /// none yet.
  private func setExtra<Value>(
    _ field: ReferenceWritableKeyPath<Extras, Value>, _ value: Value, isEmpty: Bool
  ) {
    if extras == nil {
      if isEmpty { return }
      extras = Extras()
    }
    extras![keyPath: field] = value
  }

  /// The selection value of a picker option: its `ForEach` id or its `tag`.
  var selectionTag: AnyHashable? {
    get { extras?.selectionTag }
    set { setExtra(\.selectionTag, newValue, isEmpty: newValue == nil) }
  }
  /// What a picker option showed before it became an `<option>`: a segmented or inline picker
  /// shows it as it is, icons included.
  var optionContent: [Node]? {
    get { extras?.optionContent }
    set { setExtra(\.optionContent, newValue, isEmpty: newValue == nil) }
  }
  /// Whether a focus binding wants this element focused.
  var wantsFocus: Bool {
    get { extras?.wantsFocus ?? false }
    set { setExtra(\.wantsFocus, newValue, isEmpty: !newValue) }
  }
  /// Work to run once the node is on the page, and once it leaves it.
  var onAppear: [() -> Void] {
    get { extras?.onAppear ?? [] }
    set { setExtra(\.onAppear, newValue, isEmpty: newValue.isEmpty) }
  }
  var onDisappear: [() -> Void] {
    get { extras?.onDisappear ?? [] }
    set { setExtra(\.onDisappear, newValue, isEmpty: newValue.isEmpty) }
  }
  /// Per-identity storage of modifiers on this node (`onChange(of:)`'s last value): kept as long
  /// as the node is on the page.
  var retainedStorage: [ViewStorage] {
    get { extras?.retainedStorage ?? [] }
    set { setExtra(\.retainedStorage, newValue, isEmpty: newValue.isEmpty) }
  }

  init(tag: String, text: String? = nil) {
    self.tag = tag
    self.text = text
  }

  init(tag: String, children: [Node]) {
    self.tag = tag
    self.children = children
  }

  /// Whether the element is an HTML void element, written without content or closing tag.
  var isVoid: Bool {
    switch tag {
    case "input", "hr", "br", "img", "meta", "link": true
    default: false
    }
  }

  /// The id as the browser sees it, `n12`.
  var domID: String { "n\(id)" }

  /// The text of this node and its descendants, in order: what a label reads.
  var textContent: String {
    if let text { return text }
    var result = ""
    for child in children { result += child.textContent }
    return result
  }

  /// Calls `body` on this node and every descendant, parents first.
  func visitSubtree(_ body: (Node) -> Void) {
    body(self)
    for child in children { child.visitSubtree(body) }
  }
}
