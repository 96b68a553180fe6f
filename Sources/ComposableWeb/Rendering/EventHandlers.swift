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
/// Most nodes (text, stacks, the wrappers of rows and boundaries) handle nothing, and a control
/// handles one event or a few of the thirteen kinds: the handlers are a list of the ones set,
/// empty (and unallocated) for most nodes, one entry for a button. Copying handlers from node to
/// node, as the diff does, shares the list.
struct EventHandlers {
  private enum Handler {
    case click(() -> Void)
    case input((String) -> Void)
    case toggle((Bool) -> Void)
    case select((String) -> Void)
    case slider((Double) -> Void)
    case step((Bool) -> Void)
    case submit(() -> Void)
    case focus(() -> Void)
    case blur(() -> Void)
    case gestures(GestureRecognizers)
    case resize((MeasuredFrame) -> Void)
    case readValue(() -> String)
    case readIsOn(() -> Bool)
    case disabled
  }

  private var handlers: [Handler] = []

  init() {}

  /// The value of the first handler `extract` recognizes.
  private func value<Value>(_ extract: (Handler) -> Value?) -> Value? {
    for handler in handlers {
      if let value = extract(handler) { return value }
    }
    return nil
  }

  /// Replaces the handler `extract` recognizes with `handler`, or removes it when `nil`.
  private mutating func set<Value>(_ extract: (Handler) -> Value?, to handler: Handler?) {
    if let index = handlers.firstIndex(where: { extract($0) != nil }) {
      if let handler { handlers[index] = handler } else { handlers.remove(at: index) }
    } else if let handler {
      handlers.append(handler)
    }
  }

  var click: (() -> Void)? {
    get { value(Self.click) }
    set { set(Self.click, to: newValue.map(Handler.click)) }
  }
  private static func click(_ handler: Handler) -> (() -> Void)? {
    if case let .click(body) = handler { body } else { nil }
  }

  var input: ((String) -> Void)? {
    get { value(Self.input) }
    set { set(Self.input, to: newValue.map(Handler.input)) }
  }
  private static func input(_ handler: Handler) -> ((String) -> Void)? {
    if case let .input(body) = handler { body } else { nil }
  }

  var toggle: ((Bool) -> Void)? {
    get { value(Self.toggle) }
    set { set(Self.toggle, to: newValue.map(Handler.toggle)) }
  }
  private static func toggle(_ handler: Handler) -> ((Bool) -> Void)? {
    if case let .toggle(body) = handler { body } else { nil }
  }

  var select: ((String) -> Void)? {
    get { value(Self.select) }
    set { set(Self.select, to: newValue.map(Handler.select)) }
  }
  private static func select(_ handler: Handler) -> ((String) -> Void)? {
    if case let .select(body) = handler { body } else { nil }
  }

  var slider: ((Double) -> Void)? {
    get { value(Self.slider) }
    set { set(Self.slider, to: newValue.map(Handler.slider)) }
  }
  private static func slider(_ handler: Handler) -> ((Double) -> Void)? {
    if case let .slider(body) = handler { body } else { nil }
  }

  var step: ((Bool) -> Void)? {
    get { value(Self.step) }
    set { set(Self.step, to: newValue.map(Handler.step)) }
  }
  private static func step(_ handler: Handler) -> ((Bool) -> Void)? {
    if case let .step(body) = handler { body } else { nil }
  }

  var submit: (() -> Void)? {
    get { value(Self.submit) }
    set { set(Self.submit, to: newValue.map(Handler.submit)) }
  }
  private static func submit(_ handler: Handler) -> (() -> Void)? {
    if case let .submit(body) = handler { body } else { nil }
  }

  var focus: (() -> Void)? {
    get { value(Self.focus) }
    set { set(Self.focus, to: newValue.map(Handler.focus)) }
  }
  private static func focus(_ handler: Handler) -> (() -> Void)? {
    if case let .focus(body) = handler { body } else { nil }
  }

  var blur: (() -> Void)? {
    get { value(Self.blur) }
    set { set(Self.blur, to: newValue.map(Handler.blur)) }
  }
  private static func blur(_ handler: Handler) -> (() -> Void)? {
    if case let .blur(body) = handler { body } else { nil }
  }

  /// The gestures recognized on the element (`.onTapGesture`, `.gesture(DragGesture())`, …).
  var gestures: GestureRecognizers? {
    get { value(Self.gestures) }
    set { set(Self.gestures, to: newValue.map(Handler.gestures)) }
  }
  private static func gestures(_ handler: Handler) -> GestureRecognizers? {
    if case let .gestures(recognizers) = handler { recognizers } else { nil }
  }

  /// A measured element's new frame (`GeometryReader`).
  var resize: ((MeasuredFrame) -> Void)? {
    get { value(Self.resize) }
    set { set(Self.resize, to: newValue.map(Handler.resize)) }
  }
  private static func resize(_ handler: Handler) -> ((MeasuredFrame) -> Void)? {
    if case let .resize(body) = handler { body } else { nil }
  }

  /// Read the control's value from its binding now, to re-sync the browser after an event the
  /// state did not follow.
  var readValue: (() -> String)? {
    get { value(Self.readValue) }
    set { set(Self.readValue, to: newValue.map(Handler.readValue)) }
  }
  private static func readValue(_ handler: Handler) -> (() -> String)? {
    if case let .readValue(body) = handler { body } else { nil }
  }

  var readIsOn: (() -> Bool)? {
    get { value(Self.readIsOn) }
    set { set(Self.readIsOn, to: newValue.map(Handler.readIsOn)) }
  }
  private static func readIsOn(_ handler: Handler) -> (() -> Bool)? {
    if case let .readIsOn(body) = handler { body } else { nil }
  }

  /// A disabled control ignores every event, whatever the browser claims.
  var isDisabled: Bool {
    get { value(Self.disabled) != nil }
    set { set(Self.disabled, to: newValue ? .disabled : nil) }
  }
  private static func disabled(_ handler: Handler) -> Void? {
    if case .disabled = handler { () } else { nil }
  }
}
