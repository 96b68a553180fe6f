/// Bindable state hashes as the wrapped value, consistent with its equality.
extension BindableState: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}
