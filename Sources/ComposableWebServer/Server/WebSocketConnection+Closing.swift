import NIOCore
import NIOWebSocket

extension WebSocketConnection {
  /// Begins the closing handshake from any thread: a close frame goes out after the frames
  /// handed to the event loop before this call, and the connection is closed when the client
  /// answers, or after the close timeout, counted from now.
  func close(code: WebSocketErrorCode, reason: String) {
    beginClosing(code: code, reason: reason, failed: false, closesWhenSent: false)
  }

  /// Fails the connection from any thread: a close frame goes out after the frames handed to
  /// the event loop before this call, and the connection is closed as soon as it is written,
  /// unread (RFC 6455 §7.1.7): a flooding client's messages are not read and decoded while the
  /// server waits for its close.
  func fail(code: WebSocketErrorCode, reason: String) {
    beginClosing(code: code, reason: reason, failed: true, closesWhenSent: true)
  }

  /// The one way the server closes a connection: once (later calls change nothing but mark a
  /// failure), with the close timeout armed.
  func beginClosing(
    code: WebSocketErrorCode, reason: String, failed: Bool, closesWhenSent: Bool
  ) {
    onEventLoop { connection in
      guard !connection.isClosing else {
        if failed { connection.stopsReading(failed: true) }
        return
      }
      connection.stopsReading(failed: failed)
      connection.armCloseTimeout()
      // Behind the frames already handed to the loop (those go first).
      connection.eventLoop.execute {
        connection.sendClose(code: code, reason: reason, closesWhenSent: closesWhenSent)
      }
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

  /// A client that never answers the close, or never reads it (writing it waits while the
  /// connection's output is full), can't hold the connection (or a shutdown) open: it is
  /// dropped after the close timeout.
  func armCloseTimeout() {
    guard closeTimer == nil else { return }
    closeTimer = eventLoop.scheduleTask(in: closeTimeout) { [self] in
      context?.close(promise: nil)
    }
  }

  private func sendClose(code: WebSocketErrorCode, reason: String, closesWhenSent: Bool) {
    guard let context, context.channel.isActive else { return }
    guard !closeIsSent else {
      if closesWhenSent { context.close(promise: nil) }
      return
    }
    closeIsSent = true
    var payload = context.channel.allocator.buffer(capacity: 2 + reason.utf8.count)
    payload.write(webSocketErrorCode: code)
    payload.writeString(reason)
    let written = context.writeAndFlush(
      wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: payload)))
    guard closesWhenSent else { return }
    let loopBound = NIOLoopBound(context, eventLoop: eventLoop)
    written.whenComplete { _ in loopBound.value.close(promise: nil) }
  }

  /// The client began the closing handshake, or answered the server's: a valid close is
  /// answered with its own code (once) and the connection closed; an invalid one fails it.
  func answerClose(_ frame: WebSocketFrame, context: ChannelHandlerContext) {
    var payload = frame.unmaskedData
    let code = payload.readInteger(as: UInt16.self)
    guard payload.readableBytes == 0 || code != nil, code.map(isValidCloseCode) ?? true else {
      return fail(code: .protocolError, reason: "invalid close code")
    }
    guard String(validating: payload.readableBytesView, as: UTF8.self) != nil else {
      return fail(code: .dataInconsistentWithMessage, reason: "close reason that is not UTF-8")
    }
    guard !closeIsSent else {
      // The server's close was answered: the handshake is done.
      context.close(promise: nil)
      return
    }
    stopsReading(failed: false)
    armCloseTimeout()
    closeIsSent = true
    var answer = context.channel.allocator.buffer(capacity: 2)
    if let code { answer.writeInteger(code) }
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(
      wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: answer))
    ).whenComplete { _ in loopBound.value.close(promise: nil) }
  }
}

/// Whether a close frame may carry `code` (RFC 6455 §7.4): a defined code other than those
/// reserved for an endpoint's own use (1005, 1006, 1015), or one of the ranges left to
/// libraries and applications.
private func isValidCloseCode(_ code: UInt16) -> Bool {
  switch code {
  case 1000...1003, 1007...1014, 3000...4999: true
  default: false
  }
}
