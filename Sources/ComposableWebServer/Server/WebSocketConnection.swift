import NIOCore
import NIOWebSocket

/// One upgraded WebSocket connection, served by a channel handler on its event loop: it answers
/// pings and the closing handshake, checks each message's UTF-8, and hands text messages to its
/// ``WebSocketEndpoint`` (a session, an inspector page), holding reads back while the endpoint
/// asks it to wait.
///
/// ```swift
/// let connection = WebSocketConnection(endpoint: endpoint, closeTimeout: .seconds(5))
/// try channel.pipeline.syncOperations.addHandler(connection)
/// connection.close(code: .goingAway, reason: "server shutting down")  // from any thread
/// ```
///
/// It sits after the WebSocket frame decoder and a `NIOWebSocketFrameAggregator` (which puts
/// fragmented messages together, up to the message size bound), behind the connection's
/// ``ClientFrameGuard`` (masks, frame sizes, pings).
///
/// ## Motivation
///
/// Served by the WebSocket library, every connection was a task, for its whole life: a chain of
/// async frames about 20 KiB deep per idle tab, and per message a wake-up of that task and
/// hops through its streams before the session saw it. Here a message goes from the frame
/// decoder to the session in one call on the loop that read it, and an idle tab costs its
/// handlers' few hundred bytes.
final class WebSocketConnection: ChannelDuplexHandler, RemovableChannelHandler, @unchecked Sendable
{
  typealias InboundIn = WebSocketFrame
  typealias OutboundIn = WebSocketFrame
  typealias OutboundOut = WebSocketFrame

  /// What an endpoint made of a message.
  enum Verdict {
    /// Taken; the next one may come at once.
    case taken
    /// The next message is read only after this wait: the endpoint refused this one over its
    /// rate, and what the client sends meanwhile waits in its socket (TCP's backpressure).
    case wait(Duration)
    /// The endpoint is closing the connection: nothing more is read.
    case stop
  }

  private enum State {
    /// Upgraded, the endpoint starting (attaching a session, say): messages are held.
    case starting
    case open
    /// The connection is gone, or its closing began.
    case ended
  }

  /// A message read and not yet given to the endpoint.
  private enum Message {
    case text(String)
    case binary
  }

  let endpoint: any WebSocketEndpoint
  let closeTimeout: TimeAmount
  let eventLoop: any EventLoop
  // The fields below are touched on the event loop only.
  var context: ChannelHandlerContext?
  private var state = State.starting
  /// Messages read and not yet given to the endpoint, while it starts or asked for a wait: at
  /// most what one read of the socket held, since no read is made while any wait.
  private var held = CircularBuffer<Message>()
  private var wait: Scheduled<Void>?
  /// Whether the channel asked for a read while reads were held back.
  private var readIsPending = false
  /// Whether a close frame went out: nothing may follow it (RFC 6455 §5.5.1).
  var closeIsSent = false
  /// Whether the connection's closing began (from either side): no message goes to the
  /// endpoint any more.
  var isClosing = false
  /// Whether the connection failed (a protocol error) rather than closed: it is not read any
  /// more.
  var hasFailed = false
  /// Drops the connection if its closing handshake doesn't finish in time.
  var closeTimer: Scheduled<Void>?

  init(endpoint: any WebSocketEndpoint, closeTimeout: Duration, eventLoop: any EventLoop) {
    self.endpoint = endpoint
    self.closeTimeout = TimeAmount(closeTimeout)
    self.eventLoop = eventLoop
  }

  func handlerAdded(context: ChannelHandlerContext) {
    self.context = context
    endpoint.start(on: self)
  }

  /// The endpoint is ready for messages (call it on the event loop): those held go to it now.
  func endpointStarted() {
    eventLoop.preconditionInEventLoop()
    switch state {
    case .starting:
      state = .open
      deliverHeldMessages()
    case .ended:
      // The connection went (or began to close) while the endpoint started: it hears so now.
      endpoint.connectionEnded(failed: hasFailed)
    case .open:
      break
    }
  }

