/// Something the user does with the pointer, finger or keyboard that a view recognizes: a tap,
/// a long press, a drag. Attach one with ``View/gesture(_:including:)``.
///
/// ```swift
/// Circle()
///   .gesture(
///     DragGesture()
///       .onChanged { viewStore.send(.dragged($0.translation)) }
///       .onEnded { _ in viewStore.send(.dragEnded, animation: .spring()) }
///   )
/// ```
///
/// The browser recognizes the gesture and reports it as events; the server runs the actions.
public protocol Gesture {
  /// What the gesture reports to its actions.
  associatedtype Value
}

/// How a gesture is recognized and what runs when it is. Internal, so the public surface stays
/// SwiftUI's; the renderer finds it with a dynamic cast.
protocol RecognizableGesture {
  /// The recognizers of the gesture, calling `changed` and `ended` with its values.
  func recognizers(changed: [(Any) -> Void], ended: [(Any) -> Void]) -> GestureRecognizers
}

/// What a view's gestures ask the browser to recognize, and the actions they run.
struct GestureRecognizers {
  /// Tap actions by the number of taps.
  var taps: [Int: [() -> Void]] = [:]
  /// The shortest long press, and the actions of long presses.
  var longPressDuration: Double?
  var longPresses: [() -> Void] = []
  /// The shortest distance a drag must travel, and the actions of drags.
  var dragMinimumDistance: Double?
  var dragChanged: [(DragGesture.Value) -> Void] = []
  var dragEnded: [(DragGesture.Value) -> Void] = []

  var isEmpty: Bool {
    taps.isEmpty && longPresses.isEmpty && dragMinimumDistance == nil
  }

  mutating func merge(_ other: GestureRecognizers) {
    taps.merge(other.taps) { $0 + $1 }
    if let duration = other.longPressDuration {
      longPressDuration = min(longPressDuration ?? duration, duration)
    }
    longPresses += other.longPresses
    if let distance = other.dragMinimumDistance {
      dragMinimumDistance = min(dragMinimumDistance ?? distance, distance)
    }
    dragChanged += other.dragChanged
    dragEnded += other.dragEnded
  }
}

/// The recognizers of any gesture: none for a gesture this renderer can't recognize.
func recognizers(of gesture: some Gesture) -> GestureRecognizers {
  (gesture as? any RecognizableGesture)?.recognizers(changed: [], ended: []) ?? GestureRecognizers()
}
