import Hummingbird
import NIOCore

/// The request context of the server's routes: the basic one, plus the connection's channel.
///
/// ```swift
/// let router = Router(context: LiveRequestContext.self)
/// router.get("/") { _, context in context.channel.remoteAddress?.description ?? "" }
/// ```
struct LiveRequestContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  let channel: any Channel

  init(source: ApplicationRequestContextSource) {
    self.coreContext = .init(source: source)
    self.channel = source.channel
  }
}
