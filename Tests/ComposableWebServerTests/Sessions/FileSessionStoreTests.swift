import ComposableWebServer
import Foundation
import Testing

/// The file store keeps one file per session, written whole or not at all, readable by its
/// owner only, and named only by real session tokens.
@Suite struct FileSessionStoreTests {
  let directory = NSTemporaryDirectory() + "file-session-store-\(UUID().uuidString)"
  let token = String(repeating: "ab", count: 16)

  @Test func savesLoadsAndRemoves() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = FileSessionStore(directory: directory)
    #expect(try store.load(token) == nil)
    try store.save(Data("first".utf8), for: token)
    try store.save(Data("second".utf8), for: token)
    #expect(try store.load(token) == Data("second".utf8))
    // No temporary file is left behind, and only the owner can read the snapshot.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [token + ".json"])
    let attributes = try FileManager.default.attributesOfItem(atPath: "\(directory)/\(token).json")
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let folder = try FileManager.default.attributesOfItem(atPath: directory)
    #expect((folder[.posixPermissions] as? Int) == 0o700)
    try store.remove(token)
    #expect(try store.load(token) == nil)
    try store.remove(token)
  }

  @Test func onlySessionTokensNameFiles() {
    let store = FileSessionStore(directory: directory)
    for token in ["../../etc/passwd", "", "ABCDEF", String(repeating: "a", count: 65)] {
      #expect(throws: FileSessionStore.StoreError.self) { try store.load(token) }
      #expect(throws: FileSessionStore.StoreError.self) {
        try store.save(Data(), for: token)
      }
    }
  }

  @Test func snapshotsOfTabsThatNeverCameBackAreSwept() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = FileSessionStore(directory: directory)
    let old = String(repeating: "0", count: 32)
    try store.save(Data("old".utf8), for: old)
    try store.save(Data("new".utf8), for: token)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-600)], ofItemAtPath: "\(directory)/\(old).json"
    )
    try store.removeSnapshots(savedBefore: Date().addingTimeInterval(-120))
    #expect(try store.load(old) == nil)
    #expect(try store.load(token) == Data("new".utf8))

    let memory = MemorySessionStore()
    memory.save(Data("new".utf8), for: token)
    memory.removeSnapshots(savedBefore: Date().addingTimeInterval(-120))
    #expect(memory.load(token) != nil)
    memory.removeSnapshots(savedBefore: Date().addingTimeInterval(1))
    #expect(memory.count == 0)
  }

  @Test func aDirectoryOthersCanReadIsRefused() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: false,
      attributes: [.posixPermissions: 0o755])
    let store = FileSessionStore(directory: directory)
    // Others could list the tokens its files are named by.
    #expect(throws: FileSessionStore.StoreError.self) { try store.save(Data("x".utf8), for: token) }
    #expect(try store.load(token) == nil)
    // Nor a link in place of the directory.
    let link = directory + "-link"
    defer { unlink(link) }
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: directory)
    #expect(throws: FileSessionStore.StoreError.self) {
      try FileSessionStore(directory: link).save(Data("x".utf8), for: token)
    }
    // Only the store's own files are swept.
    try store.save(Data("x".utf8), for: token)
    _ = FileManager.default.createFile(atPath: directory + "/notes.json", contents: Data())
    try store.removeSnapshots(savedBefore: Date().addingTimeInterval(60))
    #expect(try store.load(token) == nil)
    #expect(FileManager.default.fileExists(atPath: directory + "/notes.json"))
  }
}
