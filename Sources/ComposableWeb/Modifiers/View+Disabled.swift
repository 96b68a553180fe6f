extension View {
  /// Disables the controls in this view: they render with the `disabled` attribute, and the
  /// server refuses their events whatever the browser sends.
  ///
  /// ```swift
  /// Button("Log in") { viewStore.send(.loginButtonTapped) }
  ///   .disabled(!viewStore.isFormValid)
  /// ```
  public func disabled(_ isDisabled: Bool) -> some View {
    environment { $0.isDisabled = $0.isDisabled || isDisabled }
  }
}
