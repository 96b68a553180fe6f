import Hummingbird
import HummingbirdWebSocket
import NIOCore
import Synchronization

/// The request context of the server's WebSocket route: the basic one, plus the connection's
/// channel, so a handshake can be refused with a precise status and a connection that stops
/// reading can be closed at once, and the frame guard the handshake installed.
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
  /// The connection's ``ClientFrameGuard``, once the handshake has installed it.
  ///
  /// The upgraded connection gets it from here, not from its pipeline: a client can fail the
  /// connection with frames right after the 101, and a closed connection's pipeline
  /// holds no handlers any more, while its session still needs the guard's verdict (a protocol
  /// failure ends the session; a network failure keeps it for the tab). The handshake and the
  /// upgraded connection get copies of one context, which share this box.
  let frameGuard: FrameGuardSlot

  init(source: ApplicationRequestContextSource) {
    self.coreContext = .init(source: source)
    self.webSocket = .init()
    self.channel = source.channel
    self.frameGuard = FrameGuardSlot()
  }
}

/// Where a WebSocket handshake leaves its connection's ``ClientFrameGuard`` for the upgraded
/// connection's handler.
final class FrameGuardSlot: Sendable {
  private let slot = Mutex<ClientFrameGuard?>(nil)

  /// The guard installed, if any.
  var value: ClientFrameGuard? {
    get { slot.withLock { $0 } }
    set { slot.withLock { $0 = newValue } }
  }
}
