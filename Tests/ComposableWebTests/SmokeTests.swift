import ComposableWeb
import Testing

@Test func serverSmoke() async throws {
  var configuration = LiveServerConfiguration()
  configuration.port = 0
  let server = LiveServer(configuration: configuration)
  server.page("/", title: "Hi") {
    VStack { Text("Hello"); Button("Tap") {} }
  }
  let (ports, continuation) = AsyncStream<Int>.makeStream()
  let task = Task { try await server.run(onStarted: { continuation.yield($0) }) }
  var iterator = ports.makeAsyncIterator()
  let port = try #require(await iterator.next())
  let page = try await Task.detached { try LoopbackClient.get(port: port, path: "/") }.value
  print(page.status, page.headers, page.body)
  let token = try #require(page.body.firstMatch(of: /data-cw-session="([0-9a-f]+)"/)?.1)
  let frame = try await Task.detached {
    let socket = try LoopbackClient(port: port)
    let status = try socket.upgrade(path: "/_cw/ws?token=\(token)", origin: "http://127.0.0.1:\(port)", port: port)
    print("upgrade", status)
    try socket.sendText(#"{"t":"click","id":"n5","s":1}"#)
    let a = try socket.receiveText()
    try socket.sendText(#"{"t":"nope","id":"n5","s":2}"#)
    let b = try socket.receiveText()
    try socket.sendClose()
    return [a, b]
  }.value
  print(frame)
  try await Task.sleep(for: .milliseconds(200))
  print("sessions", await server.sessionCount)
  task.cancel()
  _ = await task.result
}
