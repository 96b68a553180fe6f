import Foundation

/// The effects a recorder tracks: the ones in flight, and the last ones that ended.
///
/// Effects finish and get cancelled on whatever thread their publisher uses, so all access is
/// locked. Ended effects are kept up to a bound, the way actions are.
final class EffectLog: @unchecked Sendable {
  /// How many ended effects are kept.
  static let endedCapacity = 256

  private let lock = NSLock()
  private let startNanoseconds: UInt64
  private var nextID = 0
  private var running: [Int: RecordedEffect] = [:]
  private var ended: [RecordedEffect] = []
  private var onChange: (@Sendable () -> Void)?

  init(startNanoseconds: UInt64) {
    self.startNanoseconds = startNanoseconds
  }

  func setOnChange(_ onChange: (@Sendable () -> Void)?) {
    lock.withLock { self.onChange = onChange }
  }

  /// Wraps an effect a reducer returned for `step` so its start, completion and cancellation
  /// are logged; effects that do nothing or emit one value at once are passed through.
  func track<Action>(_ effect: Effect<Action, Never>, step: Int) -> Effect<Action, Never> {
    switch effect.storage {
    case .none, .value: return effect
    case .publisher, .run, .cancellable: break
    }
    let publisher = effect.upstream
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    return Effect(
      storage: .publisher(
        publisher
          .handleEvents(
            receiveSubscription: { [self] _ in start(id, step: step) },
            receiveCompletion: { [self] _ in
              // A cancel by id completes the effect as if it finished.
              end(id, CancellationScope.isCancellingByID ? .cancelled : .finished)
            },
            receiveCancel: { [self] in end(id, .cancelled) }
          )
          .eraseToAnyPublisher()
      )
    )
  }

  /// The running effects and the kept ended ones, by id.
  var snapshot: [RecordedEffect] {
    lock.withLock { (ended + running.values).sorted { $0.id < $1.id } }
  }

  private func start(_ id: Int, step: Int) {
    let callback = lock.withLock { () -> (@Sendable () -> Void)? in
      running[id] = RecordedEffect(
        id: id, step: step, startTime: elapsed(), endTime: nil, status: .running)
      return onChange
    }
    callback?()
  }

  private func end(_ id: Int, _ status: RecordedEffect.Status) {
    let callback = lock.withLock { () -> (@Sendable () -> Void)? in
      guard var effect = running.removeValue(forKey: id) else { return nil }
      effect.status = status
      effect.endTime = elapsed()
      ended.append(effect)
      if ended.count > Self.endedCapacity {
        ended.removeFirst(ended.count - Self.endedCapacity)
      }
      return onChange
    }
    callback?()
  }

  private func elapsed() -> Duration {
    .nanoseconds(Int64(monotonicNanoseconds() &- startNanoseconds))
  }
}
