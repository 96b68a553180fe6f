import NIOCore
import NIOWebSocket
import Synchronization

/// The frames on their way to one connection, bounded in bytes: a client that stops reading
/// can't make the server hold its output without limit.
///
/// ```swift
/// let outgoing = OutgoingFrames(channel: channel, limit: 1 << 20) { channel.close(promise: nil) }
/// outgoing.send(frame)  // from the session, on any thread: a text frame, written in order
/// outgoing.finish()     // nothing more goes out (before a close frame, say)
/// ```
///
/// Once more than `limit` bytes would wait, nothing more is sent and `onOverflow` runs (once):
/// the connection is closed rather than buffered for. A single frame larger than `limit` is
/// still sent when nothing else waits.
///
/// ## Motivation
///
/// A frame goes from the thread that makes it straight to the connection's event loop. A writer
/// task reading the frames from a stream cost every frame two more thread wake-ups (the stream's
/// and the task's hop to the event loop) and every connection a task of its own.
final class OutgoingFrames: Sendable {
  /// Hands a frame on, and calls `done` once it no longer waits.
  typealias Write = @Sendable (ByteBuffer, _ done: @escaping @Sendable () -> Void) -> Void

  let limit: Int
  private let allocator = ByteBufferAllocator()
  private let onOverflow: @Sendable () -> Void
  /// Where frames go; `nil` once finished, which also lets go of the connection (a finished
  /// queue may be kept a while, by the inspector say). Held while a frame is handed on, so
  /// frames keep their order and none follows `finish()`.
  private let destination: Mutex<Destination?>
  /// The bytes handed on and not yet done: atomic, so a `write` may say a frame is done at once,
  /// from inside the lock.
  private let pendingBytes = Atomic(0)

  /// Frames for a WebSocket channel, each written as one text frame.
  ///
  /// A frame handed to the channel while it is writable no longer counts as waiting: the
  /// channel's own high-water mark holds the output back from there. One handed on while the
  /// channel is not writable counts until it is written, so a client that stops reading reaches
  /// `limit`.
  ///
  /// Frames reach the event loop through `execute`, in order. A close frame sent through the
  /// connection's async writer after ``finish()`` follows them when that writer runs off the
  /// event loop; on it, the writer writes at once, so a caller there first lets the frames
  /// already handed to the loop go (a `submit` round).
  ///
  /// A frame that reaches the loop after `frameGuard` saw the client's close frame, or failed
  /// the connection, is dropped: the WebSocket library answers a client's close with its own at
  /// once, from the loop, and nothing may follow that (RFC 6455 §5.5.1).
  convenience init(
    channel: any Channel,
    limit: Int,
    closedBy frameGuard: ClientFrameGuard? = nil,
    onOverflow: @escaping @Sendable () -> Void
  ) {
    self.init(limit: limit, onOverflow: onOverflow) { buffer, done in
      channel.eventLoop.execute {
        if let frameGuard, frameGuard.hasEnded {
          return done()
        }
        let frame = WebSocketFrame(fin: true, opcode: .text, data: buffer)
        guard !channel.isWritable else {
          done()
          return channel.writeAndFlush(frame, promise: nil)
        }
        let written = channel.eventLoop.makePromise(of: Void.self)
        // Written or failed (the connection closed): either way it no longer waits.
        written.futureResult.whenComplete { _ in done() }
        channel.writeAndFlush(frame, promise: written)
      }
    }
  }

  /// Frames handed to `write`, in order, which calls `done` once a frame no longer waits.
  init(limit: Int, onOverflow: @escaping @Sendable () -> Void, write: @escaping Write) {
    self.limit = limit
    self.onOverflow = onOverflow
    self.destination = Mutex(Destination(write: write))
  }

  /// The closure frames are handed to, in a struct of its own.
  ///
  /// A closure kept as a `Mutex`'s value is stored at the generic value's abstraction, so a
  /// `withLock` that takes it `inout` wraps it in a reabstraction thunk on the way in and in
  /// another on the way out: a chain two calls longer (and two allocations larger) every frame,
  /// until a long session's frame went through thousands of them. A struct's field keeps the
  /// closure's own type.
  private struct Destination {
    let write: Write
  }

  /// Sends a frame; returns `false` if it was dropped (finished, or over the limit).
  @discardableResult
  func send(_ frame: String) -> Bool {
    let buffer = allocator.buffer(string: frame)
    let size = buffer.readableBytes
    let overflowed = destination.withLock { current -> Bool? in
      guard let handOn = current?.write else { return nil }
      // One frame over the limit (a large page) still goes out when nothing else waits.
      let pending = pendingBytes.load(ordering: .relaxed)
      guard pending > 0, pending + size > limit else {
        pendingBytes.add(size, ordering: .relaxed)
        handOn(buffer) { [self] in self.pendingBytes.subtract(size, ordering: .relaxed) }
        return false
      }
      current = nil
      return true
    }
    if overflowed == true { onOverflow() }
    return overflowed == false
  }

  /// Stops sending: frames sent before still go out, later ones are dropped.
  func finish() {
    destination.withLock { $0 = nil }
  }
}
