import Foundation

/// A gesture that follows the pointer or finger while it drags.
///
/// ```swift
/// Circle()
///   .offset(viewStore.offset)
///   .gesture(
///     DragGesture(minimumDistance: 0)
///       .onChanged { viewStore.send(.dragged($0.translation)) }
///       .onEnded { _ in viewStore.send(.released, animation: .spring()) }
///   )
/// ```
///
/// The browser reports the drag at most once per animation frame, and holds back new reports
/// while one is unanswered, so a slow connection gets fewer, fresher updates rather than a
/// backlog.
public struct DragGesture: Gesture {
  /// Where a drag is: where it started and where the pointer is now, in the view's coordinates.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint

    /// How far the pointer has moved since the drag started.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }

    /// Where the drag would end if it stopped now: here, where it is.
    public var predictedEndLocation: CGPoint {
      reportPrediction()
      return location
    }

    /// How far the drag would have moved if it stopped now: here, its translation.
    public var predictedEndTranslation: CGSize {
      reportPrediction()
      return translation
    }

    /// Warns that the prediction is the current value: the drag's speed is not measured.
    private func reportPrediction() {
      SurfaceWarnings.report(
        "DragGesture.Value.predictedEndLocation and .predictedEndTranslation are the current "
          + "location and translation.")
    }

    public init(time: Date = Date(), location: CGPoint, startLocation: CGPoint) {
      self.time = time
      self.location = location
      self.startLocation = startLocation
    }
  }

  /// How far the pointer must move before the drag starts, in points.
  public var minimumDistance: CGFloat
  public var coordinateSpace: CoordinateSpace

  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
}

extension DragGesture: RecognizableGesture {
  func recognizers(changed: [(Any) -> Void], ended: [(Any) -> Void]) -> GestureRecognizers {
    if coordinateSpace != .local {
      SurfaceWarnings.report(
        "DragGesture(minimumDistance:coordinateSpace:) reports locations in the view's own "
          + "coordinates, whatever the space.")
    }
    var recognizers = GestureRecognizers()
    recognizers.dragMinimumDistance = max(Double(minimumDistance), 0)
    recognizers.dragChanged = [{ value in for action in changed { action(value) } }]
    recognizers.dragEnded = [{ value in for action in ended { action(value) } }]
    return recognizers
  }
}
