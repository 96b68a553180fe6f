/// Bindable state decodes from the bare value, so marking a field `@BindableState` leaves the
/// coded form of its state unchanged.
extension BindableState: Decodable where Value: Decodable {
  public init(from decoder: any Decoder) throws {
    // Through a single-value container, not `Value(from:)`, so decoder strategies for special
    // types (a `Date` under `JSONDecoder.dateDecodingStrategy`) still apply.
    let container = try decoder.singleValueContainer()
    self.init(wrappedValue: try container.decode(Value.self))
  }
}

/// Bindable state encodes as the bare value: `{"displayName":"Blob"}`.
extension BindableState: Encodable where Value: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}
