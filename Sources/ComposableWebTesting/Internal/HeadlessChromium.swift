import Foundation

/// Headless Chromium, run once per snapshot: it lays out and paints a page the way the live
/// server's browsers do.
///
/// Found at `$CHROMIUM`, else `/usr/bin/chromium`, `chromium-browser` or `google-chrome`. Each
/// run has a profile folder of its own and a time limit.
enum HeadlessChromium {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static let executable: String? = {
    var candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    if let configured = ProcessInfo.processInfo.environment["CHROMIUM"] {
      candidates.insert(configured, at: 0)
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// How long one run may take.
  static let timeout: TimeInterval = 60

  /// Flags that make a paint the same from one run to the next: one device pixel per CSS pixel,
  /// no scroll bars, no GPU, font hinting and subpixel positioning off.
  static let renderingFlags = [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
    "--force-device-scale-factor=1", "--font-render-hinting=none",
    "--disable-font-subpixel-positioning", "--disable-lcd-text", "--no-first-run",
    "--disable-extensions", "--mute-audio",
  ]

  /// A PNG of `document` in a window of `width` × `height` CSS pixels.
  static func screenshot(of document: String, width: Int, height: Int) throws -> Data {
    try withScratchFolder { folder in
      let page = folder.appendingPathComponent("page.html")
      let image = folder.appendingPathComponent("page.png")
      try Data(document.utf8).write(to: page)
      _ = try run(
        renderingFlags + [
          "--window-size=\(width),\(height)", "--screenshot=\(image.path)",
          "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
          page.absoluteString,
        ])
      guard let data = try? Data(contentsOf: image), !data.isEmpty else {
        throw Failure(description: "Chromium wrote no screenshot")
      }
      return data
    }
  }

  /// The document's DOM once its scripts have run on load, in a window `width` CSS pixels
  /// wide, as Chromium serializes it.
  static func domAfterLoad(of document: String, width: Int = 800) throws -> String {
    try withScratchFolder { folder in
      let page = folder.appendingPathComponent("page.html")
      try Data(document.utf8).write(to: page)
      return try run(
        renderingFlags + [
          "--dump-dom", "--window-size=\(width),800",
          "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
          page.absoluteString,
        ])
    }
  }

  private static func withScratchFolder<Result>(
    _ body: (URL) throws -> Result
  ) throws -> Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cw-snapshot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
  }

  /// Runs Chromium with `arguments` and returns what it printed to standard output.
  private static func run(_ arguments: [String]) throws -> String {
    guard let executable else {
      throw Failure(
        description: """
          no Chromium to render the image snapshot with: install it (Debian: apt-get install \
          chromium) or set CHROMIUM to its path
          """)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Read while it runs: a DOM larger than the pipe's buffer would otherwise block it.
    let printed = LockedBox(Data())
    let reading = DispatchGroup()
    reading.enter()
    DispatchQueue.global().async {
      printed.set(output.fileHandleForReading.readDataToEndOfFile())
      reading.leave()
    }
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      throw Failure(description: "Chromium took more than \(Int(timeout)) s and was stopped")
    }
    guard reading.wait(timeout: .now() + 5) == .success else {
      throw Failure(description: "Chromium's output could not be read")
    }
    guard process.terminationStatus == 0 else {
      throw Failure(description: "Chromium exited with status \(process.terminationStatus)")
    }
    return String(decoding: printed.value, as: UTF8.self)
  }
}

/// A value shared between a task and the thread waiting for it.
final class LockedBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value { lock.withLock { stored } }
  func set(_ value: Value) { lock.withLock { stored = value } }
}
