/// A gesture that recognizes a press held for a while (or Return or Space on the focused view).
///
/// ```swift
/// Text("Hold to delete").gesture(
///   LongPressGesture(minimumDuration: 1).onEnded { _ in viewStore.send(.delete) }
/// )
/// ```
public struct LongPressGesture: Gesture {
  public typealias Value = Bool

  /// How long the press must last, in seconds.
  public var minimumDuration: Double
  /// How far the pointer may move before the press fails, in points.
  public var maximumDistance: Double

  public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

extension LongPressGesture: RecognizableGesture {
  func recognizers(changed: [(Any) -> Void], ended: [(Any) -> Void]) -> GestureRecognizers {
    // The client script cancels a press that moves 10 points, whatever the gesture says, and
    // reports only the end of a press.
    if maximumDistance != 10 {
      SurfaceWarnings.report(
        "onLongPressGesture(minimumDuration:maximumDistance:) and LongPressGesture ignore "
          + "`maximumDistance`: a press that moves 10 points fails.")
    }
    if !changed.isEmpty {
      SurfaceWarnings.report("LongPressGesture's onChanged(_:) is never called.")
    }
    var recognizers = GestureRecognizers()
    recognizers.longPressDuration = max(minimumDuration, 0)
    recognizers.longPresses = [{ for action in ended { action(true) } }]
    return recognizers
  }
}
