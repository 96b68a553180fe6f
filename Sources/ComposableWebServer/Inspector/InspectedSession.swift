import ComposableArchitecture
import Foundation

/// A session as the inspector lists it: a live tab's recording, or a bug report loaded into one.
/// Owned by the ``Inspector``, on its executor.
final class InspectedSession {
  /// What the session's recording comes from.
  enum Kind {
    /// A browser tab's session; its frames reach the tab.
    case live(frames: OutgoingFrames)
    /// A bug report loaded into the tab of the session `target`, whose store shows its states.
    case report(name: String, target: Int)
  }

  let id: Int
  let title: String
  let path: String
  /// What the recording comes from; a live tab's frames change when it reconnects.
  var kind: Kind
  let openedAt = Date()
  /// Where the session's root stores install their recorders.
  let recording: StoreRecording?
  /// The recorder of a loaded bug report.
  private let loadedRecorder: (any InspectableRecording)?
  var isOpen = true
  /// Coalesces the pushes of one burst of changes into one.
  let pushFlag = PushFlag()

  init(id: Int, title: String, path: String, frames: OutgoingFrames, recording: StoreRecording) {
    self.id = id
    self.title = title
    self.path = path
    self.kind = .live(frames: frames)
    self.recording = recording
    self.loadedRecorder = nil
  }

  init(id: Int, name: String, target: InspectedSession, recorder: any InspectableRecording) {
    self.id = id
    self.title = name
    self.path = target.path
    self.kind = .report(name: name, target: target.id)
    self.recording = nil
    self.loadedRecorder = recorder
  }

  /// The recorder the inspector reads: the one of the first root store the page created.
  var recorder: (any InspectableRecording)? {
    loadedRecorder ?? recording?.recorders.first
  }

  /// The id of the session whose tab shows this one's states.
  var tabSessionID: Int {
    switch kind {
    case .live: id
    case let .report(_, target): target
    }
  }
}
