import ComposableArchitecture
import Foundation

/// The time-travel inspector of a ``LiveServer``: it records each session's root store, and
/// answers the inspector pages that watch them.
///
/// ```swift
/// let inspector = Inspector(configuration: InspectorConfiguration())
/// // Records the stores the page makes:
/// let session = inspector.open(token: token, route: route, frames: frames) { makeSession() }
/// let watcher = inspector.connect(frames: pageFrames)                       // an inspector page
/// inspector.receive(#"{"t":"select","session":1}"#, from: watcher)
/// ```
///
/// A recorder tells the inspector of its changes only while a page watches its session, so a
/// session no one inspects pays for recording and nothing else. Pages only read recordings and
/// move the tab's view through time: no request sends a session an action, and while a tab
/// shows the past, the registry refuses its events.
///
/// The inspector reads the recorders and moves the stores of the sessions it inspects, so it
/// shares their executor: with an inspector, every session runs on ``executor`` (one serial
/// executor in the shared pool, a developer's tool trading the server's parallelism for a
/// consistent view).
actor Inspector {
  /// The executor of the inspector and of every session it records.
  nonisolated let executor = StoreExecutor(label: "ComposableWeb.inspector")

  nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }

  /// An inspector page's connection.
  private final class Watcher {
    let frames: OutgoingFrames
    var sessionID: Int?
    /// The last step sent to the page for its session.
    var lastStep = 0

    init(frames: OutgoingFrames) {
      self.frames = frames
    }
  }

  /// How many steps a page is sent at once; older ones stay in the recording.
  static let listLimit = 500
  /// How long a dump or diff sent to a page may be, in characters.
  static let detailLimit = 200_000

  nonisolated let configuration: InspectorConfiguration
  nonisolated let token: String
  private var sessions: [Int: InspectedSession] = [:]
  private var sessionIDs: [String: Int] = [:]
  private var nextSessionID = 1
  private var watchers: [Int: Watcher] = [:]
  private var nextWatcherID = 1

  init(configuration: InspectorConfiguration) {
    self.configuration = configuration
    self.token = configuration.token ?? makeSessionToken()
  }

  // MARK: - Sessions

  /// Starts recording a session: the root stores `makeSession` creates record into it.
  func open(
    token: String, route: PageRoute, frames: OutgoingFrames,
    makeSession: () -> RenderSession
  ) -> RenderSession {
    let recording = StoreRecording(
      capacity: configuration.historyCapacity, snapshotInterval: configuration.snapshotInterval)
    let session = StoreRecording.$current.withValue(recording) { makeSession() }
    let id = nextSessionID
    nextSessionID += 1
    sessions[id] = InspectedSession(
      id: id, title: route.title, path: route.path, frames: frames, recording: recording)
    sessionIDs[token] = id
    broadcastSessions()
    return session
  }

  /// Marks a session closed; its recording stays readable among the last closed ones.
  func close(token: String) {
    guard let id = sessionIDs.removeValue(forKey: token), let session = sessions[id] else {
      return
    }
    session.isOpen = false
    let closed = sessions.values.filter { !$0.isOpen && !isReport($0) }.map(\.id).sorted()
    for id in closed.dropLast(configuration.keptClosedSessions) {
      sessions[id] = nil
      for report in sessions.values where reportTarget(of: report) == id {
        sessions[report.id] = nil
      }
    }
    broadcastSessions()
  }

  /// A session's tab reconnected: its frames (the "viewing the past" bar) go to the new
  /// connection, which is told at once if the tab shows the past.
  func reconnect(token: String, frames: OutgoingFrames) {
    guard let id = sessionIDs[token], let session = sessions[id] else { return }
    session.kind = .live(frames: frames)
    travelChanged(session)
  }

  /// The session listed under `id`.
  func session(_ id: Int) -> InspectedSession? {
    sessions[id]
  }

  /// Whether the tab of the session `token` shows a past state, so its events are refused.
  func showsPast(token: String) -> Bool {
    guard let id = sessionIDs[token], let session = sessions[id] else { return false }
    return session.recorder?.isShowingPast ?? false
  }

  // MARK: - Pages

  /// Connects an inspector page; its frames go to `frames`. Returns its id.
  func connect(frames: OutgoingFrames) -> Int {
    let id = nextWatcherID
    nextWatcherID += 1
    watchers[id] = Watcher(frames: frames)
    frames.send(sessionsFrame())
    return id
  }

  /// Disconnects an inspector page; sessions no page watches stop reporting their changes, and
  /// a tab no page watches any more comes back to the present, so it never stays read-only.
  func disconnect(_ id: Int) {
    guard let watcher = watchers.removeValue(forKey: id) else { return }
    watcher.frames.finish()
    let watchedTabs = Set(
      watchers.values.compactMap { $0.sessionID.flatMap { sessions[$0]?.tabSessionID } })
    for session in sessions.values where !watchedTabs.contains(session.tabSessionID) {
      guard let recorder = session.recorder, recorder.isShowingPast else { continue }
      recorder.resume()
      travelChanged(session)
    }
    updateSubscriptions()
  }

  /// Handles a page's request; a bad one gets an error frame.
  func receive(_ text: String, from id: Int) {
    guard let watcher = watchers[id] else { return }
    let request: InspectorRequest
    do {
      request = try InspectorRequest(text)
    } catch {
      return fail(error.description, to: watcher)
    }
    handle(request, watcher: watcher)
  }

  private func handle(_ request: InspectorRequest, watcher: Watcher) {
    switch request {
    case let .select(id):
      guard sessions[id] != nil else { return fail("There is no session \(id).", to: watcher) }
      watcher.sessionID = id
      watcher.lastStep = 0
      updateSubscriptions()
      push(id, to: watcher, reset: true)
    case let .detail(step):
      guard let recorder = selected(watcher)?.recorder else {
        return fail("Pick a recorded session first.", to: watcher)
      }
      watcher.frames.send(detailFrame(recorder, step: step))
    case let .travel(step):
      guard let session = selected(watcher), let recorder = session.recorder,
        recorder.travel(to: step)
      else {
        return fail(
          "Step \(step) can't be shown: its tab is closed, or the step is no longer kept.",
          to: watcher)
      }
      travelChanged(session)
    case .resume:
      guard let session = selected(watcher), let recorder = session.recorder else { return }
      recorder.resume()
      travelChanged(session)
    case .export:
      guard let session = selected(watcher), let recorder = session.recorder else {
        return fail("Pick a recorded session first.", to: watcher)
      }
      do {
        let data = try recorder.exportBugReport()
        watcher.frames.send(
          Self.frame([
            "t": "export", "name": .string(fileName(for: session)),
            "json": .string(String(decoding: data, as: UTF8.self)),
          ])
        )
      } catch {
        fail("Export failed: \(error)", to: watcher)
      }
    case let .load(name, json):
      guard let target = selected(watcher).flatMap({ sessions[$0.tabSessionID] }),
        let recorder = target.recorder
      else { return fail("Pick the session whose tab should show the report.", to: watcher) }
      do {
        let loaded = try recorder.loadBugReport(Data(json.utf8))
        let id = nextSessionID
        nextSessionID += 1
        sessions[id] = InspectedSession(id: id, name: name, target: target, recorder: loaded)
        broadcastSessions()
        watcher.sessionID = id
        watcher.lastStep = 0
        updateSubscriptions()
        push(id, to: watcher, reset: true)
      } catch {
        fail("Loading \(name) failed: \(error)", to: watcher)
      }
    }
  }

  /// Tells a page why its request did nothing.
  private func fail(_ message: String, to watcher: Watcher) {
    watcher.frames.send(Self.frame(["t": "error", "message": .string(message)]))
  }

  private func selected(_ watcher: Watcher) -> InspectedSession? {
    watcher.sessionID.flatMap { sessions[$0] }
  }

  private func isReport(_ session: InspectedSession) -> Bool {
    reportTarget(of: session) != nil
  }

  private func reportTarget(of session: InspectedSession) -> Int? {
    if case let .report(_, target) = session.kind { return target }
    return nil
  }

  private func fileName(for session: InspectedSession) -> String {
    let slug = session.title.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
    return "\(String(slug))-session-\(session.id).json"
  }

  // MARK: - Live updates

  /// Has the recorders of watched sessions report their changes, and the others stop.
  private func updateSubscriptions() {
    let watched = Set(watchers.values.compactMap(\.sessionID))
    for session in sessions.values {
      guard let recorder = session.recorder else { continue }
      if watched.contains(session.id) {
        guard recorder.onChange == nil else { continue }
        let flag = session.pushFlag
        let id = session.id
        recorder.onChange = { [weak self] in
          guard flag.claim() else { return }
          Task {
            flag.release()
            await self?.pushToWatchers(id)
          }
        }
      } else {
        recorder.onChange = nil
      }
    }
  }

  private func pushToWatchers(_ id: Int) {
    for watcher in watchers.values where watcher.sessionID == id {
      push(id, to: watcher, reset: false)
    }
  }

  /// Sends a page the steps of its session it hasn't seen, the effects and the travel state.
  private func push(_ id: Int, to watcher: Watcher, reset: Bool) {
    guard let session = sessions[id] else { return }
    guard let recorder = session.recorder else {
      watcher.frames.send(
        Self.frame([
          "t": "reset", "session": .int(id), "steps": .raw("[]"), "count": 0, "first": 0,
        ]))
      return
    }
    let steps = recorder.summaries(
      after: reset ? 0 : watcher.lastStep, limit: Self.listLimit)
    watcher.lastStep = recorder.stepCount
    var list = "["
    for (index, summary) in steps.enumerated() {
      if index > 0 { list += "," }
      var writer = JSONWriter()
      writer.object([
        "step": .int(summary.step), "label": .string(summary.label),
        "ms": .raw(milliseconds(summary.time)),
      ])
      list += writer.output
    }
    list += "]"
    watcher.frames.send(
      Self.frame([
        "t": reset ? "reset" : "append", "session": .int(id), "steps": .raw(list),
        "count": .int(recorder.stepCount), "first": .int(recorder.firstStep),
        "shown": recorder.shownStep.map { .int($0) } ?? .null,
        "actionType": .string(recorder.actionTypeName),
        "stateType": .string(recorder.stateTypeName),
      ])
    )
    watcher.frames.send(effectsFrame(recorder))
  }

  private func effectsFrame(_ recorder: any InspectableRecording) -> String {
    var list = "["
    for (index, effect) in recorder.effects.suffix(64).enumerated() {
      if index > 0 { list += "," }
      var writer = JSONWriter()
      writer.object([
        "id": .int(effect.id), "step": .int(effect.step), "status": .string(effect.status.rawValue),
        "start": .raw(milliseconds(effect.startTime)),
        "end": effect.endTime.map { .raw(milliseconds($0)) } ?? .null,
      ])
      list += writer.output
    }
    list += "]"
    return Self.frame(["t": "effects", "effects": .raw(list)])
  }

  private func detailFrame(_ recorder: any InspectableRecording, step: Int) -> String {
    func clipped(_ text: String?) -> JSONWriter.Value {
      guard let text else { return .null }
      return .string(
        text.count > Self.detailLimit
          ? String(text.prefix(Self.detailLimit)) + "\n… (cut at \(Self.detailLimit) characters)"
          : text)
    }
    return Self.frame([
      "t": "detail", "step": .int(step),
      "action": clipped(recorder.actionDump(at: step)),
      "diff": clipped(recorder.diffDescription(at: step)),
      "state": clipped(recorder.stateDump(at: step)),
    ])
  }

  /// Tells the tab whether it shows the past, and every page watching the tab's sessions.
  private func travelChanged(_ session: InspectedSession) {
    guard let recorder = session.recorder, let tab = sessions[session.tabSessionID],
      case let .live(frames) = tab.kind
    else { return }
    let shown = recorder.shownStep
    if recorder.isShowingPast, let shown {
      frames.send(
        Self.frame([
          "t": "inspect", "past": .raw("true"), "step": .int(shown),
          "count": .int(recorder.stepCount),
        ]))
    } else {
      frames.send(Self.frame(["t": "inspect", "past": .raw("false")]))
    }
    for watcher in watchers.values {
      guard let id = watcher.sessionID, let watched = sessions[id],
        watched.tabSessionID == tab.id, let watchedRecorder = watched.recorder
      else { continue }
      watcher.frames.send(
        Self.frame([
          "t": "travel", "session": .int(id),
          "shown": watchedRecorder.shownStep.map { .int($0) } ?? .null,
          "past": .raw(watchedRecorder.isShowingPast ? "true" : "false"),
        ]))
    }
  }

  private func broadcastSessions() {
    let frame = sessionsFrame()
    for watcher in watchers.values { watcher.frames.send(frame) }
  }

  private func sessionsFrame() -> String {
    var list = "["
    for (index, session) in sessions.values.sorted(by: { $0.id < $1.id }).enumerated() {
      if index > 0 { list += "," }
      var writer = JSONWriter()
      writer.object([
        "id": .int(session.id), "title": .string(session.title), "path": .string(session.path),
        "open": .raw(session.isOpen ? "true" : "false"),
        "report": .raw(isReport(session) ? "true" : "false"),
        "steps": .int(session.recorder?.stepCount ?? 0),
        "recorded": .raw(session.recorder == nil ? "false" : "true"),
      ])
      list += writer.output
    }
    list += "]"
    return Self.frame(["t": "sessions", "sessions": .raw(list)])
  }

  private static func frame(_ fields: KeyValuePairs<String, JSONWriter.Value>) -> String {
    var writer = JSONWriter()
    writer.object(fields)
    return writer.output
  }
}

/// A duration in milliseconds with three decimals, as JSON.
private func milliseconds(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let micros = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
  return String(format: "%.3f", Double(micros) / 1000)
}
