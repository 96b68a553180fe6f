import NIOCore

/// Closes a connection whose request headers don't arrive in time (a slowloris client holding
/// connections open a byte at a time), answering 408 first.
///
/// ```swift
/// try channel.pipeline.syncOperations.addHandler(
///   HeaderTimeout(timeout: .seconds(10)), position: .first)
/// ```
///
/// It reads the raw bytes ahead of the HTTP decoder: the clock starts with a request's first
/// byte (or the connection, for the first request) and stops at the blank line that ends its
/// headers. The server's requests carry no bodies, so whatever follows a head starts the next
/// one. A WebSocket upgrade removes the handler.
final class HeaderTimeout: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  let timeout: TimeAmount
  private var deadline: Scheduled<Void>?
  /// How many bytes of "\r\n\r\n" the last bytes matched.
  private var matched = 0
  private static let terminator: [UInt8] = [13, 10, 13, 10]

  init(timeout: TimeAmount) {
    self.timeout = timeout
  }

  func handlerAdded(context: ChannelHandlerContext) {
    startClock(context: context)
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let buffer = unwrapInboundIn(data)
    for byte in buffer.readableBytesView {
      if deadline == nil { startClock(context: context) }
      if byte == Self.terminator[matched] {
        matched += 1
      } else {
        matched = byte == Self.terminator[0] ? 1 : 0
      }
      if matched == Self.terminator.count {
        matched = 0
        deadline?.cancel()
        deadline = nil
      }
    }
    context.fireChannelRead(data)
  }

  private func startClock(context: ChannelHandlerContext) {
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    deadline = context.eventLoop.scheduleTask(in: timeout) {
      RawHTTPResponse.send(status: 408, reason: "Request Timeout", context: loopBound.value)
    }
  }
}
