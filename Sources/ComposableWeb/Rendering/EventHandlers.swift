/// What a node does with the events the browser reports on it.
///
/// ```swift
/// var handlers = EventHandlers()
/// handlers.click = { viewStore.send(.resetButtonTapped) }
/// ```
///
/// A node accepts only the events it has a handler for; anything else is an error answered to
/// the browser, so a crafted message can't make a text field act as a button.
struct EventHandlers {
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
