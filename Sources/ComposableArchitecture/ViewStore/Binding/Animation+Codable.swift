// An animation encodes as its parameters, so state or actions that carry one (an alert button's
// `.send(action, animation:)`) can be saved and restored:
//
//     Animation.easeInOut(duration: 0.3).delay(0.1)
//       → {"curve": "easeInOut", "duration": 0.3, "delay": 0.1}
//
// Parameters at their defaults are left out. Decoding refuses what no initializer could have
// made: a spring without its parameters, a timing curve without four control points.

extension Animation: Codable {
  private enum CodingKeys: String, CodingKey {
    case curve, duration, delay, speed, repeatCount, repeatsForever, autoreverses, spring
    case controlPoints
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      curve: try container.decode(Curve.self, forKey: .curve),
      duration: try container.decode(Double.self, forKey: .duration)
    )
    delay = try container.decodeIfPresent(Double.self, forKey: .delay) ?? 0
    speed = try container.decodeIfPresent(Double.self, forKey: .speed) ?? 1
    repeatCount = try container.decodeIfPresent(Int.self, forKey: .repeatCount)
    repeatsForever = try container.decodeIfPresent(Bool.self, forKey: .repeatsForever) ?? false
    autoreverses = try container.decodeIfPresent(Bool.self, forKey: .autoreverses) ?? true
    spring = try container.decodeIfPresent(Spring.self, forKey: .spring)
    controlPoints = try container.decodeIfPresent([Double].self, forKey: .controlPoints)
    if curve == .spring, spring == nil {
      throw DecodingError.dataCorruptedError(
        forKey: .spring, in: container, debugDescription: "a spring animation needs its spring")
    }
    if curve == .timingCurve, controlPoints?.count != 4 {
      throw DecodingError.dataCorruptedError(
        forKey: .controlPoints, in: container,
        debugDescription: "a timing curve needs four control points")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(curve, forKey: .curve)
    try container.encode(duration, forKey: .duration)
    if delay != 0 { try container.encode(delay, forKey: .delay) }
    if speed != 1 { try container.encode(speed, forKey: .speed) }
    try container.encodeIfPresent(repeatCount, forKey: .repeatCount)
    if repeatsForever { try container.encode(true, forKey: .repeatsForever) }
    if !autoreverses { try container.encode(false, forKey: .autoreverses) }
    try container.encodeIfPresent(spring, forKey: .spring)
    try container.encodeIfPresent(controlPoints, forKey: .controlPoints)
  }
}

extension Animation.Curve: Codable {}

extension Animation.Spring: Codable {
  private enum CodingKeys: String, CodingKey {
    case response, dampingFraction, blendDuration, initialVelocity
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      response: try container.decode(Double.self, forKey: .response),
      dampingFraction: try container.decode(Double.self, forKey: .dampingFraction),
      blendDuration: try container.decodeIfPresent(Double.self, forKey: .blendDuration) ?? 0,
      initialVelocity: try container.decodeIfPresent(Double.self, forKey: .initialVelocity) ?? 0
    )
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(response, forKey: .response)
    try container.encode(dampingFraction, forKey: .dampingFraction)
    if blendDuration != 0 { try container.encode(blendDuration, forKey: .blendDuration) }
    if initialVelocity != 0 { try container.encode(initialVelocity, forKey: .initialVelocity) }
  }
}
