import NIOCore
import NIOHTTP1

/// Answers a request that isn't valid HTTP with 400 and closes the connection, instead of
/// leaving the client waiting on an open socket.
///
/// ```swift
/// try channel.pipeline.syncOperations.addHandler(MalformedRequestGuard())  // after the decoder
/// ```
///
/// It passes everything through and acts only on the HTTP parser's errors; other errors (a
/// WebSocket frame's, once upgraded) go on to the handlers that know them.
final class MalformedRequestGuard: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = NIOAny

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    context.fireChannelRead(data)
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    guard error is HTTPParserError else {
      context.fireErrorCaught(error)
      return
    }
    RawHTTPResponse.send(status: 400, reason: "Bad Request", context: context)
  }
}
