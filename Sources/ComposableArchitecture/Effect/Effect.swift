import Foundation

/// The work a reducer asks the store to perform, and the actions that work feeds back.
///
/// An effect is a publisher: it can wrap any publisher, and every publisher operator applies to
/// it. Reducers return one for each action they handle; ``none`` when there is nothing to do.
///
/// ```swift
/// case .factButtonTapped:
///   return environment.fact.fetch(state.count)
///     .receive(on: environment.mainQueue)
///     .catchToEffect()
///     .map(CounterAction.factResponse)
/// ```
///
/// Effects built with the async constructors (``task(operation:)-q4km``,
/// ``run(operation:catch:fileID:line:)``) run in a Swift task that is cancelled when
/// the effect is, and deliver their actions on the main actor.
public struct Effect<Output, Failure: Error> {
  /// What the effect does, as the operators see it.
  @usableFromInline
  enum Operation {
    case none
    case publisher(AnyPublisher<Output, Failure>)
  }

  /// What the effect does, as stored: an ``Operation``, or the one value of an effect that emits
  /// it at once and completes.
  @usableFromInline
  enum Storage {
    case none
    case publisher(AnyPublisher<Output, Failure>)
    /// Made by ``init(value:)``, and mapped from one. A store feeds the value straight back
    /// instead of subscribing, which would do the same — queue it behind the action being
    /// processed — through a dozen allocations, locks and generic publisher calls; and the
    /// publisher is only built if something subscribes (an operator, the test store).
    case value(Output)
    /// Made by ``run(_:)``. A store calls the work itself rather than subscribing to it.
    case run(Work)
    /// Made by ``cancellable(id:cancelInFlight:)``. A store registers the upstream under its id
    /// itself, rather than through a publisher that does so when subscribed: restarting an
    /// effect by id is common (a search field, a timer) and that chain of generic publishers
    /// cost most of a restart.
    case cancellable(Cancellation)
  }

  // The two payloads below are classes, each a single reference like the publisher's. As a
  // closure and an `indirect` case, reading the case of an effect made in another module
  // crashed in this module's unspecialized code (debug builds, Swift 6.3).

  /// The work of an ``run(_:)`` effect.
  @usableFromInline
  final class Work {
    @usableFromInline let body: (Subscriber) -> any Cancellable

    @usableFromInline
    init(_ body: @escaping (Subscriber) -> any Cancellable) {
      self.body = body
    }
  }

  /// An effect made cancellable by an id.
  @usableFromInline
  final class Cancellation {
    @usableFromInline let id: CancellationID
    @usableFromInline let cancelInFlight: Bool
    @usableFromInline let upstream: Effect

    @usableFromInline
    init(id: CancellationID, cancelInFlight: Bool, upstream: Effect) {
      self.id = id
      self.cancelInFlight = cancelInFlight
      self.upstream = upstream
    }
  }

  @usableFromInline
  let storage: Storage

  @usableFromInline
  init(storage: Storage) {
    self.storage = storage
  }

  @usableFromInline
  init(operation: Operation) {
    switch operation {
    case .none: self.storage = .none
    case let .publisher(publisher): self.storage = .publisher(publisher)
    }
  }

  /// What the effect does, with the publisher of a ``Storage/value(_:)`` effect built now.
  @usableFromInline
  var operation: Operation {
    switch storage {
    case .none: return .none
    case let .publisher(publisher): return .publisher(publisher)
    case let .value(value):
      return .publisher(Just(value).setFailureType(to: Failure.self).eraseToAnyPublisher())
    case let .run(work):
      return .publisher(RunPublisher(work: work.body).eraseToAnyPublisher())
    case let .cancellable(cancellation):
      return .publisher(
        CancellablePublisher(
          upstream: cancellation.upstream.upstream,
          id: cancellation.id,
          cancelInFlight: cancellation.cancelInFlight
        )
        .eraseToAnyPublisher()
      )
    }
  }

