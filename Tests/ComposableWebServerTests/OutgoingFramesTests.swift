import Foundation
import NIOCore
import NIOEmbedded
import NIOWebSocket
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

  @Test func theThousandthFrameIsHandedOnAsDirectlyAsTheFirst() {
    // The depth of the call stack a frame reaches the socket with: it grew by two calls a frame
    // when the queue re-wrapped its writer each time (a long session's frames went through
    // thousands of thunks, and kept them all in memory).
    let depths = Mutex<[Int]>([])
    let outgoing = OutgoingFrames(limit: 1 << 20, onOverflow: {}) { _, done in
      depths.withLock { $0.append(Thread.callStackReturnAddresses.count) }
      done()
    }
    for frame in 1...1_000 {
      #expect(outgoing.send("frame \(frame)"))
    }
    let recorded = depths.withLock { $0 }
    #expect(recorded.count == 1_000)
    // Read at all, and below the 128 frames the probe stops at.
    #expect((1..<128).contains(recorded.first ?? 0))
    #expect(
      recorded.first == recorded.last,
      "stack depth \(recorded.first ?? 0) → \(recorded.last ?? 0)")
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

  /// A socket that takes frames only when told to: it holds each write's promise.
  final class SlowSocket: ChannelOutboundHandler, @unchecked Sendable {
    typealias OutboundIn = WebSocketFrame
    var held: [(frame: WebSocketFrame, promise: EventLoopPromise<Void>?)] = []

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
      held.append((unwrapOutboundIn(data), promise))
    }

    func takeAll() {
      for (_, promise) in held { promise?.succeed() }
      held.removeAll()
    }
  }

  @Test func onAChannelEachFrameIsOneTextFrame() throws {
    let channel = EmbeddedChannel()
    let outgoing = OutgoingFrames(channel: channel, limit: 1 << 10, onOverflow: {})
    #expect(outgoing.send(#"{"t":"patch"}"#))
    #expect(outgoing.send("second"))
    channel.embeddedEventLoop.run()
    let first = try #require(try channel.readOutbound(as: WebSocketFrame.self))
    #expect(first.fin && first.opcode == .text)
    #expect(String(buffer: first.unmaskedData) == #"{"t":"patch"}"#)
    let second = try #require(try channel.readOutbound(as: WebSocketFrame.self))
    #expect(String(buffer: second.unmaskedData) == "second")
  }

  @Test func onAChannelThatStopsTakingFramesTheUnwrittenOnesCountTowardTheLimit() throws {
    let socket = SlowSocket()
    let channel = EmbeddedChannel(handler: socket)
    let overflows = Mutex(0)
    let outgoing = OutgoingFrames(
      channel: channel, limit: 10, onOverflow: { overflows.withLock { $0 += 1 } })
    // While the channel takes frames (writable), its own high-water mark holds the output back.
    #expect(outgoing.send("a page of twenty bytes"))
    channel.embeddedEventLoop.run()
    #expect(outgoing.send("0123456789"))
    channel.embeddedEventLoop.run()
    // Once it doesn't, what waits counts: 10 bytes wait, 1 more would be over.
    channel.isWritable = false
    #expect(outgoing.send("12345"))
    channel.embeddedEventLoop.run()
    socket.takeAll()
    #expect(outgoing.send("67890"))
    channel.embeddedEventLoop.run()
    #expect(outgoing.send("abcde"))
    channel.embeddedEventLoop.run()
    #expect(!outgoing.send("x"))
    #expect(overflows.withLock { $0 } == 1)
    #expect(socket.held.map { String(buffer: $0.frame.unmaskedData) } == ["67890", "abcde"])
    _ = try? channel.finish()
  }

  /// The WebSocket library answers a client's close frame with its own at once: a session's
  /// frame that reaches the connection after that is dropped, not sent behind the close.
  @Test func noFrameFollowsTheClientsCloseFrame() throws {
    let channel = EmbeddedChannel()
    let frameGuard = ClientFrameGuard(maximumFrameSize: 1 << 10, eventLoop: channel.eventLoop)
    try channel.pipeline.syncOperations.addHandler(frameGuard)
    let outgoing = OutgoingFrames(
      channel: channel, limit: 1 << 10, closedBy: frameGuard, onOverflow: {})
    #expect(outgoing.send("before"))
    channel.embeddedEventLoop.run()
    // A masked close frame with no payload.
    try channel.writeInbound(ByteBuffer(bytes: [0x88, 0x80, 1, 2, 3, 4]))
    #expect(outgoing.send("after"))
    channel.embeddedEventLoop.run()
    let first = try #require(try channel.readOutbound(as: WebSocketFrame.self))
    #expect(String(buffer: first.unmaskedData) == "before")
    #expect(try channel.readOutbound(as: WebSocketFrame.self) == nil)
  }
}
