/// Reflects as the wrapped value, so `dump` and debuggers show the field's value, not the wrapper.
extension BindableState: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue)
  }
}

/// Dumps as the wrapped value, so a state diff reads `_displayName: "Blob"` rather than
/// `_displayName: BindableState(wrappedValue: "Blob")`.
extension BindableState: CustomDumpRepresentable {
  public var customDumpValue: Any {
    wrappedValue
  }
}
