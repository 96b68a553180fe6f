import NIOCore
import NIOEmbedded
import Testing

@testable import ComposableWebServer

/// The guard in front of an upgraded connection: it pings the client every interval and closes
/// the connection of a client that sent nothing between two pings, as a network failure.
@Suite struct ClientFrameGuardTests {
  /// A connection whose guard pings every 30 seconds, on an event loop whose time tests move.
  struct Connection {
    let channel = EmbeddedChannel()
    let frameGuard: ClientFrameGuard

    init(pinging: Bool = true) throws {
      frameGuard = ClientFrameGuard(maximumFrameSize: 1 << 10, eventLoop: channel.eventLoop)
      try channel.pipeline.syncOperations.addHandler(frameGuard)
      try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080)).wait()
      if pinging { try startPinging() }
    }

    func startPinging() throws {
      try frameGuard.startPinging(every: .seconds(30), in: channel.pipeline)
    }

    /// The bytes the server wrote since the last call, if any.
    func written() throws -> [UInt8]? {
      try channel.readOutbound(as: ByteBuffer.self).map { Array($0.readableBytesView) }
    }

    /// A masked frame from the client with an empty payload.
    func clientSends(opcode: UInt8) throws {
      try channel.writeInbound(ByteBuffer(bytes: [0x80 | opcode, 0x80, 1, 2, 3, 4]))
      _ = try channel.readInbound(as: ByteBuffer.self)
    }

    func advance(seconds: Int64) {
      channel.embeddedEventLoop.advanceTime(by: .seconds(seconds))
    }
  }

  static let ping: [UInt8] = [0x89, 0x00]

  @Test func aClientIsPingedEveryInterval() throws {
    let connection = try Connection()
    connection.advance(seconds: 29)
    #expect(try connection.written() == nil)
    connection.advance(seconds: 1)
    #expect(try connection.written() == Self.ping)
  }

  /// A pong answers a ping, and so does any frame: a browser may send a message before its
  /// pong, and it is there all the same.
  @Test(arguments: [(0xA, "pong"), (0x1, "text message")])
  func aFrameFromTheClientKeepsTheConnection(opcode: UInt8, frame: String) throws {
    let connection = try Connection()
    connection.advance(seconds: 30)
    #expect(try connection.written() == Self.ping)
    try connection.clientSends(opcode: opcode)
    connection.advance(seconds: 30)
    #expect(try connection.written() == Self.ping, "after a \(frame)")
    #expect(connection.channel.isActive, "after a \(frame)")
  }

  @Test func aClientThatSendsNothingBetweenTwoPingsIsClosedAsGone() throws {
    let connection = try Connection()
    connection.advance(seconds: 30)
    #expect(try connection.written() == Self.ping)
    connection.advance(seconds: 30)
    let close = try #require(try connection.written())
    // A close frame with 1001 (going away) and its reason, then the connection is closed.
    #expect(Array(close.prefix(4)) == [0x88, UInt8(close.count - 2), 0x03, 0xE9])
    #expect(String(decoding: close.dropFirst(4), as: UTF8.self) == "no answer to ping")
    #expect(!connection.channel.isActive)
    // Not a protocol failure: the tab's session waits for it to come back.
    #expect(connection.frameGuard.failure == nil)
    #expect(!connection.frameGuard.clientClosed)
  }

  @Test func noPingFollowsTheClientsCloseFrame() throws {
    let connection = try Connection()
    try connection.clientSends(opcode: 0x8)
    #expect(connection.frameGuard.clientClosed)
    connection.advance(seconds: 90)
    #expect(try connection.written() == nil)
  }

  /// The client's frames can arrive right after the 101, before the server starts
  /// pinging.
  @Test func noPingFollowsACloseFrameThatCameBeforeThePingsStarted() throws {
    let connection = try Connection(pinging: false)
    try connection.clientSends(opcode: 0x8)
    try connection.startPinging()
    connection.advance(seconds: 90)
    #expect(try connection.written() == nil)
  }

  @Test func noPingFollowsStopPinging() throws {
    let connection = try Connection()
    connection.advance(seconds: 30)
    #expect(try connection.written() == Self.ping)
    connection.frameGuard.stopPinging()
    connection.advance(seconds: 90)
    #expect(try connection.written() == nil)
    #expect(connection.channel.isActive)
  }

  @Test func anUnmaskedFrameIsAProtocolFailureAndEndsThePings() throws {
    let connection = try Connection()
    try connection.channel.writeInbound(ByteBuffer(bytes: [0x81, 0x00]))
    let close = try #require(try connection.written())
    #expect(Array(close.prefix(4)) == [0x88, UInt8(close.count - 2), 0x03, 0xEA])
    #expect(connection.frameGuard.failure == 1002)
    connection.advance(seconds: 90)
    #expect(try connection.written() == nil)
  }

  /// A client can fail its connection right after the 101, before the server's handler for the
  /// upgraded connection starts the pings: the connection is closed by then, and its handlers
  /// are gone from its pipeline, but the session still needs the guard's verdict (a protocol
  /// failure ends it; a network failure would keep it for the tab).
  @Test func aConnectionFailedBeforeThePingsStartedKeepsItsVerdict() async throws {
    let channel = NIOAsyncTestingChannel()
    let frameGuard = ClientFrameGuard(maximumFrameSize: 1 << 10, eventLoop: channel.eventLoop)
    try await channel.pipeline.addHandler(frameGuard)
    try await channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080))
    try await channel.writeInbound(ByteBuffer(bytes: [0x81, 0x00]))
    #expect(!channel.isActive)
    try await channel.eventLoop.submit {
      try frameGuard.startPinging(every: .seconds(30), in: channel.pipeline)
    }.get()
    // What made it a race: the closed connection's pipeline no longer holds the guard.
    await #expect(throws: (any Error).self) {
      try await channel.pipeline.handler(type: ClientFrameGuard.self).get()
    }
    #expect(frameGuard.failure == 1002)
    // The close frame went out, and no ping after it.
    let close = try #require(try await channel.readOutbound(as: ByteBuffer.self))
    #expect(close.readableBytesView.first == 0x88)
    await channel.testingEventLoop.advanceTime(by: .seconds(90))
    #expect(try await channel.readOutbound(as: ByteBuffer.self) == nil)
  }
}