  /// Wraps a publisher in an effect.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let effect = publisher as? Effect {
      self = effect
    } else if let output = publisher as? any OutputRangePublisher<Output, Failure> {
      // OpenCombine's `prefix` finishes late: see ``prefix(_:)``.
      self.init(operation: .publisher(output.finishingWithLastValue))
    } else {
      self.init(operation: .publisher(publisher.eraseToAnyPublisher()))
    }
  }

  /// An effect that does nothing and completes at once.
  @inlinable
  public static var none: Effect {
    Effect(storage: .none)
  }

  /// The effect as a type-erased publisher.
  public var upstream: AnyPublisher<Output, Failure> {
    switch operation {
    case .none: return Empty().eraseToAnyPublisher()
    case let .publisher(publisher): return publisher
    }
  }

  /// Whether this effect is ``none``, so a store can skip subscribing to it.
  @inlinable
  var isNone: Bool {
    if case .none = storage { return true }
    return false
  }
}

extension Effect: Publisher {
  public func receive<S: CombineSubscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    switch operation {
    case .none:
      Empty<Output, Failure>().receive(subscriber: subscriber)
    case let .publisher(publisher):
      publisher.receive(subscriber: subscriber)
    }
  }
}

extension Effect {
  /// An effect that emits `value` at once and completes.
  public init(value: Output) {
    self.init(storage: .value(value))
  }

  /// An effect that fails with `error` at once.
  public init(error: Failure) {
    self.init(Fail(error: error))
  }

  /// An effect that calls `attemptToFulfill` when it starts, and emits the one result it is given.
  ///
  /// ```swift
  /// Effect<Int, Error>.future { callback in
  ///   callback(.success(42))
  /// }
  /// ```
  public static func future(
    _ attemptToFulfill: @escaping (@escaping (Result<Output, Failure>) -> Void) -> Void
  ) -> Effect {
    Effect(Deferred { Future(attemptToFulfill) })
  }

  /// An effect that runs `attemptToFulfill` when it starts and emits its result.
  public static func result(_ attemptToFulfill: @escaping () -> Result<Output, Failure>) -> Effect {
    Effect(Deferred { Future { callback in callback(attemptToFulfill()) } })
  }

  /// An effect that runs a throwing `work` when it starts, emitting its value or failing with
  /// its error.
  ///
  /// ```swift
  /// Effect<Data, Error>.catching { try Data(contentsOf: url) }
  /// ```
  public static func catching(_ work: @escaping () throws -> Output) -> Effect
  where Failure == any Error {
    .result { Result { try work() } }
  }

  /// An effect that runs `work` when it starts, with a subscriber to send values and completion
  /// through; `work` returns what cancels the work it started.
  ///
  /// ```swift
  /// Effect<Location, Never>.run { subscriber in
  ///   let delegate = LocationDelegate(onUpdate: subscriber.send)
  ///   return AnyCancellable { delegate.stop() }
  /// }
  /// ```
  @inlinable
  public static func run(_ work: @escaping (Effect.Subscriber) -> any Cancellable) -> Effect {
    Effect(storage: .run(Work(work)))
  }

  /// An effect that runs `work` for its side effects and emits nothing.
  public static func fireAndForget(_ work: @escaping () throws -> Void) -> Effect {
    Effect(
      Deferred { () -> Empty<Output, Failure> in
        try? work()
        return Empty()
      }
    )
  }

  /// Merges effects: they all start together and their outputs interleave.
  public static func merge(_ effects: Effect...) -> Effect {
    merge(effects)
  }

  /// Merges a sequence of effects: they all start together and their outputs interleave.
  public static func merge<S: Sequence>(_ effects: S) -> Effect where S.Element == Effect {
    var running: [Effect] = []
    for effect in effects where !effect.isNone { running.append(effect) }
    switch running.count {
    case 0: return .none
    // The effect itself, so a synchronous one stays recognizable as such.
    case 1: return running[0]
    default: return Effect(Publishers.Sequence(sequence: running.map(\.upstream)).flatMap { $0 })
    }
  }

