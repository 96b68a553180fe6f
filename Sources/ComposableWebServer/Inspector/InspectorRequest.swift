import Foundation

/// A message from an inspector page: read a session, show a step in its tab, come back to the
/// present, export or load a bug report. None of them sends a session an action.
///
/// ```swift
/// try InspectorRequest(#"{"t":"travel","step":12}"#)  // .travel(step: 12)
/// ```
enum InspectorRequest: Equatable {
  case select(session: Int)
  case detail(step: Int)
  case travel(step: Int)
  case resume
  case export
  case load(name: String, json: String)

  private struct Raw: Decodable {
    let t: String
    let session: Int?
    let step: Int?
    let name: String?
    let json: String?
  }

  /// Parses a message; throws ``EventError`` for one that isn't a request.
  init(_ text: String) throws(EventError) {
    let raw: Raw
    do {
      raw = try JSONDecoder().decode(Raw.self, from: Data(text.utf8))
    } catch {
      throw .malformed("not an inspector request")
    }
    switch raw.t {
    case "select":
      guard let session = raw.session else { throw .malformed("select needs a session") }
      self = .select(session: session)
    case "detail":
      guard let step = raw.step else { throw .malformed("detail needs a step") }
      self = .detail(step: step)
    case "travel":
      guard let step = raw.step else { throw .malformed("travel needs a step") }
      self = .travel(step: step)
    case "resume":
      self = .resume
    case "export":
      self = .export
    case "load":
      guard let json = raw.json else { throw .malformed("load needs the file's text") }
      self = .load(name: String((raw.name ?? "bug-report.json").prefix(80)), json: json)
    default:
      throw .unknownType(String(raw.t.prefix(32)))
    }
  }
}
