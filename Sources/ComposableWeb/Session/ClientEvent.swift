/// Something the user did in the browser, addressed to an element by its id.
///
/// ```swift
/// try session.dispatch(.input(id: "n7", value: "Blob"))
/// try session.dispatch(.click(id: "n9"))
/// ```
///
/// The client script sends these as small JSON messages: `{"t":"click","id":"n12"}`,
/// `{"t":"input","id":"n7","v":"Blob"}`, `{"t":"toggle","id":"n8","v":true}`,
/// `{"t":"select","id":"n10","v":"2"}`, `{"t":"slider","id":"n11","v":0.5}`,
/// `{"t":"step","id":"n13","v":"inc"}`, `{"t":"submit","id":"n7"}`, `{"t":"focus","id":"n7"}`
/// and `{"t":"blur","id":"n7"}`.
public enum ClientEvent: Equatable, Sendable {
  /// A button (or an alert button) was pressed.
  case click(id: String)
  /// A text field's or secure field's text changed.
  case input(id: String, value: String)
  /// A toggle was switched.
  case toggle(id: String, isOn: Bool)
  /// A picker option was chosen; `value` is the option's `value` attribute.
  case select(id: String, value: String)
  /// A slider moved.
  case slider(id: String, value: Double)
  /// A stepper's increment (`true`) or decrement (`false`) button was pressed.
  case step(id: String, increment: Bool)
  /// Return was pressed in a text field.
  case submit(id: String)
  /// An element with a focus binding gained focus.
  case focus(id: String)
  /// An element with a focus binding lost focus.
  case blur(id: String)
  /// A measured element (a `GeometryReader`) has a new size or position, in CSS pixels.
  case resize(id: String, width: Double, height: Double, x: Double, y: Double)

  /// The id of the element the event is addressed to.
  public var id: String {
    switch self {
    case let .click(id), let .input(id, _), let .toggle(id, _), let .select(id, _),
      let .slider(id, _), let .step(id, _), let .submit(id), let .focus(id), let .blur(id),
      let .resize(id, _, _, _, _):
      id
    }
  }
}
