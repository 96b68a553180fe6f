import ComposableArchitecture
import Testing

private enum NoteAction: Equatable, Hashable, Sendable {
  case deleteConfirmed
  case shareTapped
}

@Suite struct ConfirmationDialogStateTests {
  private func deleteDialog() -> ConfirmationDialogState<NoteAction> {
    ConfirmationDialogState(
      title: TextState("Delete this note?"),
      titleVisibility: .visible,
      message: TextState("It will be gone for good."),
      buttons: [
        .destructive(TextState("Delete"), action: .send(.deleteConfirmed)),
        .cancel(),
      ]
    )
  }

  @Test func initializers() {
    let dialog = deleteDialog()
    #expect(dialog.title == "Delete this note?")
    #expect(dialog.titleVisibility == .visible)
    #expect(dialog.message == "It will be gone for good.")
    #expect(dialog.buttons.map(\.role) == [.destructive, .cancel])
    #expect(dialog.buttons.map(\.action?.action) == [.deleteConfirmed, nil])

    let plain = ConfirmationDialogState<NoteAction>(title: TextState("Share"))
    #expect(plain.titleVisibility == .automatic)
    #expect(plain.message == nil)
    #expect(plain.buttons.isEmpty)
  }

  @Test func actionSheetStateIsTheSameType() {
    let sheet = ActionSheetState<NoteAction>(
      title: TextState("Share"),
      buttons: [.default(TextState("Share"), action: .send(.shareTapped)), .cancel()]
    )
    let dialog: ConfirmationDialogState<NoteAction> = sheet
    #expect(dialog.buttons.count == 2)
  }

  @Test func equalityIgnoresID() {
    let first = deleteDialog()
    let second = deleteDialog()
    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)
  }

  @Test func equalityComparesContent() {
    let dialog = deleteDialog()
    var other = dialog
    other.titleVisibility = .hidden
    #expect(other != dialog)
    other = dialog
    other.buttons.removeLast()
    #expect(other != dialog)
    other = dialog
    other.message = nil
    #expect(other != dialog)
    other = dialog
    other.title = "Delete?"
    #expect(other != dialog)
  }

  @Test func isSendable() {
    func requireSendable<T: Sendable>(_: T) {}
    requireSendable(deleteDialog())
  }

  @Test func dump() {
    #expect(
      String(customDumping: deleteDialog()) == """
        ConfirmationDialogState(
          title: "Delete this note?",
          titleVisibility: .visible,
          message: "It will be gone for good.",
          buttons: [
            [0]: .destructive(
              "Delete",
              action: .send(.deleteConfirmed)
            ),
            [1]: .cancel("Cancel")
          ]
        )
        """
    )
  }

  @Test func dumpLeavesOutDefaults() {
    #expect(
      String(customDumping: ConfirmationDialogState<NoteAction>(title: TextState("Share"))) == """
        ConfirmationDialogState(title: "Share")
        """
    )
  }
}
