/// Why a bug report could not be exported, read or replayed; the description says what to fix.
///
/// ```swift
/// do {
///   let data = try recorder.bugReport().json()
/// } catch {
///   print(error)  // "SearchAction is not Encodable: add `Codable` to export its actions."
/// }
/// ```
public enum BugReportError: Error, Equatable, CustomStringConvertible {
  /// The action type isn't `Encodable`, so its actions can't be exported.
  case actionNotEncodable(type: String)
  /// The action type isn't `Decodable`, so a report's actions can't be read.
  case actionNotDecodable(type: String)
  /// An action could not be encoded (a payload's own `encode(to:)` threw).
  case actionEncodingFailed(step: Int, action: String, reason: String)
  /// The file is not a bug report, or a different version of one.
  case unrecognizedFile(reason: String)
  /// The report is of other types than the ones it is read or replayed as.
  case typeMismatch(expected: String, found: String)
  /// Replay needs a state to start from: the report has none (`State` isn't `Codable`) and the
  /// caller gave none.
  case missingInitialState(stateType: String)

  public var description: String {
    switch self {
    case let .actionNotEncodable(type):
      return "\(type) is not Encodable: add `Codable` to export its actions."
    case let .actionNotDecodable(type):
      return "\(type) is not Decodable: add `Codable` to read its actions from a bug report."
    case let .actionEncodingFailed(step, action, reason):
      return "The action of step \(step), \(action), could not be encoded: \(reason)"
    case let .unrecognizedFile(reason):
      return "This is not a bug report this version can read: \(reason)"
    case let .typeMismatch(expected, found):
      return "This bug report records \(found), not \(expected)."
    case let .missingInitialState(stateType):
      return """
        This bug report has no initial state (\(stateType) is not Codable): pass the state the \
        session started from, "replay(reducer:environment:from:)".
        """
    }
  }
}
