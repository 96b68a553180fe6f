/// Describes itself as the wrapped value: `"\(state.$displayName)"` reads `Blob`.
extension BindableState: CustomStringConvertible {
  public var description: String {
    String(describing: wrappedValue)
  }
}

/// Debug-describes itself as the wrapped value: `String(reflecting: state.$displayName)` reads
/// `"Blob"`.
extension BindableState: CustomDebugStringConvertible {
  public var debugDescription: String {
    String(reflecting: wrappedValue)
  }
}
