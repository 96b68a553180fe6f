import NIOCore
import Synchronization

/// Enforces RFC 6455 §5.1 on an upgraded connection: every frame a client sends must be
/// masked. An unmasked one gets a close frame with code 1002 (protocol error), a frame larger
/// than `maximumFrameSize` one with 1009 (too big), and the connection is closed.
///
/// ```swift
/// let check = ClientFrameGuard(maximumFrameSize: 1 << 20, eventLoop: channel.eventLoop)
/// try channel.pipeline.syncOperations.addHandler(check, position: .first)
/// check.failure  // the protocol error it closed the connection for, if any
/// ```
///
/// It also notes whether the client sent a close frame. Together they tell how a connection
/// ended: a close frame means the client left, a protocol failure that it misbehaved — either
/// way its session ends with it — while a connection that just stops is a network failure,
/// whose session waits for the tab to reconnect.
///
/// It sits first in the pipeline, reading the raw bytes of the connection once the handshake
/// is accepted (a client may send frames only after the 101 answer), and walks the frame
/// headers without copying payloads.
///
/// Once told to (``startPinging(every:in:)``, after the 101 is out), it also keeps the connection
/// honest about being alive: every interval it pings the client, and a client that sent
/// nothing at all — no pong, no message — since the last ping is gone (a vanished network, a
/// suspended laptop): it gets a close frame with code 1001 and the connection is closed, which
/// its session takes for a network failure.
///
/// ## Motivation
///
/// A WebSocket library pings with a task per connection, asleep between pings: a task's
/// allocations, stack and timer for every idle tab, a sizeable share of what an idle tab holds
/// (`Benchmarks/load`). Here a ping is a timer on the connection's event loop and two bytes.
final class ClientFrameGuard: ChannelInboundHandler, RemovableChannelHandler, @unchecked Sendable {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundOut = ByteBuffer

  /// Bytes of the current frame header seen so far (at most 14).
  private var header: [UInt8] = []
  /// Payload bytes of the current frame still to skip.
  private var remaining: UInt64 = 0
  private var isFailed = false
  private let maximumFrameSize: UInt64
  private let failureCode = Mutex<UInt16?>(nil)
  private let sawClose = Mutex(false)
  /// The connection, while it is pinged (on its event loop only).
  private var pinged: (context: ChannelHandlerContext, interval: TimeAmount)?
  private var nextPing: NIOScheduledCallback?
  /// Whether a ping went out and nothing came from the client since (on the event loop only).
  private var isAwaitingAnswer = false

  /// The close code this guard closed the connection with, if it did.
  var failure: UInt16? { failureCode.withLock { $0 } }

  /// Whether the client sent a close frame.
  var clientClosed: Bool { sawClose.withLock { $0 } }

  /// Whether the connection's closing has begun from this side of the guard: the client sent a
  /// close frame, or the guard failed the connection. Nothing the server makes may go out then.
  var hasEnded: Bool { clientClosed || failure != nil }

  /// The connection's event loop.
  private let eventLoop: any EventLoop

  init(maximumFrameSize: Int, eventLoop: any EventLoop) {
    self.maximumFrameSize = UInt64(max(0, maximumFrameSize))
    self.eventLoop = eventLoop
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !isFailed else { return }
    // Any frame tells that the client is there, a pong or not.
    isAwaitingAnswer = false
    let buffer = unwrapInboundIn(data)
    var view = buffer.readableBytesView[...]
    while !view.isEmpty {
      if remaining > 0 {
        let skipped = min(UInt64(view.count), remaining)
        view = view.dropFirst(Int(skipped))
        remaining -= skipped
        continue
      }
      header.append(view.removeFirst())
      guard let length = headerLength(), header.count == length.header else { continue }
      guard header[1] & 0x80 != 0 else {
        fail(context: context, code: 1002, reason: "unmasked client frame")
        return
      }
      // Refused from its header: a client can't make the server buffer a huge payload first.
      guard length.payload <= maximumFrameSize else {
        fail(context: context, code: 1009, reason: "frame too large")
        return
      }
      if header[0] & 0x0F == 0x8 {
        sawClose.withLock { $0 = true }
        // The closing handshake has begun: no ping may follow the server's answering close.
        cancelPings()
      }
      // The mask key was read with the header: what is left is the payload.
      remaining = length.payload
      header.removeAll(keepingCapacity: true)
    }
    context.fireChannelRead(data)
  }

