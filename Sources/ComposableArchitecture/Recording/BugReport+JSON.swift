import Foundation

extension BugReport {
  /// The `format` field every bug report file carries.
  static var fileFormat: String { "composable-architecture-bug-report" }
  /// The version of the file layout this package writes and reads.
  static var fileVersion: Int { 1 }

  /// Reads a report from the JSON ``json()`` writes.
  ///
  /// ```swift
  /// let report = try BugReport<AppState, AppAction>(json: Data(contentsOf: url))
  /// ```
  ///
  /// Throws a ``BugReportError``: the file is not a report, records other types, or its actions
  /// can't be decoded. The states are read when `State` is `Decodable` and the file has them.
  public init(json data: Data) throws {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let header: BugReportHeader
    do {
      header = try decoder.decode(BugReportHeader.self, from: data)
    } catch {
      throw BugReportError.unrecognizedFile(reason: describe(error))
    }
    guard header.format == Self.fileFormat else {
      throw BugReportError.unrecognizedFile(reason: "its format is \"\(header.format.prefix(64))\"")
    }
    guard header.version == Self.fileVersion else {
      throw BugReportError.unrecognizedFile(
        reason: "it is version \(header.version); this package reads version \(Self.fileVersion)")
    }
    let actionType = typeName(Action.self)
    guard header.actionType == actionType else {
      throw BugReportError.typeMismatch(expected: actionType, found: header.actionType)
    }
    guard let decodableAction = Action.self as? any Decodable.Type else {
      throw BugReportError.actionNotDecodable(type: actionType)
    }
    func decodeActions<Decoded: Decodable>(
      _: Decoded.Type
    ) throws -> [RecordedAction<Action>] {
      let file = try decoder.decode(BugReportActions<Decoded>.self, from: data)
      return file.actions.compactMap { entry in
        (entry.action as? Action).map {
          RecordedAction(step: entry.step, action: $0, time: .nanoseconds(entry.nanoseconds))
        }
      }
    }
    func decodeStates<Decoded: Decodable>(_: Decoded.Type) throws -> (State?, State?) {
      let file = try decoder.decode(BugReportStates<Decoded>.self, from: data)
      return (file.initialState as? State, file.finalState as? State)
    }
    do {
      let actions = try decodeActions(decodableAction)
      var states: (State?, State?) = (nil, nil)
      if header.stateType == typeName(State.self),
        let decodableState = State.self as? any Decodable.Type
      {
        states = try decodeStates(decodableState)
      }
      self.init(
        actionType: header.actionType,
        stateType: header.stateType,
        firstStep: header.firstStep,
        recordedAt: header.recordedAt,
        initialState: states.0,
        finalState: states.1,
        actions: actions
      )
    } catch {
      throw BugReportError.unrecognizedFile(reason: describe(error))
    }
  }

  /// The report as JSON: the types, the states when `State` is `Encodable`, and every action
  /// with its step and time.
  ///
  /// ```swift
  /// try recorder.bugReport().json().write(to: URL(fileURLWithPath: "bug-report.json"))
  /// ```
  ///
  /// Throws ``BugReportError/actionNotEncodable(type:)`` when `Action` isn't `Encodable`, and
  /// ``BugReportError/actionEncodingFailed(step:action:reason:)`` naming the action that
  /// failed to encode.
  public func json() throws -> Data {
    guard Action.self is any Encodable.Type else {
      throw BugReportError.actionNotEncodable(type: actionType)
    }
    var entries: [BugReportEntry] = []
    entries.reserveCapacity(actions.count)
    for recorded in actions {
      guard let action = recorded.action as? any Encodable else {
        throw BugReportError.actionNotEncodable(type: typeName(type(of: recorded.action)))
      }
      let (seconds, attoseconds) = recorded.time.components
      entries.append(
        BugReportEntry(
          step: recorded.step,
          nanoseconds: seconds * 1_000_000_000 + attoseconds / 1_000_000_000,
          action: EncodableAction(
            value: action, step: recorded.step, label: caseLabelPath(recorded.action))
        )
      )
    }
    let stateIsEncodable = State.self is any Encodable.Type
    let file = BugReportFile(
      format: Self.fileFormat,
      version: Self.fileVersion,
      actionType: actionType,
      stateType: stateType,
      firstStep: firstStep,
      recordedAt: recordedAt,
      stateNote: stateIsEncodable
        ? nil : "\(stateType) is not Codable: a replay starts from the state the test gives.",
      initialState: (initialState as? any Encodable).map(EncodableState.init),
      finalState: (finalState as? any Encodable).map(EncodableState.init),
      actions: entries
    )
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    do {
      return try encoder.encode(file)
    } catch let error as BugReportError {
      throw error
    } catch {
      throw BugReportError.unrecognizedFile(reason: describe(error))
    }
  }
}

/// A short, one-line account of a decoding or encoding error.
private func describe(_ error: any Error) -> String {
  switch error {
  case let DecodingError.dataCorrupted(context),
    let DecodingError.keyNotFound(_, context),
    let DecodingError.typeMismatch(_, context),
    let DecodingError.valueNotFound(_, context):
    let path = context.codingPath.map(\.stringValue).joined(separator: ".")
    return path.isEmpty
      ? context.debugDescription : "\(context.debugDescription) (at \(path))"
  default:
    return "\(error)"
  }
}

/// The fields of a report file that don't depend on its types.
private struct BugReportHeader: Decodable {
  let format: String
  let version: Int
  let actionType: String
  let stateType: String
  let firstStep: Int
  let recordedAt: Date
}

private struct BugReportActions<Action: Decodable>: Decodable {
  struct Entry: Decodable {
    let step: Int
    let nanoseconds: Int64
    let action: Action
  }
  let actions: [Entry]
}

private struct BugReportStates<State: Decodable>: Decodable {
  let initialState: State?
  let finalState: State?
}

private struct BugReportFile: Encodable {
  let format: String
  let version: Int
  let actionType: String
  let stateType: String
  let firstStep: Int
  let recordedAt: Date
  let stateNote: String?
  let initialState: EncodableState?
  let finalState: EncodableState?
  let actions: [BugReportEntry]
}

private struct BugReportEntry: Encodable {
  let step: Int
  let nanoseconds: Int64
  let action: EncodableAction
}

/// An action to encode, which names its step when its own encoding fails.
private struct EncodableAction: Encodable {
  let value: any Encodable
  let step: Int
  let label: String

  func encode(to encoder: any Encoder) throws {
    do {
      try value.encode(to: encoder)
    } catch {
      throw BugReportError.actionEncodingFailed(step: step, action: label, reason: describe(error))
    }
  }
}

private struct EncodableState: Encodable {
  let value: any Encodable

  func encode(to encoder: any Encoder) throws {
    try value.encode(to: encoder)
  }
}
