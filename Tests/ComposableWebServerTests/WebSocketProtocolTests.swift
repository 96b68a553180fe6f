import ComposableWebServer
import Testing
import WebTestSupport

/// RFC 6455 from a raw WebSocket client over TCP: protocol errors end the connection with a
/// close frame carrying the right code, never a reset, and other sessions carry on.
@Suite(.serialized) struct WebSocketProtocolTests {
  func makeServer(configure: (inout LiveServerConfiguration) -> Void = { _ in }) -> LiveServer {
    var configuration = LiveServerConfiguration()
    configuration.port = 0
    configure(&configuration)
    let server = LiveServer(configuration: configuration)
    server.page("/counter", title: "Counter") {
      CounterView(
        store: makeCounterStore()
      )
    }
    return server
  }

  /// Opens a session, sends it `attack`, and returns the close code the server answered with;
  /// then checks a canary session opened before still answers clicks.
  func closeCode(
    configure: (inout LiveServerConfiguration) -> Void = { _ in },
    _ attack: @escaping @Sendable (LoopbackClient) throws -> Void
  ) async throws -> Int? {
    let server = makeServer(configure: configure)
    var code: Int?
    try await withRunningServer(server) { port in
      let canary = try await openPageSocket(port: port, path: "/counter")
      let socket = try await openPageSocket(port: port, path: "/counter")
      code = try await blocking {
        try attack(socket)
        return try socket.receiveCloseCode()
      }
      #expect(await eventually { await server.sessionCount == 1 })
      let frame = try await blocking {
        try canary.sendText(#"{"t":"click","id":"n6","s":1}"#)
        return try canary.receiveText()
      }
      #expect(frame == #"{"t":"patch","ack":1,"p":[{"op":"text","id":"n5","v":"1"}]}"#)
    }
    return code
  }

  @Test func aFrameOverTheLimitClosesWith1009() async throws {
    // Only the header of a 2 MiB frame: the server refuses it before reading the payload.
    let code = try await closeCode { socket in
      try socket.sendRaw(LoopbackClient.frameHeader(opcode: 0x1, length: 2 << 20))
    }
    #expect(code == 1009)
  }

  @Test func aFragmentedMessageOverTheLimitClosesWith1009() async throws {
    let code = try await closeCode(configure: { $0.maximumMessageSize = 100_000 }) { socket in
      let half = [UInt8](repeating: 0x61, count: 60_000)
      let length = (0..<8).reversed().map { UInt8((60_000 >> ($0 * 8)) & 0xFF) }
      let mask: [UInt8] = [0, 0, 0, 0]
      // A text frame without FIN, then its final continuation: 120 000 bytes in all.
      try socket.sendRaw([0x01, 0x80 | 127] + length + mask + half)
      try socket.sendRaw([0x80, 0x80 | 127] + length + mask + half)
    }
    #expect(code == 1009)
  }

  @Test func invalidUTF8ClosesWith1007() async throws {
    let code = try await closeCode { socket in
      try socket.sendFrame(opcode: 0x1, payload: [0x7B, 0xC3, 0x28, 0x7D])
    }
    #expect(code == 1007)
  }

  @Test func anUnmaskedFrameClosesWith1002() async throws {
    let code = try await closeCode { socket in
      try socket.sendFrame(
        opcode: 0x1, payload: Array(#"{"t":"click","id":"n6","s":1}"#.utf8), masked: false)
    }
    #expect(code == 1002)
  }
}
