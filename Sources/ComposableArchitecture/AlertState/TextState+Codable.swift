// `TextState` encodes as what it shows, so state that holds it can be saved, exported in a bug
// report, or restored after a restart:
//
//     TextState("Saved")                            → "Saved"
//     TextState("Delete").bold().foregroundColor(.red)
//                                                   → [{"text": "Delete", "bold": true,
//                                                       "foregroundColor": "red"}]
//
// Decoding rebuilds the text through the same normalization as the initializers, and refuses
// what no initializer could have made (an unknown color or font name, a color with the wrong
// number of components), naming it.

extension TextState: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let plain = try? container.decode(String.self) {
      self.init(verbatim: plain)
    } else {
      self.init(runs: try container.decode([Run].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if runs.isEmpty {
      try container.encode("")
    } else if runs.count == 1, runs[0].style.isEmpty, runs[0].modifiers.isEmpty {
      try container.encode(runs[0].text)
    } else {
      try container.encode(runs)
    }
  }
}

extension TextState.Run: Codable {
  private enum CodingKeys: String, CodingKey {
    case text, bold, italic, underline, strikethrough
    case baselineOffset, font, fontWeight, foregroundColor, kerning, strikethroughColor
    case tracking, underlineColor
  }

  private static let styles: [(CodingKeys, TextState.Style)] = [
    (.bold, .bold), (.italic, .italic), (.underline, .underline),
    (.strikethrough, .strikethrough),
  ]

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    text = try container.decode(String.self, forKey: .text)
    style = []
    for (key, style) in Self.styles
    where try container.decodeIfPresent(Bool.self, forKey: key) == true {
      self.style.insert(style)
    }
    // In the order of `Modifier.kind`, as the modifiers keep them. A key present with `null`
    // is a modifier that leaves the choice to the view layer (`.foregroundColor(nil)`).
    var modifiers: [TextState.Modifier] = []
    if let offset = try container.decodeIfPresent(Double.self, forKey: .baselineOffset) {
      modifiers.append(.baselineOffset(offset))
    }
    if container.contains(.font) {
      modifiers.append(.font(try container.decodeIfPresent(TextState.Font.self, forKey: .font)))
    }
    if container.contains(.fontWeight) {
      modifiers.append(
        .fontWeight(try container.decodeIfPresent(TextState.FontWeight.self, forKey: .fontWeight))
      )
    }
    if container.contains(.foregroundColor) {
      modifiers.append(
        .foregroundColor(
          try container.decodeIfPresent(TextState.Color.self, forKey: .foregroundColor))
      )
    }
    if let kerning = try container.decodeIfPresent(Double.self, forKey: .kerning) {
      modifiers.append(.kerning(kerning))
    }
    if let color = try container.decodeIfPresent(TextState.Color.self, forKey: .strikethroughColor)
    {
      modifiers.append(.strikethroughColor(color))
    }
    if let tracking = try container.decodeIfPresent(Double.self, forKey: .tracking) {
      modifiers.append(.tracking(tracking))
    }
    if let color = try container.decodeIfPresent(TextState.Color.self, forKey: .underlineColor) {
      modifiers.append(.underlineColor(color))
    }
    self.modifiers = modifiers
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(text, forKey: .text)
    for (key, style) in Self.styles where self.style.contains(style) {
      try container.encode(true, forKey: key)
    }
    for modifier in modifiers {
      switch modifier {
      case let .baselineOffset(offset): try container.encode(offset, forKey: .baselineOffset)
      case let .font(font): try container.encode(font, forKey: .font)
      case let .fontWeight(weight): try container.encode(weight, forKey: .fontWeight)
      case let .foregroundColor(color): try container.encode(color, forKey: .foregroundColor)
      case let .kerning(kerning): try container.encode(kerning, forKey: .kerning)
      case let .strikethroughColor(color): try container.encode(color, forKey: .strikethroughColor)
      case let .tracking(tracking): try container.encode(tracking, forKey: .tracking)
      case let .underlineColor(color): try container.encode(color, forKey: .underlineColor)
      }
    }
  }
}

extension TextState.FontWeight: Codable {}

extension TextState.Font: Codable {
  /// The text styles by name, as encoded.
  private static let textStyles: [String: TextState.Font] = [
    "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3,
    "headline": .headline, "subheadline": .subheadline, "body": .body, "callout": .callout,
    "footnote": .footnote, "caption": .caption, "caption2": .caption2,
  ]

  private enum CodingKeys: String, CodingKey {
    case system, weight
  }

  /// A text style as its name (`"headline"`), a system font as `{"system": 11, "weight": …}`.
  public init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      guard let font = Self.textStyles[name] else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "\"\(name.prefix(40))\" is not a text style's name"
          )
        )
      }
      self = font
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self = .system(
      size: try container.decode(Double.self, forKey: .system),
      weight: try container.decodeIfPresent(TextState.FontWeight.self, forKey: .weight) ?? .regular
    )
  }

  public func encode(to encoder: any Encoder) throws {
    if let size {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(size, forKey: .system)
      try container.encodeIfPresent(weight, forKey: .weight)
    } else {
      var container = encoder.singleValueContainer()
      try container.encode(name)
    }
  }
}

extension TextState.Color: Codable {
  /// The named colors by name, as encoded.
  private static let named: [String: TextState.Color] = [
    "primary": .primary, "secondary": .secondary, "accentColor": .accentColor, "clear": .clear,
    "black": .black, "white": .white, "gray": .gray, "red": .red, "orange": .orange,
    "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal, "cyan": .cyan,
    "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown,
  ]

  private enum CodingKeys: String, CodingKey {
    case red, green, blue, opacity
  }

  /// A named color as its name (`"red"`), any other as `{"red": 1, "green": 0.5, "blue": 0,
  /// "opacity": 1}`.
  public init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      guard let color = Self.named[name] else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "\"\(name.prefix(40))\" is not a named color"
          )
        )
      }
      self = color
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      red: try container.decode(Double.self, forKey: .red),
      green: try container.decode(Double.self, forKey: .green),
      blue: try container.decode(Double.self, forKey: .blue),
      opacity: try container.decodeIfPresent(Double.self, forKey: .opacity) ?? 1
    )
  }

  public func encode(to encoder: any Encoder) throws {
    if let name {
      var container = encoder.singleValueContainer()
      try container.encode(name)
    } else {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(components[0], forKey: .red)
      try container.encode(components[1], forKey: .green)
      try container.encode(components[2], forKey: .blue)
      try container.encode(components[3], forKey: .opacity)
    }
  }
}
