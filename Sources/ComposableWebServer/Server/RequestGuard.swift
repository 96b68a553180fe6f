import NIOCore

/// Bounds each HTTP request in time and size before the HTTP decoder sees it: a request whose
/// head and body don't arrive within `timeout` gets a 408, and one that declares a body larger
/// than `maximumBodySize` (or a chunked one, whose size it can't know) gets a 413; both close
/// the connection.
///
/// ```swift
/// try channel.pipeline.syncOperations.addHandler(
///   RequestGuard(timeout: .seconds(10), maximumBodySize: 16_384), position: .first)
/// ```
///
/// It reads the raw bytes: the clock starts with a request's first byte (or the connection, for
/// the first request) and stops when the head has ended (the blank line) and the body its
/// `Content-Length` declares has arrived. A slowloris client that trickles its head, or a body
/// that trickles a line every few seconds under a large `Content-Length`, is closed when the
/// clock runs out. A WebSocket upgrade removes the handler: from then on the bytes are frames.
final class RequestGuard: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  let timeout: TimeAmount
  let maximumBodySize: Int
  private var deadline: Scheduled<Void>?
  private var isRefused = false
  /// Where the reader is: in a head (and how far into its blank line), or in a body.
  private var matched = 0
  private var bodyRemaining = 0
  /// The head line being read, lowercased, up to ``Self.longestInterestingLine`` bytes: only
  /// `content-length` and `transfer-encoding` lines are looked at.
  private var line: [UInt8] = []
  private var declaredLength = 0
  private var isChunked = false
  private static let longestInterestingLine = 64

  init(timeout: TimeAmount, maximumBodySize: Int) {
    self.timeout = timeout
    self.maximumBodySize = maximumBodySize
  }

  func handlerAdded(context: ChannelHandlerContext) {
    startClock(context: context)
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !isRefused else { return }
    let buffer = unwrapInboundIn(data)
    for byte in buffer.readableBytesView {
      if deadline == nil { startClock(context: context) }
      if bodyRemaining > 0 {
        bodyRemaining -= 1
        if bodyRemaining == 0 { stopClock() }
        continue
      }
      readHead(byte)
      guard matched == 4 else { continue }
      // The head has ended: is a body coming, and may it?
      matched = 0
      defer { (declaredLength, isChunked) = (0, false) }
      if isChunked || declaredLength > maximumBodySize {
        isRefused = true
        stopClock()
        RawHTTPResponse.send(status: 413, reason: "Content Too Large", context: context)
        return
      }
      bodyRemaining = declaredLength
      if bodyRemaining == 0 { stopClock() }
    }
    context.fireChannelRead(data)
  }

  /// Follows a head byte by byte: its lines, and the blank line that ends it.
  private func readHead(_ byte: UInt8) {
    switch (matched, byte) {
    case (0, 13), (2, 13):
      matched += 1
    case (1, 10), (3, 10):
      matched += 1
      if matched == 2 { endLine() }
    default:
      matched = byte == 13 ? 1 : 0
      if line.count < Self.longestInterestingLine {
        line.append(byte >= 65 && byte <= 90 ? byte + 32 : byte)
      }
    }
  }

  private func endLine() {
    defer { line.removeAll(keepingCapacity: true) }
    let text = String(decoding: line, as: UTF8.self)
    guard let colon = text.firstIndex(of: ":") else { return }
    let name = text[..<colon].trimmingCharacters(in: .whitespaces)
    let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    switch name {
    case "content-length":
      // An unreadable length counts as too large.
      declaredLength = Int(value) ?? Int.max
    case "transfer-encoding":
      isChunked = value.contains("chunked")
    default:
      break
    }
  }

  private func startClock(context: ChannelHandlerContext) {
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    deadline = context.eventLoop.scheduleTask(in: timeout) {
      RawHTTPResponse.send(status: 408, reason: "Request Timeout", context: loopBound.value)
    }
  }

  private func stopClock() {
    deadline?.cancel()
    deadline = nil
  }
}
