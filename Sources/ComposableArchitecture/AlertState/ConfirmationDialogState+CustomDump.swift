extension ConfirmationDialogState: CustomDumpReflectable {
  /// Reads like the initializer call that makes the dialog, without the ``id`` and without the
  /// arguments left at their defaults:
  ///
  /// ```
  /// ConfirmationDialogState(
  ///   title: "Delete this note?",
  ///   titleVisibility: .visible,
  ///   buttons: [
  ///     [0]: .destructive(
  ///       "Delete",
  ///       action: .send(.deleteConfirmed)
  ///     ),
  ///     [1]: .cancel("Cancel")
  ///   ]
  /// )
  /// ```
  public var customDumpMirror: Mirror {
    var children: [Mirror.Child] = [("title", title)]
    if titleVisibility != .automatic {
      children.append(("titleVisibility", titleVisibility))
    }
    if let message {
      children.append(("message", message))
    }
    if !buttons.isEmpty {
      children.append(("buttons", buttons))
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
