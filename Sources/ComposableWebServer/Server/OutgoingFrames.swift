import Synchronization

/// The frames waiting to go out to one connection, bounded in bytes: a client that stops
/// reading can't make the server hold its output without limit.
///
/// ```swift
/// let outgoing = OutgoingFrames(limit: 1 << 20) { channel.close(promise: nil) }
/// outgoing.send(frame)                  // from the session, on any thread
/// for await frame in outgoing.frames {  // the connection's writer
///   try await socket.write(frame)
///   outgoing.didWrite(frame)
/// }
/// ```
///
/// Once more than `limit` bytes would wait, the stream finishes and `onOverflow` runs (once):
/// the connection is closed rather than buffered for. A single frame larger than `limit` is
/// still sent when nothing else waits.
final class OutgoingFrames: Sendable {
  private struct State {
    var bytes = 0
    var isFinished = false
  }

  let frames: AsyncStream<String>
  let limit: Int
  private let continuation: AsyncStream<String>.Continuation
  private let onOverflow: @Sendable () -> Void
  private let state = Mutex(State())

  init(limit: Int, onOverflow: @escaping @Sendable () -> Void) {
    (frames, continuation) = AsyncStream<String>.makeStream()
    self.limit = limit
    self.onOverflow = onOverflow
  }

  /// Queues a frame; returns `false` if it was dropped (finished, or over the limit).
  @discardableResult
  func send(_ frame: String) -> Bool {
    let size = frame.utf8.count
    let overflowed = state.withLock { state -> Bool? in
      guard !state.isFinished else { return nil }
      // One frame over the limit (a large page) still goes out when nothing else waits.
      guard state.bytes > 0, state.bytes + size > limit else {
        state.bytes += size
        return false
      }
      state.isFinished = true
      return true
    }
    switch overflowed {
    case .none:
      return false
    case .some(true):
      continuation.finish()
      onOverflow()
      return false
    case .some(false):
      continuation.yield(frame)
      return true
    }
  }

  /// Tells the queue a frame went out.
  func didWrite(_ frame: String) {
    let size = frame.utf8.count
    state.withLock { $0.bytes -= size }
  }

  /// Ends the stream: frames still waiting are dropped once the writer stops.
  func finish() {
    state.withLock { $0.isFinished = true }
    continuation.finish()
  }
}
