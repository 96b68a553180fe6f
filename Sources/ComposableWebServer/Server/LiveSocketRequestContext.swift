import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The request context of the server's WebSocket route: the basic one, plus the connection's
/// channel, so a handshake can be refused with a precise status and a connection that stops
/// reading can be closed at once.
///
/// ```swift
/// let router = Router(context: LiveSocketRequestContext.self)
/// router.ws("/_cw/ws") { inbound, outbound, context in
///   context.requestContext.channel.close(promise: nil)
/// }
/// ```
struct LiveSocketRequestContext: RequestContext, WebSocketRequestContext {
  var coreContext: CoreRequestContextStorage
  let webSocket: WebSocketHandlerReference<Self>
  let channel: any Channel

  init(source: ApplicationRequestContextSource) {
    self.coreContext = .init(source: source)
    self.webSocket = .init()
    self.channel = source.channel
  }
}
