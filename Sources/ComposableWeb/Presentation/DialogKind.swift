/// Which kind of modal a dialog is.
enum DialogKind {
  /// A centered alert (`role="alertdialog"`).
  case alert
  /// A confirmation dialog or action sheet (`role="dialog"`), its buttons stacked.
  case confirmation
}
