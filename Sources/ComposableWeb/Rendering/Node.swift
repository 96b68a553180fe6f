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
  /// The per-session id, `0` until mounted.
  var id = 0
  let tag: String
  var attributes = Attributes()
  /// The text content of a leaf; `nil` for a container.
  var text: String?
  var children: [Node] = []
  /// Identifies the node among its siblings across renders: a `ForEach` element's id.
  var key: AnyHashable?
  /// The selection value of a picker option: its `ForEach` id or its `tag`.
  var selectionTag: AnyHashable?
  /// What a picker option showed before it became an `<option>`: a segmented or inline picker
  /// shows it as it is, icons included.
  var optionContent: [Node]?
  /// What the node does when the browser reports an event on it.
  var handlers = EventHandlers()
  /// The observation boundary whose content this node wraps, if it is a boundary's root.
  var boundary: Boundary?
  /// Whether a focus binding wants this element focused.
  var wantsFocus = false
  /// Work to run once the node is on the page, and once it leaves it.
  var onAppear: [() -> Void] = []
  var onDisappear: [() -> Void] = []
  /// Per-identity storage of modifiers on this node (`onChange(of:)`'s last value): kept as long
  /// as the node is on the page.
  var retainedStorage: [ViewStorage] = []

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
