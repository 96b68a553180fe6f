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
    /// The connection is gone, or the server began to close it.
    case ended
  }

  private let endpoint: any WebSocketEndpoint
  private let closeTimeout: TimeAmount
  private let eventLoop: any EventLoop
  // The fields below are touched on the event loop only.
  private var context: ChannelHandlerContext?
  private var state = State.starting
  /// Messages read and not yet given to the endpoint, while it starts or asked for a wait: at
  /// most what one read of the socket held, since no read is made while any wait.
  private var held = CircularBuffer<String>()
  private var wait: Scheduled<Void>?
  /// Whether the channel asked for a read while messages were held.
  private var readIsPending = false
  /// Whether a close frame went out: nothing may follow it (RFC 6455 §5.5.1).
  private var closeIsSent = false
  /// Whether the server is closing the connection: no message goes to the endpoint any more.
  private var isClosing = false
  /// Whether the connection failed (a protocol error) rather than closed.
  private var hasFailed = false

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
    switch frame.opcode {
    case .text:
      guard !closeIsSent, !isClosing else { return }
      let payload = frame.unmaskedData
      guard let text = String(validating: payload.readableBytesView, as: UTF8.self) else {
        return fail(code: .dataInconsistentWithMessage, reason: "text that is not UTF-8")
      }
      held.append(text)
      deliverHeldMessages()
    case .binary:
      guard !closeIsSent, !isClosing, state == .open else { return }
      endpoint.refuseBinaryMessage()
    case .ping:
      // A client that pings and never reads its pongs can't make the server buffer them: while
      // the connection's output is full, pings go unanswered (RFC 6455 §5.5.3 lets an endpoint
      // answer only the latest of several).
      guard !closeIsSent, context.channel.isWritable else { return }
      let pong = WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)
      context.writeAndFlush(wrapOutboundOut(pong), promise: nil)
    case .connectionClose:
      answerClose(frame, context: context)
    default:
      // Pongs (the guard already saw the client is there); continuations come aggregated.
      break
    }
  }

  /// Gives held messages to the endpoint, one at a time, until one asks for a wait.
  private func deliverHeldMessages() {
    while state == .open, wait == nil, !closeIsSent, !isClosing, let message = held.popFirst() {
      switch endpoint.receive(message) {
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
    if readIsPending, !isHoldingReads {
      readIsPending = false
      context?.read()
    }
  }

  private var isHoldingReads: Bool {
    state == .starting || wait != nil || !held.isEmpty
  }

  func read(context: ChannelHandlerContext) {
    if isHoldingReads {
      readIsPending = true
    } else {
      context.read()
    }
  }

  // MARK: Closing

  /// The client began the closing handshake: its close is answered with its own code, and the
  /// connection closed. If the server began it, the handshake is done.
  private func answerClose(_ frame: WebSocketFrame, context: ChannelHandlerContext) {
    guard !closeIsSent else {
      context.close(promise: nil)
      return
    }
    closeIsSent = true
    var payload = frame.unmaskedData
    let code = payload.readInteger(as: UInt16.self)
    var answer = context.channel.allocator.buffer(capacity: 2)
    if let code { answer.writeInteger(code) }
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(
      wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: answer))
    )
    .whenComplete { _ in loopBound.value.close(promise: nil) }
  }

  /// Begins the closing handshake from any thread: a close frame goes out after the frames
  /// handed to the event loop before this call, and the connection is closed when the client
  /// answers, or after the close timeout, counted from now.
  func close(code: WebSocketErrorCode, reason: String) {
    onEventLoop { $0.stopsReading(failed: false) }
    eventLoop.scheduleTask(in: closeTimeout) { [self] in context?.close(promise: nil) }
    eventLoop.execute { [self] in
      sendClose(code: code, reason: reason, thenClose: false)
    }
  }

  /// Fails the connection from any thread: a close frame goes out after the frames handed to
  /// the event loop before this call, and the connection is closed as soon as it is written,
  /// unread (RFC 6455 §7.1.7): a flooding client's messages are not read and decoded while the
  /// server waits for its close.
  func fail(code: WebSocketErrorCode, reason: String) {
    onEventLoop { $0.stopsReading(failed: true) }
    // A client that doesn't read can keep the close frame from being written: it is dropped
    // after the close timeout all the same.
    eventLoop.scheduleTask(in: closeTimeout) { [self] in context?.close(promise: nil) }
    eventLoop.execute { [self] in
      sendClose(code: code, reason: reason, thenClose: true)
    }
  }

  /// Runs `body` now when called on the event loop, else as its next job there.
  private func onEventLoop(_ body: @escaping @Sendable (WebSocketConnection) -> Void) {
    if eventLoop.inEventLoop {
      body(self)
    } else {
      eventLoop.execute { [self] in body(self) }
    }
  }

  /// The connection is closing: the messages held and those still to come are not the
  /// endpoint's any more.
  private func stopsReading(failed: Bool) {
    isClosing = true
    if failed { hasFailed = true }
    held.removeAll()
    // The endpoint is done with it now, not once the client answers the close (or the close
    // timeout passes): a session the server closes ends at once, and a shutdown waits for none.
    endEndpoint()
  }

  /// Tells the endpoint its connection is over, once: when the server begins to close it, or
  /// when it is gone.
  private func endEndpoint() {
    let wasOpen = state == .open
    state = .ended
    if wasOpen { endpoint.connectionEnded(failed: hasFailed) }
  }

  private func sendClose(code: WebSocketErrorCode, reason: String, thenClose: Bool) {
    guard let context, !closeIsSent, context.channel.isActive else {
      if thenClose { context?.close(promise: nil) }
      return
    }
    closeIsSent = true
    var payload = context.channel.allocator.buffer(capacity: 2 + reason.utf8.count)
    payload.write(webSocketErrorCode: code)
    payload.writeString(reason)
    let written = context.writeAndFlush(
      wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: payload)))
    guard thenClose else { return }
    let loopBound = NIOLoopBound(context, eventLoop: eventLoop)
    written.whenComplete { _ in loopBound.value.close(promise: nil) }
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    switch error as? NIOWebSocketFrameAggregator.Error {
    case .accumulatedFrameSizeIsTooLarge:
      fail(code: .messageTooLarge, reason: "message too large")
    case .some:
      fail(code: .protocolError, reason: "malformed fragments")
    case nil where error is NIOWebSocketError:
      // A frame the decoder refused (reserved bits, a long control frame): the protocol error
      // handler before this one answered it with a close frame; the client misbehaved.
      stopsReading(failed: true)
      context.close(promise: nil)
    case nil:
      // The connection failed under it (a reset, say): it is closed as a network failure.
      context.close(promise: nil)
    }
  }

  func channelInactive(context: ChannelHandlerContext) {
    wait?.cancel()
    wait = nil
    held.removeAll()
    endEndpoint()
    context.fireChannelInactive()
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    // The server shuts down, after its sessions heard so (a close frame, 1001): the connection
    // closes now, its close frame out, rather than wait for the client to answer it.
    if event is ChannelShouldQuiesceEvent {
      stopsReading(failed: false)
      eventLoop.execute { [self] in
        sendClose(code: .goingAway, reason: "server shutting down", thenClose: true)
      }
      return
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

/// What serves one WebSocket connection's messages: a session, an inspector page. Called on the
/// connection's event loop.
protocol WebSocketEndpoint: AnyObject {
  /// The connection is upgraded. Call ``WebSocketConnection/endpointStarted()`` (on the event
  /// loop) once messages may come, or close the connection.
  func start(on connection: WebSocketConnection)
  /// A text message; the verdict says when the next may come.
  func receive(_ message: String) -> WebSocketConnection.Verdict
  /// A binary message, which no endpoint here takes.
  func refuseBinaryMessage()
  /// The connection is over for the endpoint, which started: it is gone, or the server began
  /// to close it. `failed` when it was failed for a protocol error rather than closed.
  func connectionEnded(failed: Bool)
}