  /// The full header size (with the mask key) and the payload length, once enough header
  /// bytes are in to know them.
  private func headerLength() -> (header: Int, payload: UInt64)? {
    guard header.count >= 2 else { return nil }
    let maskBytes = header[1] & 0x80 != 0 ? 4 : 0
    switch header[1] & 0x7F {
    case 126:
      guard header.count >= 4 else { return nil }
      return (4 + maskBytes, UInt64(header[2]) << 8 | UInt64(header[3]))
    case 127:
      guard header.count >= 10 else { return nil }
      let length = header[2..<10].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      return (10 + maskBytes, length)
    case let length:
      return (2 + maskBytes, UInt64(length))
    }
  }

  private func fail(context: ChannelHandlerContext, code: UInt16, reason: String) {
    isFailed = true
    failureCode.withLock { $0 = code }
    close(context: context, code: code, reason: reason)
  }

  /// Writes a close frame, the code and a reason, straight to the socket (servers don't mask),
  /// then closes the connection.
  private func close(context: ChannelHandlerContext, code: UInt16, reason: String) {
    cancelPings()
    let reason = Array(reason.utf8)
    var frame = context.channel.allocator.buffer(capacity: 4 + reason.count)
    frame.writeBytes(
      [0x88, UInt8(2 + reason.count), UInt8(code >> 8), UInt8(code & 0xFF)] + reason)
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(wrapOutboundOut(frame)).whenComplete { _ in
      loopBound.value.close(promise: nil)
    }
  }
}

extension ClientFrameGuard: NIOScheduledCallbackHandler {
  /// Pings the client every `interval` from now on, and closes the connection when the client
  /// sent nothing between two pings. Call it on the connection's event loop, once the guard is
  /// in the pipeline and the handshake's answer is out.
  func startPinging(every interval: TimeAmount, in pipeline: ChannelPipeline) throws {
    // A client can fail the connection (or close it) with frames right after the 101, before
    // the upgraded connection's handler starts the pings: no ping may follow that close frame.
    guard !hasEnded else { return }
    pinged = (try pipeline.syncOperations.context(handler: self), interval)
    try schedulePing()
  }

  /// Sends no more pings: the connection is closing. Callable from any thread; takes effect on
  /// the event loop, before anything sent to the connection after this call.
  func stopPinging() {
    if eventLoop.inEventLoop {
      cancelPings()
    } else {
      eventLoop.execute { self.cancelPings() }
    }
  }

  private func schedulePing() throws {
    guard let pinged else { return }
    nextPing = try eventLoop.assumeIsolated().scheduleCallback(in: pinged.interval, handler: self)
  }

  private func cancelPings() {
    if let nextPing { eventLoop.assumeIsolated().cancelScheduledCallback(nextPing) }
    nextPing = nil
    pinged = nil
  }

  func handleScheduledCallback(eventLoop: some EventLoop) {
    guard let context = pinged?.context else { return }
    if isAwaitingAnswer {
      // Not a protocol failure: the client may come back on another connection.
      close(context: context, code: 1001, reason: "no answer to ping")
      return
    }
    isAwaitingAnswer = true
    var frame = context.channel.allocator.buffer(capacity: 2)
    frame.writeBytes([0x89, 0x00])  // a ping with no payload
    context.writeAndFlush(wrapOutboundOut(frame), promise: nil)
    try? schedulePing()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    cancelPings()
  }

  func channelInactive(context: ChannelHandlerContext) {
    cancelPings()
    context.fireChannelInactive()
  }
}

extension ClientFrameGuard {
  /// Puts a guard first in the pipeline of a connection whose WebSocket handshake is accepted,
  /// in place of its request guard: from the 101 on, its bytes are frames. Call it on the
  /// connection's event loop; `nil` if the connection's pipeline is gone (it closed).
  static func install(on channel: any Channel, maximumFrameSize: Int) -> ClientFrameGuard? {
    let operations = channel.pipeline.syncOperations
    if let requestGuard = try? operations.handler(type: RequestGuard.self) {
      operations.removeHandler(requestGuard, promise: nil)
    }
    let frameGuard = ClientFrameGuard(
      maximumFrameSize: maximumFrameSize, eventLoop: channel.eventLoop)
    guard (try? operations.addHandler(frameGuard, position: .first)) != nil else { return nil }
    return frameGuard
  }
}
