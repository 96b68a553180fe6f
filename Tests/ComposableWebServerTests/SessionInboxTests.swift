import Foundation
import Synchronization
import Testing

@testable import ComposableWebServer

/// A connection's messages on their way to its session: one at a time, in order, bounded, slowed
/// down by the session's verdict, and dropped when the connection ends.
@Suite struct SessionInboxTests {
  /// A session that holds each message until told what comes next.
  final class HeldSession: Sendable {
    let delivered = Mutex<[String]>([])
    let pending = Mutex<[@Sendable (SessionInbox.Next) -> Void]>([])
    /// The thread inside ``finish(_:)`` now, if any.
    let finishing = Mutex<Thread?>(nil)
    /// Whether a message was handed over from inside the session's work on the one before.
    let deliveredFromInsideFinish = Mutex(false)

    func deliver(_ message: String, handled: @escaping @Sendable (SessionInbox.Next) -> Void) {
      delivered.withLock { $0.append(message) }
      pending.withLock { $0.append(handled) }
      if finishing.withLock({ $0 }) === Thread.current {
        deliveredFromInsideFinish.withLock { $0 = true }
      }
    }

    /// Waits until `count` messages have been handed over.
    func waitForMessages(_ count: Int) async throws {
      let start = ContinuousClock.now
      while messages.count < count {
        try await Task.sleep(for: .milliseconds(2))
        try #require(start.duration(to: .now) < .seconds(10), "message \(count) never came")
      }
    }

    /// Finishes the message the session is on, saying what comes next.
    func finish(_ next: SessionInbox.Next) {
      let handled = pending.withLock { $0.removeFirst() }
      finishing.withLock { $0 = Thread.current }
      handled(next)
      finishing.withLock { $0 = nil }
    }

    var messages: [String] { delivered.withLock { $0 } }
  }

  @Test func messagesGoOneAtATimeInTheOrderTheyCame() async throws {
    let session = HeldSession()
    let inbox = SessionInbox(capacity: 8, deliver: session.deliver)
    #expect(inbox.offer("a"))
    #expect(inbox.offer("b"))
    #expect(inbox.offer("c"))
    // "b" waits until the session is done with "a".
    #expect(session.messages == ["a"])
    session.finish(.now)
    try await session.waitForMessages(2)
    session.finish(.now)
    try await session.waitForMessages(3)
    session.finish(.now)
    #expect(session.messages == ["a", "b", "c"])
    // Idle again: the next message goes at once, on the reader's thread.
    #expect(inbox.offer("d"))
    #expect(session.messages == ["a", "b", "c", "d"])
  }

  @Test func theNextWaitingMessageGoesAsSoonAsTheSessionIsDone() async throws {
    let session = HeldSession()
    let inbox = SessionInbox(capacity: 8, deliver: session.deliver)
    #expect(inbox.offer("a"))
    #expect(inbox.offer("b"))
    // Finished with "b" waiting: "b" is handed over from there, with no thread switch. (The
    // session's executor, not the inbox, lets other sessions go first: its turns are short.)
    session.finish(.now)
    #expect(session.messages == ["a", "b"])
    #expect(session.deliveredFromInsideFinish.withLock { $0 })
    session.finish(.now)
    #expect(inbox.offer("c"))
    #expect(session.messages == ["a", "b", "c"])
  }

  @Test func moreThanTheCapacityWaitingIsRefused() async throws {
    let session = HeldSession()
    let inbox = SessionInbox(capacity: 2, deliver: session.deliver)
    #expect(inbox.offer("with the session"))
    #expect(inbox.offer("waiting 1"))
    #expect(inbox.offer("waiting 2"))
    #expect(!inbox.offer("one too many"))
    session.finish(.now)
    try await session.waitForMessages(2)
    #expect(inbox.offer("room again"))
  }

  @Test func aThrottledSessionGetsItsNextMessageAfterTheWait() async throws {
    let session = HeldSession()
    let inbox = SessionInbox(capacity: 8, deliver: session.deliver)
    #expect(inbox.offer("expensive"))
    #expect(inbox.offer("next"))
    let start = ContinuousClock.now
    session.finish(.after(.milliseconds(300)))
    #expect(session.messages == ["expensive"])
    try await session.waitForMessages(2)
    #expect(start.duration(to: .now) >= .milliseconds(300))
  }

  @Test func aSessionThatAnswersAtOnceGetsEveryMessageInOrder() {
    // The registry answers at once, on the reader's thread, when the session is gone: the
    // inbox must not be inside its lock then.
    let handled = Mutex<[String]>([])
    let inbox = SessionInbox(capacity: 8) { message, next in
      handled.withLock { $0.append(message) }
      next(message == "last" ? .never : .now)
    }
    #expect(inbox.offer("first"))
    #expect(inbox.offer("last"))
    #expect(!inbox.offer("after the end"))
    #expect(handled.withLock { $0 } == ["first", "last"])
  }

  @Test func anEndedSessionTakesNothingMore() {
    let session = HeldSession()
    let inbox = SessionInbox(capacity: 8, deliver: session.deliver)
    #expect(inbox.offer("last"))
    #expect(inbox.offer("dropped"))
    session.finish(.never)
    #expect(inbox.isClosed)
    #expect(!inbox.offer("refused"))
    #expect(session.messages == ["last"])
  }

  @Test func aClosedConnectionsWaitingMessagesAreDroppedNotWorkedThrough() {
    let session = HeldSession()
    let inbox = SessionInbox(capacity: 8, deliver: session.deliver)
    #expect(inbox.offer("in flight"))
    for index in 0..<5 { #expect(inbox.offer("waiting \(index)")) }
    inbox.close()
    // The message the session is on finishes; nothing follows it.
    session.finish(.now)
    #expect(session.messages == ["in flight"])
    #expect(!inbox.offer("after the close"))
  }
}
