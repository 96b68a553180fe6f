import ComposableWebServer
import Foundation
import Testing

/// `LiveServer.files(at:in:)` serves a folder, such as the built documentation, and nothing
/// outside it.
@Suite struct StaticFilesTests {
  /// A folder with an index page, a nested page and a file, and a secret beside the folder.
  let folder: URL

  init() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("static-files-\(UUID().uuidString)")
    folder = root.appendingPathComponent("site")
    let nested = folder.appendingPathComponent("documentation/store")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try Data("<h1>Docs</h1>".utf8).write(to: folder.appendingPathComponent("index.html"))
    try Data("<h1>Store</h1>".utf8).write(to: nested.appendingPathComponent("index.html"))
    try Data("body { color: red }".utf8).write(to: folder.appendingPathComponent("style.css"))
    try Data("secret".utf8).write(to: root.appendingPathComponent("secret.txt"))
  }

  func withServer(_ body: (_ port: Int) async throws -> Void) async throws {
    var configuration = LiveServerConfiguration()
    configuration.port = 0
    let server = LiveServer(configuration: configuration)
    server.page("/", title: "Home") { Text("Home page") }
    server.files(at: "/docs", in: folder.path)
    try await withRunningServer(server, body)
  }

  @Test func servesFilesAndFolderIndexes() async throws {
    try await withServer { port in
      let index = try await fetch(port: port, path: "/docs/")
      #expect(index.status == 200)
      #expect(index.body == "<h1>Docs</h1>")
      let nested = try await fetch(port: port, path: "/docs/documentation/store/")
      #expect(nested.body == "<h1>Store</h1>")
      let css = try await fetch(port: port, path: "/docs/style.css")
      #expect(css.status == 200)
      #expect(css.headers["content-type"]?.hasPrefix("text/css") == true)
    }
  }

  @Test func pagesStillAnswerBesideTheFiles() async throws {
    try await withServer { port in
      let home = try await fetch(port: port, path: "/")
      #expect(home.status == 200)
      #expect(home.body.contains("Home page"))
    }
  }

  @Test func nothingOutsideTheFolderCanBeRead() async throws {
    try await withServer { port in
      for path in ["/docs/../secret.txt", "/docs/%2e%2e/secret.txt", "/docs/..%2fsecret.txt"] {
        let response = try await fetch(port: port, path: path)
        #expect(response.status == 400 || response.status == 404, "\(path)")
        #expect(!response.body.contains("secret"), "\(path)")
      }
      #expect(try await fetch(port: port, path: "/docs/missing.html").status == 404)
      #expect(try await fetch(port: port, path: "/secret.txt").status == 404)
    }
  }
}
