import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimal blocking HTTP and WebSocket client over a loopback TCP socket, so server tests
/// need no client library (and no TLS stack). Every read times out after a few seconds, so a
/// broken server fails a test instead of hanging it.
///
/// ```swift
/// let page = try LoopbackClient.get(port: port, path: "/settings")
/// let socket = try LoopbackClient(port: port)
/// try socket.upgrade(path: "/_cw/ws?token=…", origin: "http://127.0.0.1:\(port)")
/// try socket.sendText(#"{"t":"click","id":"n5"}"#)
/// let frame = try socket.receiveText()
/// ```
///
/// Unchecked `Sendable`: a test hands a client from task to task but never uses it from two
/// at once.
final class LoopbackClient: @unchecked Sendable {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let descriptor: Int32
  /// Bytes received and not yet read: a slice, so reading a frame off its front doesn't move
  /// the rest.
  private var buffer: ArraySlice<UInt8> = []

  /// Connects to `port` on 127.0.0.1 from the loopback address `source`: another address on
  /// the same machine (127.0.0.2) stands for another client.
  ///
  /// `receiveBufferBytes` shrinks the socket's receive buffer (set before connecting, so the
  /// kernel doesn't grow it): a client that reads slowly then holds back the server's output
  /// after a few kilobytes rather than megabytes.
  init(
    port: Int, source: String = "127.0.0.1", timeoutSeconds: Int = 5,
    receiveBufferBytes: Int? = nil
  ) throws {
    #if canImport(Glibc)
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw Failure(description: "socket() failed") }
    var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    if var size = receiveBufferBytes.map(Int32.init) {
      setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
    }
    if source != "127.0.0.1" {
      var local = sockaddr_in()
      local.sin_family = sa_family_t(AF_INET)
      local.sin_addr.s_addr = inet_addr(source)
      let bound = withUnsafePointer(to: &local) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard bound == 0 else {
        close(descriptor)
        throw Failure(description: "bind() to \(source) failed")
      }
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else {
      close(descriptor)
      throw Failure(description: "connect() to port \(port) failed")
    }
  }

  deinit {
    close(descriptor)
  }

  // MARK: HTTP

  /// Fetches a path and returns the status code, the headers (lowercased names) and the body.
  static func get(
    port: Int, path: String, source: String = "127.0.0.1", host: String? = nil,
    headers: [String: String] = [:]
  ) throws -> (status: Int, headers: [String: String], body: String) {
    let client = try LoopbackClient(port: port, source: source)
    var request =
      "GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
    for (name, value) in headers { request += "\(name): \(value)\r\n" }
    request += "\r\n"
    try client.write(Array(request.utf8))
    let (status, responseHeaders) = try client.readHead()
    var body: [UInt8] = []
    if let length = responseHeaders["content-length"].flatMap(Int.init) {
      body = try client.read(count: length)
    } else {
      while let byte = try? client.read(count: 1) { body += byte }
    }
    return (status, responseHeaders, String(decoding: body, as: UTF8.self))
  }

  // MARK: WebSocket

  /// Performs the WebSocket handshake; returns the HTTP status (101 when upgraded).
  @discardableResult
  func upgrade(path: String, origin: String?, host: String? = nil, port: Int) throws -> Int {
    var request = "GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n"
    request += "Upgrade: websocket\r\nConnection: Upgrade\r\n"
    request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
    if let origin { request += "Origin: \(origin)\r\n" }
    request += "\r\n"
    try write(Array(request.utf8))
    return try readHead().status
  }

  func sendText(_ text: String) throws {
    try sendFrame(opcode: 0x1, payload: Array(text.utf8))
  }

  func sendBinary(_ bytes: [UInt8]) throws {
    try sendFrame(opcode: 0x2, payload: bytes)
  }

  /// Sends a close frame; the server answers with its own and ends the session.
  func sendClose() throws {
    try sendFrame(opcode: 0x8, payload: [0x03, 0xE8])
  }

  /// Reads frames until a text message arrives; `nil` when the server closes.
  func receiveText() throws -> String? {
    while true {
      let (opcode, payload) = try receiveFrame()
      switch opcode {
      case 0x1: return String(decoding: payload, as: UTF8.self)
      case 0x8: return nil
      case 0x9: try sendFrame(opcode: 0xA, payload: payload)
      default: continue
      }
    }
  }

