// Actions that carry an effect's answer (`factResponse(Result<String, FactClient.Failure>)`)
// need `Result` to be `Codable` for the actions to be, and so for a session to be exported as a
// bug report (see the inspector). The standard library leaves it out; an app adds it, as this one
// does, encoding `{"success": value}` or `{"failure": error}`.

// swift-format-ignore: AvoidRetroactiveConformances
extension Result: @retroactive Encodable where Success: Encodable, Failure: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ResultCodingKeys.self)
    switch self {
    case let .success(value): try container.encode(value, forKey: .success)
    case let .failure(error): try container.encode(error, forKey: .failure)
    }
  }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension Result: @retroactive Decodable where Success: Decodable, Failure: Decodable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: ResultCodingKeys.self)
    if container.contains(.success) {
      self = .success(try container.decode(Success.self, forKey: .success))
    } else {
      self = .failure(try container.decode(Failure.self, forKey: .failure))
    }
  }
}

private enum ResultCodingKeys: String, CodingKey {
  case success, failure
}
