extension AlertState: Hashable where Action: Hashable {
  /// Hashes what `==` compares, so the ``id`` is left out here too.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(primaryButton)
    hasher.combine(secondaryButton)
  }
}