  /// Reads the next frame, whatever it is: its opcode and payload.
  func receiveFrame() throws -> (opcode: UInt8, payload: [UInt8]) {
    let head = try read(count: 2)
    var length = Int(head[1] & 0x7F)
    if length == 126 {
      let bytes = try read(count: 2)
      length = Int(bytes[0]) << 8 | Int(bytes[1])
    } else if length == 127 {
      let bytes = try read(count: 8)
      length = bytes.reduce(0) { $0 << 8 | Int($1) }
    }
    return (head[0] & 0x0F, try read(count: length))
  }

  /// Reads frames until the server's close frame and returns its status code; `nil` if the
  /// connection ends without one.
  func receiveCloseCode() throws -> Int? {
    while true {
      guard let (opcode, payload) = try? receiveFrame() else { return nil }
      if opcode == 0x8 {
        return payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : 1005
      }
    }
  }

  /// Sends one frame; `masked: false` breaks RFC 6455 on purpose (clients must mask).
  func sendFrame(opcode: UInt8, payload: [UInt8], masked: Bool = true) throws {
    // One write: a frame split over two would wait on the peer's delayed ACK (Nagle).
    try write(
      Self.frameHeader(opcode: opcode, length: payload.count, masked: masked)
        + (masked ? payload.enumerated().map { $0.element ^ Self.mask[$0.offset % 4] } : payload))
  }

  /// The header of a final frame announcing `length` payload bytes, with the mask key.
  static func frameHeader(opcode: UInt8, length: Int, masked: Bool = true) -> [UInt8] {
    let maskBit: UInt8 = masked ? 0x80 : 0
    var frame: [UInt8] = [0x80 | opcode]
    if length < 126 {
      frame.append(maskBit | UInt8(length))
    } else if length <= 0xFFFF {
      frame.append(maskBit | 126)
      frame += [UInt8(length >> 8), UInt8(length & 0xFF)]
    } else {
      frame.append(maskBit | 127)
      frame += (0..<8).reversed().map { UInt8((length >> ($0 * 8)) & 0xFF) }
    }
    return masked ? frame + mask : frame
  }

  private static let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]

  /// Sends raw bytes: a hand-made request or frame.
  func sendRaw(_ bytes: [UInt8]) throws {
    try write(bytes)
  }

  /// Reads an HTTP response head: the status and headers (lowercased names).
  func receiveHead() throws -> (status: Int, headers: [String: String]) {
    try readHead()
  }

  /// Reads and drops the body of a response whose head was just read (by its
  /// `Content-Length`).
  func skipBody(of head: (status: Int, headers: [String: String])) throws {
    let length = head.headers["content-length"].flatMap(Int.init) ?? 0
    _ = try read(count: length)
  }

  /// Whether the server closed the connection: a read returns end of file (not a timeout).
  func isClosedByServer() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count == 0 { return true }
      if count < 0 { return errno == ECONNRESET }
    }
  }

  /// Ends the connection abruptly, as a tab that is closed or a network that drops does.
  func disconnect() {
    shutdown(descriptor, Int32(SHUT_RDWR))
  }

  // MARK: Bytes

  private func write(_ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard written > 0 else { throw Failure(description: "send() failed") }
      offset += written
    }
  }

  private func fill() throws {
    var chunk = [UInt8](repeating: 0, count: 65536)
    let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { throw Failure(description: "connection closed or timed out") }
    buffer += chunk[0..<count]
  }

  private func read(count: Int) throws -> [UInt8] {
    while buffer.count < count { try fill() }
    let bytes = Array(buffer.prefix(count))
    buffer.removeFirst(count)
    return bytes
  }

  private func readHead() throws -> (status: Int, headers: [String: String]) {
    let terminator: [UInt8] = [13, 10, 13, 10]
    while true {
      if let range = buffer.firstRange(of: terminator) {
        let head = String(decoding: buffer[..<range.lowerBound], as: UTF8.self)
        buffer.removeFirst(range.upperBound - buffer.startIndex)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        let status = statusLine.count > 1 ? Int(statusLine[1]) ?? 0 : 0
        var headers: [String: String] = [:]
        for line in lines {
          guard let colon = line.firstIndex(of: ":") else { continue }
          headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
            .trimmingCharacters(in: .whitespaces)
        }
        return (status, headers)
      }
      try fill()
    }
  }
}
