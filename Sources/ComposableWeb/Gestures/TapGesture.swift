/// A gesture that recognizes one or more taps (clicks, or Return or Space on the focused view).
///
/// ```swift
/// Text("Double-tap me").gesture(TapGesture(count: 2).onEnded { viewStore.send(.zoom) })
/// ```
public struct TapGesture: Gesture {
  public typealias Value = Void

  /// How many taps the gesture needs: 1 or 2 in the browser.
  public var count: Int

  public init(count: Int = 1) {
    self.count = count
  }
}

extension TapGesture: RecognizableGesture {
  func recognizers(changed: [(Any) -> Void], ended: [(Any) -> Void]) -> GestureRecognizers {
    // The browser reports clicks and double clicks, nothing beyond.
    if count > 2 {
      SurfaceWarnings.report(
        "onTapGesture(count:) and TapGesture(count:) with a count above 2 are treated as a "
          + "double tap.")
    }
    var recognizers = GestureRecognizers()
    recognizers.taps[min(max(count, 1), 2)] = [{ for action in ended { action(()) } }]
    return recognizers
  }
}