  // MARK: Reading

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let frame = unwrapInboundIn(data)
    // No extension was negotiated, so no reserved bit may be set (RFC 6455 §5.2).
    guard !frame.rsv1, !frame.rsv2, !frame.rsv3 else {
      return fail(code: .protocolError, reason: "reserved bits set")
    }
    switch frame.opcode {
    case .text:
      guard !isClosing else { return }
      let payload = frame.unmaskedData
      guard let text = String(validating: payload.readableBytesView, as: UTF8.self) else {
        return fail(code: .dataInconsistentWithMessage, reason: "text that is not UTF-8")
      }
      held.append(.text(text))
      deliverHeldMessages()
    case .binary:
      guard !isClosing else { return }
      held.append(.binary)
      deliverHeldMessages()
    case .ping:
      // A client that pings and never reads its pongs can't make the server buffer them: while
      // the connection's output is full, pings go unanswered (RFC 6455 §5.5.3 lets an endpoint
      // answer only the latest of several).
      guard !closeIsSent, context.channel.isWritable else { return }
      let pong = WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)
      context.writeAndFlush(wrapOutboundOut(pong), promise: nil)
    case .pong:
      // The frame guard already saw that the client is there.
      break
    case .connectionClose:
      answerClose(frame, context: context)
    default:
      // Continuations come aggregated: this is an opcode RFC 6455 reserves.
      fail(code: .protocolError, reason: "reserved opcode")
    }
  }

  /// Gives held messages to the endpoint, one at a time, until one asks for a wait.
  private func deliverHeldMessages() {
    while state == .open, wait == nil, !isClosing, let message = held.popFirst() {
      guard case let .text(text) = message else {
        endpoint.refuseBinaryMessage()
        continue
      }
      switch endpoint.receive(text) {
      case .taken:
        continue
      case let .wait(duration):
        wait = eventLoop.scheduleTask(in: TimeAmount(duration)) { [self] in
          wait = nil
          deliverHeldMessages()
        }
      case .stop:
        held.removeAll()
      }
    }
    resumeReadingIfHeld()
  }

  /// Reads again, if the channel asked to while reads were held back and they no longer are.
  func resumeReadingIfHeld() {
    guard readIsPending, !isHoldingReads else { return }
    readIsPending = false
    context?.read()
  }

  /// Whether reading waits: for the endpoint to start, for a wait it asked for, for held
  /// messages, or for good on a failed connection (a flood isn't read while its close goes).
  private var isHoldingReads: Bool {
    state == .starting || wait != nil || !held.isEmpty || hasFailed
  }

  func read(context: ChannelHandlerContext) {
    if isHoldingReads {
      readIsPending = true
    } else {
      context.read()
    }
  }

  /// The connection's closing began: the messages held and those still to come are not the
  /// endpoint's any more, and nothing more goes out from it.
  func stopsReading(failed: Bool) {
    let wasClosing = isClosing
    isClosing = true
    if failed { hasFailed = true }
    held.removeAll()
    wait?.cancel()
    wait = nil
    if !wasClosing { endpoint.connectionClosing() }
    // The endpoint is done with it now, not once the client answers the close (or the close
    // timeout passes): a session the server closes ends at once, and a shutdown waits for none.
    endEndpoint()
    // A connection closing (not failed) is still read, for the client's answering close.
    resumeReadingIfHeld()
  }

  /// Tells the endpoint its connection is over, once: when its closing begins, or when it is
  /// gone.
  private func endEndpoint() {
    let wasOpen = state == .open
    state = .ended
    if wasOpen { endpoint.connectionEnded(failed: hasFailed) }
  }

  func channelInactive(context: ChannelHandlerContext) {
    closeTimer?.cancel()
    closeTimer = nil
    stopsReading(failed: false)
    context.fireChannelInactive()
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    switch error as? NIOWebSocketFrameAggregator.Error {
    case .accumulatedFrameSizeIsTooLarge:
      fail(code: .messageTooLarge, reason: "message too large")
    case .some:
      fail(code: .protocolError, reason: "malformed fragments")
    case nil where error is NIOWebSocketError:
      // A frame the decoder refused (a long control frame, say): the protocol error handler
      // before this one answered it with a close frame; the client misbehaved.
      stopsReading(failed: true)
      context.close(promise: nil)
    case nil:
      // The connection failed under it (a reset, say): it is closed as a network failure.
      context.close(promise: nil)
    }
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    // The server shuts down, after its sessions heard so (a close frame, 1001): the connection
    // closes once its close frame is out, rather than wait for the client to answer it.
    if event is ChannelShouldQuiesceEvent {
      return beginClosing(
        code: .goingAway, reason: "server shutting down", failed: false, closesWhenSent: true)
    }
    // The client's side ended without a close frame (the server allows half-closed
    // connections, for HTTP): nothing more can come, so the connection ends as a network
    // failure would end it.
    if let event = event as? ChannelEvent, event == .inputClosed {
      context.close(promise: nil)
      return
    }
    context.fireUserInboundEventTriggered(event)
  }
}
