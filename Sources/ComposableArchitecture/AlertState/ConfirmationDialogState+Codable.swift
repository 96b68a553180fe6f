// A confirmation dialog encodes like an alert (see `AlertState+Codable.swift`): what it shows,
// what its buttons send, and its `id`.

extension ConfirmationDialogState: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, title, titleVisibility, message, buttons
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(UUID.self, forKey: .id)
    title = try container.decode(TextState.self, forKey: .title)
    titleVisibility =
      try container.decodeIfPresent(Visibility.self, forKey: .titleVisibility) ?? .automatic
    message = try container.decodeIfPresent(TextState.self, forKey: .message)
    buttons = try container.decode([Button].self, forKey: .buttons)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    if titleVisibility != .automatic {
      try container.encode(titleVisibility, forKey: .titleVisibility)
    }
    try container.encodeIfPresent(message, forKey: .message)
    try container.encode(buttons, forKey: .buttons)
  }
}

/// A visibility encodes as its name: `"automatic"`, `"visible"` or `"hidden"`.
extension ConfirmationDialogState.Visibility: Codable {}
