import Foundation

/// A headless Chromium driven over the DevTools protocol, for browser tests of the client
/// script. `nil` when no Chromium is installed, so those tests skip instead of failing.
///
/// ```swift
/// let browser = try HeadlessChromium.launch()
/// try browser.navigate(to: "http://127.0.0.1:\(port)/counter")
/// let title = try browser.evaluate("document.title")
/// ```
///
/// Every wait is bounded: reads time out after a few seconds, polls after five.
final class HeadlessChromium: @unchecked Sendable {
  static let executable: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let process: Process
  private let profile: URL
  private let devTools: LoopbackClient
  private var nextID = 0

  private init(process: Process, profile: URL, devTools: LoopbackClient) {
    self.process = process
    self.profile = profile
    self.devTools = devTools
  }

  deinit {
    // Ends only the browser this object started, by its own handle.
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: profile)
  }

  /// Starts a browser on a blank page and connects to that page's DevTools socket.
  static func launch() throws -> HeadlessChromium {
    guard let executable else { throw Failure(description: "no Chromium installed") }
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("cw-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
      "--remote-debugging-port=0", "--user-data-dir=\(profile.path)", "about:blank",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    do {
      // Chromium writes the port it picked to the profile once DevTools listens.
      let portFile = profile.appendingPathComponent("DevToolsActivePort")
      var port: Int?
      for _ in 0..<200 where port == nil {
        if let contents = try? String(contentsOf: portFile, encoding: .utf8),
          let line = contents.split(separator: "\n").first
        {
          port = Int(line)
        }
        if port == nil { Thread.sleep(forTimeInterval: 0.05) }
      }
      guard let port else { throw Failure(description: "Chromium did not start DevTools") }
      let targets = try LoopbackClient.get(port: port, path: "/json/list")
      guard
        let list = try JSONSerialization.jsonObject(with: Data(targets.body.utf8))
          as? [[String: Any]],
        let page = list.first(where: { $0["type"] as? String == "page" }),
        let socketURL = (page["webSocketDebuggerUrl"] as? String).flatMap(URL.init(string:))
      else { throw Failure(description: "no page target") }
      let devTools = try LoopbackClient(port: port)
      let status = try devTools.upgrade(path: socketURL.path, origin: nil, port: port)
      guard status == 101 else { throw Failure(description: "DevTools refused: \(status)") }
      return HeadlessChromium(process: process, profile: profile, devTools: devTools)
    } catch {
      process.terminate()
      process.waitUntilExit()
      try? FileManager.default.removeItem(at: profile)
      throw error
    }
  }

  /// Calls a DevTools method and returns its result.
  @discardableResult
  func call(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
    nextID += 1
    let id = nextID
    let message = try JSONSerialization.data(
      withJSONObject: ["id": id, "method": method, "params": parameters])
    try devTools.sendText(String(decoding: message, as: UTF8.self))
    while let text = try devTools.receiveText() {
      guard
        let reply = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
        reply["id"] as? Int == id
      else { continue }
      if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
      return reply["result"] as? [String: Any] ?? [:]
    }
    throw Failure(description: "DevTools closed")
  }

  /// Evaluates JavaScript in the page and returns its value.
  @discardableResult
  func evaluate(_ expression: String) throws -> Any? {
    let result = try call(
      "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
    if let exception = result["exceptionDetails"] {
      throw Failure(description: "\(expression) threw \(exception)")
    }
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Polls `expression` until it is truthy (returning its value), for at most five seconds.
  @discardableResult
  func waitFor(_ expression: String) throws -> Any? {
    for _ in 0..<100 {
      let value = try evaluate(expression)
      if let flag = value as? Bool, !flag {
      } else if value != nil, !(value is NSNull) {
        return value
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw Failure(description: "timed out waiting for \(expression)")
  }

  func navigate(to url: String) throws {
    try call("Page.navigate", ["url": url])
  }

  /// Types text into the focused element as keyboard input, one character at a time.
  func type(_ text: String) throws {
    for character in text {
      try call("Input.insertText", ["text": String(character)])
    }
  }
}
