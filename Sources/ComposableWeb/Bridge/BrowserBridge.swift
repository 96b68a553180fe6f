import Synchronization

/// A line from server code to the browser tab a session renders into: asks the page's client
/// script to run a whitelisted ``BrowserCapability`` and awaits its answer.
///
/// ```swift
/// server.page("/share", title: "Share") { bridge in
///   ShareView(store: Store(
///     initialState: ShareState(),
///     reducer: shareReducer,
///     environment: ShareEnvironment(page: .browser(bridge))
///   ))
/// }
///
/// // …and in the client, from any task:
/// let permission = try await bridge.call(.requestNotificationPermission)  // "granted"
/// ```
///
/// Each session has its own bridge, and replies travel only over that session's connection, so
/// one tab can never answer another's call. Calls made before the page connects wait for it;
/// every call ends: with the page's answer, an error it reports, a timeout, or
/// ``BrowserBridgeError/disconnected`` when the tab goes away.
///
/// On the wire a call is the frame `{"t":"call","id":1,"name":"notification.permission",
/// "args":{}}`, answered by the message `{"t":"reply","id":1,"v":"default"}` or
/// `{"t":"reply","id":1,"err":"unsupported","msg":"…"}`.
public final class BrowserBridge: Sendable {
  private struct Pending {
    let continuation: CheckedContinuation<String, any Error>
    let timeout: Task<Void, Never>?
  }

  private struct State {
    var nextID = 0
    var pending: [Int: Pending] = [:]
    /// Where call frames go once the page is connected.
    var transport: (@Sendable (String) -> Void)?
    /// Call frames made before the page connected, in order.
    var queued: [String] = []
    var isClosed = false
  }

  private let state = Mutex(State())

  /// A bridge not yet connected to a page: calls wait until a host ``attach(_:)``es it.
  public init() {}

  /// Whether the bridge was closed: its page is gone, and every call fails.
  public var isClosed: Bool {
    state.withLock { $0.isClosed }
  }

  /// Asks the page to run `capability` and returns its answer.
  ///
  /// ```swift
  /// let permission = try await bridge.call(.notificationPermission, timeout: .seconds(5))
  /// ```
  ///
  /// Throws a ``BrowserBridgeError``, or `CancellationError` if the calling task is cancelled.
  public func call(
    _ capability: BrowserCapability,
    timeout: Duration = .seconds(10)
  ) async throws -> String {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    let frame = Self.callFrame(id: id, capability: capability)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        start(id: id, frame: frame, timeout: timeout, continuation: continuation)
      }
    } onCancel: {
      finish(id, with: .failure(CancellationError()))
    }
  }

  private func start(
    id: Int,
    frame: String,
    timeout: Duration,
    continuation: CheckedContinuation<String, any Error>
  ) {
    enum Outcome {
      case send(@Sendable (String) -> Void)
      case queued
      case refused(any Error)
    }
    // A timer per call, so a page that never answers can't hold the caller forever.
    let timer = Task { [weak self] in
      try? await Task.sleep(for: timeout)
      guard !Task.isCancelled else { return }
      self?.finish(id, with: .failure(BrowserBridgeError.timedOut(after: timeout)))
    }
    let outcome = state.withLock { state -> Outcome in
      guard !state.isClosed else { return .refused(BrowserBridgeError.disconnected) }
      // Cancelled before the call was registered: the cancellation handler found nothing.
      guard !Task.isCancelled else { return .refused(CancellationError()) }
      state.pending[id] = Pending(continuation: continuation, timeout: timer)
      guard let transport = state.transport else {
        state.queued.append(frame)
        return .queued
      }
      return .send(transport)
    }
    switch outcome {
    case let .send(transport):
      transport(frame)
    case .queued:
      break
    case let .refused(error):
      timer.cancel()
      continuation.resume(throwing: error)
    }
  }

  /// Ends the pending call `id`, if it is still pending.
  private func finish(_ id: Int, with result: Result<String, any Error>) {
    let pending = state.withLock { $0.pending.removeValue(forKey: id) }
    guard let pending else { return }
    pending.timeout?.cancel()
    pending.continuation.resume(with: result)
  }

  // MARK: - Host side

  /// Connects the bridge to its page: `transport` sends a frame to the page's client script.
  /// Calls made before the page connected are sent now, in order.
  ///
  /// ```swift
  /// session.bridge.attach { frame in webSocket.send(frame) }
  /// ```
  public func attach(_ transport: @escaping @Sendable (String) -> Void) {
    let queued = state.withLock { state -> [String] in
      guard !state.isClosed else { return [] }
      state.transport = transport
      defer { state.queued.removeAll() }
      return state.queued
    }
    for frame in queued { transport(frame) }
  }

  /// Disconnects the bridge for good: pending and later calls fail with
  /// ``BrowserBridgeError/disconnected``. Hosts call it when the page's connection closes.
  public func close() {
    let pending = state.withLock { state -> [Pending] in
      state.isClosed = true
      state.transport = nil
      state.queued.removeAll()
      defer { state.pending.removeAll() }
      return Array(state.pending.values)
    }
    for call in pending {
      call.timeout?.cancel()
      call.continuation.resume(throwing: BrowserBridgeError.disconnected)
    }
  }

  /// The number of calls waiting for the page's answer.
  public var pendingCallCount: Int {
    state.withLock { $0.pending.count }
  }

  /// Hands the page's answer to the call it answers; `false` if no such call is pending (it was
  /// never made, already answered, timed out, or belongs to another session).
  func receive(_ reply: BrowserReply) -> Bool {
    let pending = state.withLock { $0.pending.removeValue(forKey: reply.id) }
    guard let pending else { return false }
    pending.timeout?.cancel()
    pending.continuation.resume(with: reply.result.mapError { $0 })
    return true
  }

  static func callFrame(id: Int, capability: BrowserCapability) -> String {
    var arguments = JSONWriter()
    arguments.dictionary(capability.arguments)
    var writer = JSONWriter()
    writer.object([
      "t": "call", "id": .int(id), "name": .string(capability.name),
      "args": .raw(arguments.output),
    ])
    return writer.output
  }
}
