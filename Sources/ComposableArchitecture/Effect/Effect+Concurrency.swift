import ConcurrencyExtras
import Foundation
import IssueReporting

extension Effect where Failure == Never {
  /// An effect that runs `operation` in a Swift task and emits its result.
  ///
  /// ```swift
  /// case .factButtonTapped:
  ///   return .task { [count = state.count] in
  ///     .factResponse(await environment.fact.fetch(count))
  ///   }
  /// ```
  ///
  /// Cancelling the effect cancels the task. The result is delivered on the main actor.
  ///
  /// ## Why no default priority
  ///
  /// The forms with a priority take it without a default, and these forms take none. A default
  /// `TaskPriority?` argument is built in the caller: a reducer with one `.task` case would
  /// then set aside room for that optional — whose size is only known at run time — on every
  /// call, whichever case the action hits.
  public static func task(operation: @escaping @Sendable () async -> Output) -> Effect {
    Effect(TaskPublisher(priority: nil, single: operation))
  }

  /// ``task(operation:)-q4km``, with the task run at `priority`.
  public static func task(
    priority: TaskPriority?,
    operation: @escaping @Sendable () async -> Output
  ) -> Effect {
    Effect(TaskPublisher(priority: priority, single: operation))
  }

  /// An effect that runs `operation` in a Swift task, which can send any number of actions.
  ///
  /// ```swift
  /// case .onAppear:
  ///   return .run { send in
  ///     for await event in environment.events() {
  ///       await send(.event(event))
  ///     }
  ///   }
  /// ```
  ///
  /// Cancelling the effect cancels the task; `send` delivers on the main actor and does nothing
  /// once the task is cancelled. An error other than cancellation goes to `handler`, or, without
  /// one, is reported as a runtime warning.
  public static func run(
    operation: @escaping @Sendable (Send<Output>) async throws -> Void,
    catch handler: (@Sendable (any Error, Send<Output>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Effect {
    run(priority: nil, operation: operation, catch: handler, fileID: fileID, line: line)
  }

  /// ``run(operation:catch:fileID:line:)``, with the task run at `priority`.
  public static func run(
    priority: TaskPriority?,
    operation: @escaping @Sendable (Send<Output>) async throws -> Void,
    catch handler: (@Sendable (any Error, Send<Output>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Effect {
    Effect(
      TaskPublisher(priority: priority) { (send: Send<Output>) in
        do {
          try await operation(send)
        } catch is CancellationError {
        } catch {
          guard let handler else {
            reportLibraryIssue(
              """
              An "Effect.run" at \(fileID):\(line) threw an unhandled error:

                \(String(customDumping: error))

              Handle errors inside the operation, or pass a "catch" handler.
              """,
              fileID: fileID,
              line: line
            )
            return
          }
          await handler(error, send)
        }
      }
    )
  }
}

extension Effect where Failure == any Error {
  /// An effect that runs a throwing `operation` in a Swift task and emits its result or fails
  /// with its error.
  public static func task(operation: @escaping @Sendable () async throws -> Output) -> Effect {
    Effect(TaskPublisher<Output, any Error>(priority: nil, single: operation))
  }

  /// ``task(operation:)-kc4n``, with the task run at `priority`.
  public static func task(
    priority: TaskPriority?,
    operation: @escaping @Sendable () async throws -> Output
  ) -> Effect {
    Effect(TaskPublisher<Output, any Error>(priority: priority, single: operation))
  }
}

extension Effect {
  /// An effect that runs `work` in a Swift task for its side effects and emits nothing.
  ///
  /// ```swift
  /// case .logOut:
  ///   return .fireAndForget { try await environment.session.close() }
  /// ```
  public static func fireAndForget(_ work: @escaping @Sendable () async throws -> Void) -> Effect {
    fireAndForget(priority: nil, work)
  }

  /// ``fireAndForget(_:)-c00b``, with the task run at `priority`.
  public static func fireAndForget(
    priority: TaskPriority?,
    _ work: @escaping @Sendable () async throws -> Void
  ) -> Effect {
    Effect(
      TaskPublisher<Output, Failure>(priority: priority) { _ in
        try? await work()
      }
    )
  }
}

/// Sends actions from an async effect back into the store, on the main actor.
///
/// ```swift
/// return .run { send in
///   await send(.started)
///   await send(.finished, animation: .default)
/// }
/// ```
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  nonisolated public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends an action, unless the effect's task is cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }

  /// Sends an action whose state change should be animated, unless the task is cancelled.
  public func callAsFunction(_ action: Action, animation: Animation?) {
    withAnimation(animation) { callAsFunction(action) }
  }
}

/// The publisher behind the async effects: it runs the operation in a task when subscribed and
/// cancels the task when cancelled.
///
/// Outputs are delivered on the main actor. The task itself is not main-actor isolated, so the
/// user's work never blocks the main thread, and completion is signalled from wherever the work
/// ends: the subscription and everything downstream of it are thread-safe.
struct TaskPublisher<Output, Failure: Error>: Publisher {
  let priority: TaskPriority?
  let body: @Sendable (UncheckedSendable<ForwardingSubscriptionBox<Output, Failure>>) async -> Void

  /// A task that sends any number of outputs through `Send`.
  init(priority: TaskPriority?, operation: @escaping @Sendable (Send<Output>) async -> Void) {
    self.init(priority: priority, throwing: operation)
  }

  /// A task that sends any number of outputs through `Send` and may fail.
  init(
    priority: TaskPriority?,
    throwing operation: @escaping @Sendable (Send<Output>) async throws -> Void
  ) {
    self.priority = priority
    self.body = { subscription in
      let send = Send<Output> { output in
        MainActorDelivery.deliver { subscription.value.send(output) }
      }
      do {
        try await operation(send)
        subscription.value.finish()
      } catch {
        await Self.fail(subscription, with: error)
      }
    }
  }

  /// A task that produces one output, delivered together with the completion so that whoever
  /// receives the output sees the effect finished too.
  init(priority: TaskPriority?, single operation: @escaping @Sendable () async throws -> Output) {
    self.priority = priority
    self.body = { subscription in
      await Self.runOnMainActor(operation, delivering: subscription)
    }
  }

  /// Awaits `operation` from the main actor and delivers its output right where it resumes.
  ///
  /// An operation that is not isolated still runs off the main actor; one that runs on the main
  /// actor returns into the job that delivers its output, with no hop in between, so code that
  /// waits for the operation on the main thread (a 2021 test waiting on an expectation it
  /// fulfils) sees the output as soon as its wait ends.
  @MainActor
  private static func runOnMainActor(
    _ operation: @Sendable () async throws -> Output,
    delivering subscription: UncheckedSendable<ForwardingSubscriptionBox<Output, Failure>>
  ) async {
    do {
      let output = try await operation()
      guard !Task.isCancelled else { return subscription.value.finish() }
      MainActorDelivery.deliver { subscription.value.send(output) }
      subscription.value.finish()
    } catch {
      await fail(subscription, with: error)
    }
  }

  /// Completes with `error` if it is a `Failure`, else just finishes.
  ///
  /// A failure is delivered on the main actor, like an output: operators such as
  /// `catchToEffect` turn it into an action for the store.
  private static func fail(
    _ subscription: UncheckedSendable<ForwardingSubscriptionBox<Output, Failure>>,
    with error: any Error
  ) async {
    guard let failure = error as? Failure else { return subscription.value.finish() }
    let sendableFailure = UncheckedSendable(failure)
    await MainActor.run {
      MainActorDelivery.deliver { subscription.value.finish(sendableFailure.value) }
    }
  }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = ForwardingSubscription(subscriber)
    let box = UncheckedSendable(ForwardingSubscriptionBox<Output, Failure>(subscription))
    let priority = self.priority
    let body = self.body
    subscription.start { subscription in
      // Started with no transaction: the task would otherwise inherit the animation of the send
      // that started it, and its actions, which arrive later, are not part of that change.
      let task = withTransaction(Transaction()) {
        Task(priority: priority) { await body(box) }
      }
      subscription.onCancel { task.cancel() }
    }
    subscription.subscribe()
  }
}

/// A ``ForwardingSubscription`` with its downstream type erased, so the task body needn't be
/// generic over the subscriber.
final class ForwardingSubscriptionBox<Output, Failure: Error> {
  let send: (Output) -> Void
  let complete: (Subscribers.Completion<Failure>) -> Void

  init<S: Subscriber>(_ subscription: ForwardingSubscription<S>)
  where S.Input == Output, S.Failure == Failure {
    self.send = subscription.send
    self.complete = subscription.finish
  }

  /// Finishes, failing with `failure` if there is one (only failable effects have one).
  func finish(_ failure: Failure? = nil) {
    complete(failure.map { .failure($0) } ?? .finished)
  }
}

/// Marks the actions async effects deliver on the main actor, which the store accepts even when
/// it was created on another thread.
enum MainActorDelivery {
  /// Whether the caller is inside ``deliver(_:)``.
  ///
  /// A task-local rather than a main-thread check: the main actor's executor is not always the
  /// process's main thread (under `swift test` on Linux it is another one), and a send from any
  /// other thread must still be reported.
  @TaskLocal static var isDelivering = false

  @MainActor
  static func deliver(_ body: () -> Void) {
    $isDelivering.withValue(true, operation: body)
  }
}
