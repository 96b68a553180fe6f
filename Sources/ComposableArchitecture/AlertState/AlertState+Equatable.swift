extension AlertState: Equatable where Action: Equatable {
  /// Compares what the alerts show and do; the ``id`` of each is ignored.
  public static func == (lhs: AlertState, rhs: AlertState) -> Bool {
    lhs.title == rhs.title
      && lhs.message == rhs.message
      && lhs.primaryButton == rhs.primaryButton
      && lhs.secondaryButton == rhs.secondaryButton
  }
}
