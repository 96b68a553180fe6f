import NIOCore

/// Enforces RFC 6455 §5.1 on an upgraded connection: every frame a client sends must be
/// masked. An unmasked one gets a close frame with code 1002 (protocol error) and the
/// connection is closed.
///
/// ```swift
/// try channel.pipeline.syncOperations.addHandler(ClientFrameMaskCheck(), position: .first)
/// ```
///
/// It sits first in the pipeline, reading the raw bytes of the connection once the handshake
/// is accepted (a client may send frames only after the 101 answer), and walks the frame
/// headers without copying payloads.
final class ClientFrameMaskCheck: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundOut = ByteBuffer

  /// Bytes of the current frame header seen so far (at most 14).
  private var header: [UInt8] = []
  /// Payload bytes of the current frame still to skip.
  private var remaining: UInt64 = 0
  private var isFailed = false

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
        fail(context: context)
        return
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

  private func fail(context: ChannelHandlerContext) {
    isFailed = true
    // A close frame, 1002 and a reason, written straight to the socket (servers don't mask).
    let reason = Array("unmasked client frame".utf8)
    var frame = context.channel.allocator.buffer(capacity: 4 + reason.count)
    frame.writeBytes([0x88, UInt8(2 + reason.count), 0x03, 0xEA] + reason)
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(wrapOutboundOut(frame)).whenComplete { _ in
      loopBound.value.close(promise: nil)
    }
  }
}
