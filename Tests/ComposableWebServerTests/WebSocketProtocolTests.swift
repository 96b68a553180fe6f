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

  @Test func aMessageInTooManyFragmentsClosesWith1002() async throws {
    // 300 one-byte fragments: each tiny frame would cost the server a frame's bookkeeping.
    let code = try await closeCode { socket in
      var first = LoopbackClient.frameHeader(opcode: 0x1, length: 1)
      first[0] &= 0x7F
      var fragments = first + masked([0x7B])
      var middle = LoopbackClient.frameHeader(opcode: 0x0, length: 1)
      middle[0] &= 0x7F
      for _ in 0..<299 { fragments += middle + masked([0x20]) }
      try socket.sendRaw(fragments)
    }
    #expect(code == 1002)
  }

  @Test func aReservedOpcodeClosesWith1002() async throws {
    let code = try await closeCode { socket in
      try socket.sendFrame(opcode: 0x3, payload: [0x01])
    }
    #expect(code == 1002)
  }

  @Test func aReservedBitClosesWith1002() async throws {
    // RSV1 on a text frame, with no extension negotiated.
    let code = try await closeCode { socket in
      var frame = LoopbackClient.frameHeader(opcode: 0x1, length: 2)
      frame[0] |= 0x40
      try socket.sendRaw(frame + masked([0x7B, 0x7D]))
    }
    #expect(code == 1002)
  }

  @Test func aCloseWithAnInvalidCodeClosesWith1002() async throws {
    // 1005 means "no code": an endpoint may not send it.
    let code = try await closeCode { socket in
      try socket.sendFrame(opcode: 0x8, payload: [0x03, 0xED])
    }
    #expect(code == 1002)
  }

  @Test func aClientsCloseIsAnsweredWithItsCode() async throws {
    let code = try await closeCode { socket in
      try socket.sendFrame(opcode: 0x8, payload: [0x0F, 0xA0] + Array("bye".utf8))
    }
    #expect(code == 4000)
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

  @Test func aPingIsAnsweredWithAPongCarryingItsPayload() async throws {
    let server = makeServer()
    try await withRunningServer(server) { port in
      let socket = try await openPageSocket(port: port, path: "/counter")
      let pong = try await blocking {
        try socket.sendFrame(opcode: 0x9, payload: Array("are you there".utf8))
        return try socket.receiveFrame()
      }
      #expect(pong.opcode == 0xA)
      #expect(String(decoding: pong.payload, as: UTF8.self) == "are you there")
    }
  }

  @Test func aMessageInFragmentsIsOneMessage() async throws {
    let server = makeServer()
    try await withRunningServer(server) { port in
      let socket = try await openPageSocket(port: port, path: "/counter")
      let frame = try await blocking {
        let click = Array(#"{"t":"click","id":"n6","s":1}"#.utf8)
        // A text frame without FIN, then its final continuation, each masked.
        var first = LoopbackClient.frameHeader(opcode: 0x1, length: 10)
        first[0] &= 0x7F
        try socket.sendRaw(first + masked(click[..<10]))
        try socket.sendRaw(
          LoopbackClient.frameHeader(opcode: 0x0, length: click.count - 10)
            + masked(click[10...]))
        return try socket.receiveText()
      }
      #expect(frame == #"{"t":"patch","ack":1,"p":[{"op":"text","id":"n5","v":"1"}]}"#)
    }
  }

  @Test func aClientThatPingsWithoutReadingIsNotBufferedFor() async throws {
    // The attack: 13 MB of pings, each asking for a pong as large, and no read until the end.
    // The server answers while its output has room, then lets pings go unanswered: it holds
    // what its socket's buffers hold, not everything the client asked for.
    let server = makeServer()
    try await withRunningServer(server) { port in
      let canary = try await openPageSocket(port: port, path: "/counter")
      // A reader with a small buffer: the server's output fills after its own socket's buffers.
      let page = try await fetch(port: port, path: "/counter")
      let token = try #require(sessionToken(in: page.body))
      let socket = try await blocking {
        let socket = try LoopbackClient(port: port, receiveBufferBytes: 16_384)
        try #require(
          try socket.upgrade(
            path: "/_cw/ws?token=\(token)", origin: "http://127.0.0.1:\(port)", port: port)
            == 101)
        return socket
      }
      let pings = 100_000
      let (pongs, frame) = try await blocking {
        // The largest payload a control frame may carry.
        let ping =
          LoopbackClient.frameHeader(opcode: 0x9, length: 125)
          + masked([UInt8](repeating: 0x70, count: 125)[...])
        for _ in 0..<(pings / 1_000) {
          try socket.sendRaw(Array([[UInt8]](repeating: ping, count: 1_000).joined()))
        }
        try socket.sendText(#"{"t":"click","id":"n6","s":1}"#)
        var pongs = 0
        while true {
          let (opcode, payload) = try socket.receiveFrame()
          if opcode == 0xA { pongs += 1 }
          if opcode == 0x1 { return (pongs, String(decoding: payload, as: UTF8.self)) }
        }
      }
      #expect(pongs > 0)
      #expect(pongs < pings)
      // The connection carries on, and so do the others.
      #expect(frame == #"{"t":"patch","ack":1,"p":[{"op":"text","id":"n5","v":"1"}]}"#)
      let canaryFrame = try await blocking {
        try canary.sendText(#"{"t":"click","id":"n6","s":1}"#)
        return try canary.receiveText()
      }
      #expect(canaryFrame == #"{"t":"patch","ack":1,"p":[{"op":"text","id":"n5","v":"1"}]}"#)
      print("aClientThatPingsWithoutReadingIsNotBufferedFor: \(pongs) of \(pings) pings answered")
    }
  }

  @Test func aHandshakeForNoSocketGets400() async throws {
    let server = makeServer()
    try await withRunningServer(server) { port in
      let status = try await blocking {
        try LoopbackClient(port: port).upgrade(
          path: "/_cw/elsewhere", origin: "http://127.0.0.1:\(port)", port: port)
      }
      #expect(status == 400)
    }
  }

  @Test func aHandshakeAfterARequestIsSentToANewConnection() async throws {
    // The upgrade is read only as a connection's first request: a later one is redirected to
    // the same address, and the connection closed, so the client makes it on a new one.
    let server = makeServer()
    try await withRunningServer(server) { port in
      let (redirect, closed) = try await blocking {
        let client = try LoopbackClient(port: port)
        try client.sendRaw(
          Array("GET /counter HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
        try client.skipBody(of: try client.receiveHead())
        let handshake =
          "GET /_cw/ws?token=abc HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
          + "Upgrade: websocket\r\nConnection: Upgrade\r\n"
          + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
          + "Origin: http://127.0.0.1:\(port)\r\n\r\n"
        try client.sendRaw(Array(handshake.utf8))
        let head = try client.receiveHead()
        try client.skipBody(of: head)
        return (head, client.isClosedByServer())
      }
      #expect(redirect.status == 307)
      #expect(redirect.headers["location"] == "/_cw/ws?token=abc")
      #expect(closed)
    }
  }
}

/// Bytes masked with the key ``LoopbackClient/frameHeader(opcode:length:masked:)`` writes.
private func masked(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
  let key: [UInt8] = [0x12, 0x34, 0x56, 0x78]
  return bytes.enumerated().map { $0.element ^ key[$0.offset % 4] }
}
