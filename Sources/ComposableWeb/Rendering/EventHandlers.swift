/// What a node does with the events the browser reports on it.
///
/// ```swift
/// var handlers = EventHandlers()
/// handlers.click = { viewStore.send(.resetButtonTapped) }
/// ```
///
/// A node accepts only the events it has a handler for; anything else is an error answered to
/// the browser, so a crafted message can't make a text field act as a button.
///
/// ## Storage
///
/// Most nodes (text, stacks, the wrappers of rows and boundaries) handle nothing, and the
/// handlers inline were half of every node's bytes. The fields live in one shared, empty box
/// until a handler is set, which copies them into a box of the node's own; copying handlers
/// from node to node, as the diff does, shares the box.
@dynamicMemberLookup
struct EventHandlers {
  /// The handlers themselves.
  struct Fields {
    var click: (() -> Void)?
    var input: ((String) -> Void)?
    var toggle: ((Bool) -> Void)?
    var select: ((String) -> Void)?
    var slider: ((Double) -> Void)?
    var step: ((Bool) -> Void)?
    var submit: (() -> Void)?
    var focus: (() -> Void)?
    var blur: (() -> Void)?
    /// The gestures recognized on the element (`.onTapGesture`, `.gesture(DragGesture())`, …).
    var gestures: GestureRecognizers?
    /// A measured element's new frame (`GeometryReader`).
    var resize: ((MeasuredFrame) -> Void)?
    /// Read the control's value from its binding now, to re-sync the browser after an event the
    /// state did not follow.
    var readValue: (() -> String)?
    var readIsOn: (() -> Bool)?
    /// A disabled control ignores every event, whatever the browser claims.
    var isDisabled = false
  }

  private final class Box {
    var fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }

  /// The box of every node that handles nothing. Never written: a write copies it first, so it
  /// is the same empty value on every thread.
  nonisolated(unsafe) private static let none = Box(Fields())

  private var box = EventHandlers.none

  init() {}

  subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
    get { box.fields[keyPath: field] }
    set {
      if box === Self.none || !isKnownUniquelyReferenced(&box) {
        box = Box(box.fields)
      }
      box.fields[keyPath: field] = newValue
    }
  }
}
