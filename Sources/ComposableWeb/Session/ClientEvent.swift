import Foundation

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
/// `{"t":"step","id":"n13","v":"inc"}`, `{"t":"submit","id":"n7"}`, `{"t":"focus","id":"n7"}`,
/// `{"t":"blur","id":"n7"}`, `{"t":"tap","id":"n5","v":2}`, `{"t":"press","id":"n5"}` and
/// `{"t":"drag","id":"n5","sx":10,"sy":12,"x":60,"y":12,"end":false}`.
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
  /// An element with a tap gesture was tapped `count` times.
  case tap(id: String, count: Int)
  /// An element with a long-press gesture was pressed long enough.
  case longPress(id: String)
  /// An element with a drag gesture is being dragged, or was released.
  case drag(id: String, Drag)

  /// Where a drag is, in the coordinates of the dragged element as it was when the drag
  /// started.
  public struct Drag: Equatable, Sendable {
    public var startLocation: CGPoint
    public var location: CGPoint
    /// Whether the pointer was released.
    public var isEnded: Bool

    public init(startLocation: CGPoint, location: CGPoint, isEnded: Bool) {
      self.startLocation = startLocation
      self.location = location
      self.isEnded = isEnded
    }
  }
  /// A measured element (a `GeometryReader`) has a new size or position, in CSS pixels.
  case resize(id: String, width: Double, height: Double, x: Double, y: Double)

  /// The id of the element the event is addressed to.
  public var id: String {
    switch self {
    case let .click(id), let .input(id, _), let .toggle(id, _), let .select(id, _),
      let .slider(id, _), let .step(id, _), let .submit(id), let .focus(id), let .blur(id),
      let .tap(id, _), let .longPress(id), let .drag(id, _), let .resize(id, _, _, _, _):
      id
    }
  }
}
