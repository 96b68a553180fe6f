import ComposableArchitecture

/// The session's side of the wire protocol: messages in, frames out.
///
/// ```swift
/// let frame = session.handle(message: #"{"t":"click","id":"n9","s":1}"#)
/// // {"t":"patch","ack":1,"p":[{"op":"text","id":"n4","v":"1"}]}
/// ```
///
/// Every message gets exactly one frame back: the patches it caused (perhaps none), or an
/// error. Either way the session carries on.
extension RenderSession {
  /// Handles one message from the client script and returns the frame that answers it.
  public func handle(message: String) -> String {
    receive(message).frame
  }

  /// Handles one message; also returns the error, if any, for the host to log.
  package func receive(_ message: String) -> (frame: String, error: EventError?) {
    let parsed: ClientMessage
    do {
      parsed = try ClientMessage(parsing: message)
    } catch {
      return (Self.errorFrame(error.error, acknowledging: error.sequence), error.error)
    }
    if let sequence = parsed.sequence {
      // A page that reconnects sends again what it never saw answered; what this session
      // already handled is only acknowledged, so a click is never applied twice.
      guard sequence > lastSequence else {
        return (Self.patchFrame([], acknowledging: sequence), nil)
      }
      lastSequence = sequence
    }
    let event: ClientEvent
    switch parsed.content {
    case let .event(clientEvent):
      event = clientEvent
    case let .reply(reply):
      // The answer resumes the caller's task; state it changes is flushed when it does.
      guard bridge.receive(reply) else {
        let error = EventError.unknownCall(reply.id)
        return (Self.errorFrame(error, acknowledging: parsed.sequence), error)
      }
      return (Self.patchFrame(flush(), acknowledging: parsed.sequence), nil)
    }
    do {
      let patches = try dispatch(event)
      return (
        Self.patchFrame(patches, acknowledging: parsed.sequence, animation: lastFlushAnimation),
        nil
      )
    } catch {
      return (Self.errorFrame(error, acknowledging: parsed.sequence), error)
    }
  }

  /// A frame with the patches of changes made outside any message, or `nil` if nothing changed.
  package func flushFrame() -> String? {
    let patches = flush()
    return patches.isEmpty
      ? nil : Self.patchFrame(patches, acknowledging: nil, animation: lastFlushAnimation)
  }

  /// A frame that replaces the page's whole body with `html`, the session's render unless
  /// given: for a tab that missed frames while away, or whose first paint is out of date.
  package func wholePageFrame(_ html: String? = nil) -> String {
    Self.patchFrame([.replace(id: rootNode.domID, html: html ?? self.html)], acknowledging: nil)
  }

  package static func patchFrame(
    _ patches: [Patch],
    acknowledging sequence: Int?,
    animation: Animation? = nil
  ) -> String {
    guard let animation, !patches.isEmpty else {
      // Every answered message makes one: written into one buffer sized for a few small
      // patches, the fields that need no escaping as they are.
      var frame = JSONWriter(capacity: 48 + 64 * patches.count)
      frame.raw(#"{"t":"patch","ack":"#)
      if let sequence { frame.int(sequence) } else { frame.raw("null") }
      frame.raw(#","p":"#)
      frame.patches(patches)
      frame.raw("}")
      return frame.output
    }
    var list = JSONWriter()
    list.patches(patches)
    var writer = JSONWriter()
    // The whole animation, delay and speed folded in, and its CSS timing function (a spring
    // sampled into `linear()`): what the browser's transitions need.
    let timing = animation.cssTiming
    var animationWriter = JSONWriter()
    animationWriter.object([
      "curve": .string(animation.curve.rawValue),
      "ms": .int(timing.milliseconds),
      "delay": .int(Int((animation.delay * 1000).rounded())),
      "ease": .string(timing.function),
    ])
    writer.object([
      "t": "patch", "ack": sequence.map { .int($0) } ?? .null, "p": .raw(list.output),
      "anim": .raw(animationWriter.output),
    ])
    return writer.output
  }

  package static func errorFrame(_ error: EventError, acknowledging sequence: Int?) -> String {
    var writer = JSONWriter()
    writer.object([
      "t": "error", "ack": sequence.map { .int($0) } ?? .null, "msg": .string(error.description),
    ])
    return writer.output
  }
}
