extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Compares what the dialogs show and do; the ``id`` of each is ignored.
  public static func == (lhs: ConfirmationDialogState, rhs: ConfirmationDialogState) -> Bool {
    lhs.title == rhs.title
      && lhs.titleVisibility == rhs.titleVisibility
      && lhs.message == rhs.message
      && lhs.buttons == rhs.buttons
  }
}
