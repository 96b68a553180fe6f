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
/// Once more than `limit` bytes would wait to be written, nothing more is sent and `onOverflow`
/// runs (once): the connection is closed rather than buffered for. A single frame larger than
/// `limit` is still sent when nothing else waits.
///
/// ## Motivation
///
/// A frame goes from the thread that makes it straight to the connection's event loop. A writer
/// task reading the frames from a stream cost every frame two more thread wake-ups (the stream's
/// and the task's hop to the event loop) and every connection a task of its own.
final class OutgoingFrames: Sendable {
  let limit: Int
  private let allocator = ByteBufferAllocator()
  private let write: @Sendable (ByteBuffer, _ done: @escaping @Sendable () -> Void) -> Void
  private let onOverflow: @Sendable () -> Void
  /// Whether nothing more goes out; held while a frame is handed on, so frames keep their order.
  private let isFinished = Mutex(false)
  /// The bytes handed on and not yet written: atomic, so a `write` may say a frame is done at
  /// once, from inside the lock.
  private let pendingBytes = Atomic(0)

  /// Frames for a WebSocket channel, each written as one text frame.
  convenience init(channel: any Channel, limit: Int, onOverflow: @escaping @Sendable () -> Void) {
    self.init(limit: limit, onOverflow: onOverflow) { buffer, done in
      channel.eventLoop.execute {
        let written = channel.eventLoop.makePromise(of: Void.self)
        // Written or failed (the connection closed): either way it no longer waits.
        written.futureResult.whenComplete { _ in done() }
        channel.writeAndFlush(
          WebSocketFrame(fin: true, opcode: .text, data: buffer), promise: written)
      }
    }
  }

  /// Frames handed to `write`, in order, which calls `done` once a frame no longer waits.
  init(
    limit: Int,
    onOverflow: @escaping @Sendable () -> Void,
    write: @escaping @Sendable (ByteBuffer, _ done: @escaping @Sendable () -> Void) -> Void
  ) {
    self.limit = limit
    self.onOverflow = onOverflow
    self.write = write
  }

  /// Sends a frame; returns `false` if it was dropped (finished, or over the limit).
  @discardableResult
  func send(_ frame: String) -> Bool {
    let buffer = allocator.buffer(string: frame)
    let size = buffer.readableBytes
    let overflowed = isFinished.withLock { isFinished -> Bool? in
      guard !isFinished else { return nil }
      // One frame over the limit (a large page) still goes out when nothing else waits.
      let pending = pendingBytes.load(ordering: .relaxed)
      guard pending > 0, pending + size > limit else {
        pendingBytes.add(size, ordering: .relaxed)
        // Handed on under the lock: frames leave in the order they were sent, and none after
        // `finish()`.
        write(buffer) { [self] in self.pendingBytes.subtract(size, ordering: .relaxed) }
        return false
      }
      isFinished = true
      return true
    }
    if overflowed == true { onOverflow() }
    return overflowed == false
  }

  /// Stops sending: frames sent before still go out, later ones are dropped.
  func finish() {
    isFinished.withLock { $0 = true }
  }
}
