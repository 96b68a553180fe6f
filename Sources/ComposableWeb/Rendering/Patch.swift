/// One change to the page, as the browser's client script applies it.
///
/// ```swift
/// let patches = try session.dispatch(.input(id: "n7", value: "Blob"))
/// #expect(patches == [.setText(id: "n4", text: "Hello, Blob")])
/// ```
///
/// Ids are the `id` attributes of elements (`n12`), per session. Indexes count element children
/// only: the renderer never puts bare text beside elements.
public enum Patch: Equatable, Sendable {
  /// Sets the text of a leaf element.
  case setText(id: String, text: String)
  /// Sets an attribute; `value`, `checked` and `selected` also set the live property.
  case setAttribute(id: String, name: String, value: String)
  /// Removes an attribute (and clears the live property of `checked`, `selected`, `disabled`).
  case removeAttribute(id: String, name: String)
  /// Replaces an element with new HTML.
  case replace(id: String, html: String)
  /// Inserts HTML as the child at `index` of `parent`.
  case insert(parent: String, index: Int, html: String)
  /// Removes an element.
  case remove(id: String)
  /// Moves an element so that it becomes the child at `index` of `parent`.
  case move(id: String, parent: String, index: Int)
  /// Focuses an element: a focus binding now names it.
  case focus(id: String)
  /// Blurs an element: a focus binding no longer names it.
  case blur(id: String)
}

extension Patch {
  /// Writes the patch as the JSON object the client script reads, at the end of `writer`'s
  /// output.
  func write(into writer: inout JSONWriter) {
    switch self {
    case let .setText(id, text):
      writer.object(["op": "text", "id": .string(id), "v": .string(text)])
    case let .setAttribute(id, name, value):
      writer.object(["op": "attr", "id": .string(id), "n": .string(name), "v": .string(value)])
    case let .removeAttribute(id, name):
      writer.object(["op": "unattr", "id": .string(id), "n": .string(name)])
    case let .replace(id, html):
      writer.object(["op": "replace", "id": .string(id), "html": .string(html)])
    case let .insert(parent, index, html):
      writer.object([
        "op": "insert", "id": .string(parent), "i": .int(index), "html": .string(html),
      ])
    case let .remove(id):
      writer.object(["op": "remove", "id": .string(id)])
    case let .move(id, parent, index):
      writer.object(["op": "move", "id": .string(id), "p": .string(parent), "i": .int(index)])
    case let .focus(id):
      writer.object(["op": "focus", "id": .string(id)])
    case let .blur(id):
      writer.object(["op": "blur", "id": .string(id)])
    }
  }
}

extension JSONWriter {
  /// Writes the patches as a JSON array.
  mutating func patches(_ patches: [Patch]) {
    raw("[")
    for (index, patch) in patches.enumerated() {
      if index > 0 { raw(",") }
      patch.write(into: &self)
    }
    raw("]")
  }
}
