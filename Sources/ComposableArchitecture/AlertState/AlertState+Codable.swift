// An alert encodes as what it shows and what its buttons send, so state that holds one can be
// saved and restored with the alert still up. Its `id` is kept too: a view that shows the
// restored alert sees the same alert, not a new one.

extension AlertState: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, title, message, primaryButton, secondaryButton
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(UUID.self, forKey: .id)
    title = try container.decode(TextState.self, forKey: .title)
    message = try container.decodeIfPresent(TextState.self, forKey: .message)
    primaryButton = try container.decodeIfPresent(Button.self, forKey: .primaryButton)
    secondaryButton = try container.decodeIfPresent(Button.self, forKey: .secondaryButton)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(message, forKey: .message)
    try container.encodeIfPresent(primaryButton, forKey: .primaryButton)
    try container.encodeIfPresent(secondaryButton, forKey: .secondaryButton)
  }
}

extension AlertState.Button: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case role, label, action
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      role: try container.decode(Role.self, forKey: .role),
      label: try container.decode(TextState.self, forKey: .label),
      action: try container.decodeIfPresent(AlertState.ButtonAction.self, forKey: .action)
    )
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(role, forKey: .role)
    try container.encode(label, forKey: .label)
    try container.encodeIfPresent(action, forKey: .action)
  }
}

/// A role encodes as its name: `"default"`, `"cancel"` or `"destructive"`.
extension AlertState.Button.Role: Codable {}

extension AlertState.ButtonAction: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case action, animation
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      action: try container.decode(Action.self, forKey: .action),
      animation: try container.decodeIfPresent(Animation.self, forKey: .animation)
    )
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(action, forKey: .action)
    try container.encodeIfPresent(animation, forKey: .animation)
  }
}
