import Foundation
import Testing

@testable import ComposableWebServer

/// A stored snapshot is trusted only when it is whole, of this format, of a page served here
/// with the same state type, recent and small enough.
@Suite struct SessionSnapshotTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  func decode(_ data: Data, maximumSize: Int = 1_024) -> Result<
    SessionSnapshot, SessionSnapshot.Refusal
  > {
    SessionSnapshot.decode(
      data, maximumSize: maximumSize, gracePeriod: .seconds(120), now: now,
      stateType: { $0 == "/counter" ? "Counter" : nil })
  }

  func snapshot(
    path: String = "/counter", stateType: String = "Counter", savedAt: Date? = nil
  ) -> SessionSnapshot {
    SessionSnapshot(
      path: path, stateType: stateType, state: Data(#"{"count":2}"#.utf8),
      savedAt: savedAt ?? now.addingTimeInterval(-5))
  }

  @Test func aSnapshotOfAPageServedHereIsTrusted() throws {
    let original = snapshot()
    #expect(decode(original.encoded()) == .success(original))
  }

  @Test func damagedOrForeignSnapshotsAreRefused() throws {
    #expect(decode(Data("not json".utf8)) == .failure(.corrupt))
    // The state changed behind the checksum's back (by hand, or a torn write).
    var tampered = snapshot()
    tampered.state = Data(#"{"count":3}"#.utf8)
    #expect(decode(tampered.encoded()) == .failure(.corrupt))
    var future = snapshot()
    future.format = 2
    #expect(decode(future.encoded()) == .failure(.otherFormat(2)))
    #expect(decode(snapshot(path: "/admin").encoded()) == .failure(.unknownPage("/admin")))
    #expect(
      decode(snapshot(stateType: "Admin").encoded())
        == .failure(.otherStateType(found: "Admin", expected: "Counter")))
  }

  @Test func oldOrLargeSnapshotsAreRefused() throws {
    let old = snapshot(savedAt: now.addingTimeInterval(-121))
    #expect(decode(old.encoded()) == .failure(.expired(age: .seconds(121))))
    let data = snapshot().encoded()
    #expect(
      decode(data, maximumSize: data.count - 1)
        == .failure(.oversized(bytes: data.count, limit: data.count - 1)))
  }
}
