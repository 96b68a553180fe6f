import NIOCore
import Synchronization

/// Enforces RFC 6455 §5.1 on an upgraded connection: every frame a client sends must be
/// masked. An unmasked one gets a close frame with code 1002 (protocol error), a frame larger
/// than `maximumFrameSize` one with 1009 (too big), and the connection is closed.
///
/// ```swift
/// let check = ClientFrameGuard(maximumFrameSize: 1 << 20)
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

  /// The close code this guard closed the connection with, if it did.
  var failure: UInt16? { failureCode.withLock { $0 } }

  /// Whether the client sent a close frame.
  var clientClosed: Bool { sawClose.withLock { $0 } }

  init(maximumFrameSize: Int) {
    self.maximumFrameSize = UInt64(max(0, maximumFrameSize))
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !isFailed else { return }
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
    // A close frame, the code and a reason, written straight to the socket (servers don't mask).
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
