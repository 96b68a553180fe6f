import NIOCore
import Synchronization
import Testing

@testable import ComposableWebServer

/// A connection's outgoing frames: handed on in order, bounded by the bytes not yet written,
/// and nothing after the queue is finished (a close frame follows).
@Suite struct OutgoingFramesTests {
  /// A socket that holds every frame until told it went out.
  final class HeldWrites: Sendable {
    let frames = Mutex<[(text: String, done: @Sendable () -> Void)]>([])

    var texts: [String] { frames.withLock { $0.map(\.text) } }

    func write(_ buffer: ByteBuffer, done: @escaping @Sendable () -> Void) {
      frames.withLock { $0.append((String(buffer: buffer), done)) }
    }

    /// Says the oldest frame still held went out.
    func writeOldest() {
      let done = frames.withLock { $0.removeFirst().done }
      done()
    }
  }

  @Test func framesGoOutInTheOrderTheyWereSent() {
    let socket = HeldWrites()
    let outgoing = OutgoingFrames(limit: 1 << 10, onOverflow: {}, write: socket.write)
    #expect(outgoing.send("one"))
    #expect(outgoing.send("two"))
    #expect(outgoing.send("three"))
    #expect(socket.texts == ["one", "two", "three"])
  }

  @Test func aClientThatStopsReadingOverflowsOnceAndGetsNothingMore() {
    let socket = HeldWrites()
    let overflows = Mutex(0)
    let outgoing = OutgoingFrames(
      limit: 10, onOverflow: { overflows.withLock { $0 += 1 } }, write: socket.write)
    #expect(outgoing.send("12345"))
    #expect(outgoing.send("67890"))
    // 11 bytes would wait: the connection is given up on.
    #expect(!outgoing.send("x"))
    #expect(overflows.withLock { $0 } == 1)
    // Even once the socket catches up, the queue stays shut and overflows no more.
    socket.writeOldest()
    socket.writeOldest()
    #expect(!outgoing.send("y"))
    #expect(overflows.withLock { $0 } == 1)
    #expect(socket.texts.isEmpty)
  }

  @Test func bytesWrittenMakeRoomForMore() {
    let socket = HeldWrites()
    let outgoing = OutgoingFrames(limit: 10, onOverflow: {}, write: socket.write)
    #expect(outgoing.send("12345"))
    #expect(outgoing.send("67890"))
    socket.writeOldest()
    #expect(outgoing.send("abcde"))
    #expect(socket.texts == ["67890", "abcde"])
  }

  @Test func oneFrameOverTheLimitGoesOutWhenNothingElseWaits() {
    let socket = HeldWrites()
    let outgoing = OutgoingFrames(limit: 4, onOverflow: {}, write: socket.write)
    #expect(outgoing.send("a whole page"))
    #expect(socket.texts == ["a whole page"])
  }

  @Test func nothingFollowsFinish() {
    let socket = HeldWrites()
    let outgoing = OutgoingFrames(limit: 1 << 10, onOverflow: {}, write: socket.write)
    #expect(outgoing.send("an error frame"))
    outgoing.finish()
    #expect(!outgoing.send("a late patch"))
    #expect(socket.texts == ["an error frame"])
  }
}
