/// An effect a recorded store started: which action started it, and what became of it.
///
/// ```swift
/// for effect in recorder.effects where effect.status == .running {
///   print("effect \(effect.id) of step \(effect.step) still runs")
/// }
/// ```
public struct RecordedEffect: Equatable, Sendable {
  /// What became of an effect.
  public enum Status: String, Equatable, Sendable {
    /// Subscribed and not done yet.
    case running
    /// Completed on its own.
    case finished
    /// Cancelled: by a cancellation id, a released store or a cancelled view-store task.
    case cancelled
  }

  /// The effect's number in the session, from 1.
  public let id: Int
  /// The step of the action whose reducer run returned the effect.
  public let step: Int
  /// When the effect started, counted from the moment the recorder was created.
  public let startTime: Duration
  /// When the effect finished or was cancelled, if it has.
  public var endTime: Duration?
  /// Whether the effect is running, finished or cancelled.
  public var status: Status
}
