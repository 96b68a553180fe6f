import Foundation
import ServiceLifecycle

/// Removes the snapshots of tabs that never came back, as the server starts and then every
/// quarter of a grace period, so a store doesn't fill with sessions nobody will resume; and has
/// the sessions still here write theirs again when they haven't for half a grace period, so
/// theirs are never more than three quarters of one old while their state doesn't change.
struct SnapshotSweeper: Service {
  let settings: SnapshotSettings
  let registry: SessionRegistry

  func run() async throws {
    try? await cancelWhenGracefulShutdown {
      while !Task.isCancelled {
        let (store, lifetime, log) = (settings.store, settings.lifetime, settings.log)
        SnapshotSettings.writes.async {
          do {
            try store.removeSnapshots(savedBefore: Date() - lifetime.timeInterval)
          } catch {
            log("old session snapshots could not be removed: \(error)")
          }
        }
        registry.refreshSnapshots(ifWrittenBefore: .now - lifetime / 2)
        try await Task.sleep(for: lifetime / 4)
      }
    }
  }
}
