import NIOCore

/// Answers a connection with a plain HTTP response written straight to the socket, then closes
/// it: for the answers the HTTP machinery would get wrong or not give at all — a refused
/// WebSocket handshake (403, 421, 503 rather than a bare 400), a request that isn't HTTP (400),
/// headers that never finish (408), a client over its connection cap (429).
///
/// ```swift
/// RawHTTPResponse.send(status: 403, reason: "Forbidden", context: context)
/// ```
///
/// The handler goes first in the pipeline, so its bytes pass no encoder.
final class RawHTTPResponse: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias OutboundOut = ByteBuffer

  private let response: String

  init(status: Int, reason: String) {
    response =
      "HTTP/1.1 \(status) \(reason)\r\ncontent-type: text/plain; charset=utf-8\r\n"
      + "content-length: \(reason.utf8.count + 1)\r\nconnection: close\r\n\r\n\(reason)\n"
  }

  func handlerAdded(context: ChannelHandlerContext) {
    let bytes = context.channel.allocator.buffer(string: response)
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(wrapOutboundOut(bytes)).whenComplete { _ in
      loopBound.value.close(promise: nil)
    }
  }

  /// Sends the response on the connection of `context`, from its event loop.
  static func send(status: Int, reason: String, context: ChannelHandlerContext) {
    try? context.pipeline.syncOperations.addHandler(
      RawHTTPResponse(status: status, reason: reason), position: .first)
  }
}