  /// Concatenates effects: each starts when the one before it completes.
  public static func concatenate(_ effects: Effect...) -> Effect {
    concatenate(effects)
  }

  /// Concatenates a collection of effects: each starts when the one before it completes.
  public static func concatenate<C: Collection>(_ effects: C) -> Effect where C.Element == Effect {
    var publishers: [AnyPublisher<Output, Failure>] = []
    for effect in effects {
      if case let .publisher(publisher) = effect.operation { publishers.append(publisher) }
    }
    switch publishers.count {
    case 0: return .none
    case 1: return Effect(operation: .publisher(publishers[0]))
    default:
      return Effect(
        // The later effects subscribe only when the earlier ones finish, which can be long after
        // the store has started the effect: pin them to the cancellation scope of the start.
        Deferred { () -> AnyPublisher<Output, Failure> in
          let scope = CancellationScope.current
          return publishers.dropFirst().reduce(publishers[0]) { concatenated, next in
            concatenated.append(next.inCancellationScope(scope)).eraseToAnyPublisher()
          }
        }
      )
    }
  }

  /// Transforms the effect's output.
  ///
  /// Unlike `Publisher.map`, this returns an `Effect`, so `.catchToEffect().map(Action.response)`
  /// needs no `eraseToEffect()`.
  @inlinable
  public func map<T>(_ transform: @escaping (Output) -> T) -> Effect<T, Failure> {
    switch storage {
    case .none:
      return .none
    case let .value(value):
      // Transformed now rather than on subscription, so the result is still known without
      // subscribing. `transform` is an action's case, or a pure function like one; it runs
      // once either way.
      return Effect<T, Failure>(storage: .value(transform(value)))
    case let .publisher(publisher):
      return Effect<T, Failure>(storage: .publisher(publisher.map(transform).eraseToAnyPublisher()))
    case let .run(work):
      // Still work a store can call: a pullback maps every effect of the child's reducer.
      let body = work.body
      return Effect<T, Failure>(
        storage: .run(.init { subscriber in body(subscriber.map(transform)) })
      )
    case let .cancellable(cancellation):
      return Effect<T, Failure>(
        storage: .cancellable(
          .init(
            id: cancellation.id,
            cancelInFlight: cancellation.cancelInFlight,
            upstream: cancellation.upstream.map(transform)
          )
        )
      )
    }
  }
}

extension Effect {
  /// The subscriber handed to ``Effect/run(_:)``'s work: it sends values and completion.
  public struct Subscriber {
    private let _send: (Output) -> Void
    private let _complete: (Subscribers.Completion<Failure>) -> Void

    init(
      send: @escaping (Output) -> Void,
      complete: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
      self._send = send
      self._complete = complete
    }

    /// Sends a value to the effect's subscriber.
    public func send(_ value: Output) {
      _send(value)
    }

    /// Completes the effect.
    public func send(completion: Subscribers.Completion<Failure>) {
      _complete(completion)
    }

    /// A subscriber for work that outputs `Input`, which sends through this one transformed.
    @usableFromInline
    func map<Input>(_ transform: @escaping (Input) -> Output) -> Effect<Input, Failure>.Subscriber {
      let send = _send
      return Effect<Input, Failure>.Subscriber(send: { send(transform($0)) }, complete: _complete)
    }
  }
}

/// The publisher behind ``Effect/run(_:)``: the user's work feeds the subscription directly.
private struct RunPublisher<Output, Failure: Error>: Publisher {
  let work: (Effect<Output, Failure>.Subscriber) -> any Cancellable

  func receive<S: CombineSubscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    let work = self.work
    let subscription = ForwardingSubscription(subscriber)
    subscription.start { subscription in
      let cancellable = work(
        Effect.Subscriber(send: subscription.send, complete: subscription.finish)
      )
      subscription.onCancel { cancellable.cancel() }
    }
    subscription.subscribe()
  }
}
