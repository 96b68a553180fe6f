import ComposableArchitecture
import Testing

private enum SettingsAction: Equatable, Hashable, Sendable {
  case openSettingsTapped
  case deleteTapped(id: Int)
  case dismissed
}

private struct SettingsState {
  var alert: AlertState<SettingsAction>?
}

@Suite struct AlertStateTests {
  @Test func dismissButtonInitializer() {
    let alert = AlertState<SettingsAction>(
      title: TextState("Notifications denied"),
      message: TextState("Turn them on in Settings."),
      dismissButton: .default(TextState("OK"))
    )
    #expect(alert.title == "Notifications denied")
    #expect(alert.message == "Turn them on in Settings.")
    #expect(alert.primaryButton == .default("OK"))
    #expect(alert.secondaryButton == nil)

    let bare = AlertState<SettingsAction>(title: TextState("Done"))
    #expect(bare.message == nil)
    #expect(bare.primaryButton == nil)
    #expect(bare.secondaryButton == nil)
  }

  @Test func twoButtonInitializer() {
    let alert = AlertState<SettingsAction>(
      title: TextState("Delete?"),
      primaryButton: .destructive(TextState("Delete"), action: .send(.deleteTapped(id: 1))),
      secondaryButton: .cancel()
    )
    #expect(alert.message == nil)
    #expect(alert.primaryButton?.role == .destructive)
    #expect(alert.primaryButton?.label == "Delete")
    #expect(alert.primaryButton?.action?.action == .deleteTapped(id: 1))
    #expect(alert.secondaryButton?.role == .cancel)
    #expect(alert.secondaryButton?.label == "Cancel")
    #expect(alert.secondaryButton?.action == nil)
  }

  @Test func buttonHelpers() {
    typealias Button = AlertState<SettingsAction>.Button
    let ok = Button.default(TextState("OK"))
    #expect(ok.role == .default)
    #expect(ok.label == "OK")
    #expect(ok.action == nil)

    let open = Button.default(TextState("Open"), action: .send(.openSettingsTapped))
    #expect(open.action?.action == .openSettingsTapped)
    #expect(open.action?.animation == nil)

    let delete = Button.destructive(TextState("Delete"), action: .send(.deleteTapped(id: 2)))
    #expect(delete.role == .destructive)
    #expect(delete.action == .send(.deleteTapped(id: 2)))

    let cancel = Button.cancel(action: .send(.dismissed))
    #expect(cancel.role == .cancel)
    #expect(cancel.label == "Cancel")
    #expect(cancel.action?.action == .dismissed)
    #expect(Button.cancel() == .cancel(TextState("Cancel")))
    #expect(Button.cancel(TextState("Never mind")).label == "Never mind")

    #expect(Button.default("A") != Button.cancel("A"))
    #expect(Button.default("A") != Button.destructive("A"))
    #expect(Button.default("A") != Button.default("B"))
    #expect(Button.default("A", action: .send(.dismissed)) != Button.default("A"))
  }

  @Test func buttonActionCarriesAnimation() {
    let action = AlertState<SettingsAction>.ButtonAction.send(.dismissed, animation: .easeInOut)
    #expect(action.action == .dismissed)
    #expect(action.animation == .easeInOut)
    #expect(action != .send(.dismissed))
    #expect(action == .send(.dismissed, animation: .easeInOut))
  }

  @Test func equalityIgnoresID() {
    let make = {
      AlertState<SettingsAction>(
        title: TextState("Delete?"),
        message: TextState("This can't be undone."),
        primaryButton: .destructive(TextState("Delete"), action: .send(.deleteTapped(id: 1))),
        secondaryButton: .cancel()
      )
    }
    let first = make()
    let second = make()
    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)
  }

  @Test func equalityComparesContent() {
    let alert = AlertState<SettingsAction>(
      title: TextState("Delete?"),
      primaryButton: .destructive(TextState("Delete"), action: .send(.deleteTapped(id: 1))),
      secondaryButton: .cancel()
    )
    var other = alert
    #expect(other == alert)
    other.title = "Remove?"
    #expect(other != alert)
    other = alert
    other.message = "Sure?"
    #expect(other != alert)
    other = alert
    other.primaryButton?.action = .send(.deleteTapped(id: 2))
    #expect(other != alert)
    other = alert
    other.secondaryButton = nil
    #expect(other != alert)
  }

  @Test func isIdentifiable() {
    let alert = AlertState<SettingsAction>(title: TextState("Hi"))
    let copy = alert
    #expect(copy.id == alert.id)
    #expect(AlertState<SettingsAction>(title: TextState("Hi")).id != alert.id)
  }

  @Test func isSendable() {
    func requireSendable<T: Sendable>(_: T) {}
    requireSendable(AlertState<SettingsAction>(title: TextState("Hi"), dismissButton: .cancel()))
  }

  @Test func dumpWithDismissButton() {
    let alert = AlertState<SettingsAction>(
      title: TextState("Notifications denied"),
      message: TextState("Turn them on in Settings."),
      dismissButton: .default(TextState("OK"))
    )
    #expect(
      String(customDumping: alert) == """
        AlertState(
          title: "Notifications denied",
          message: "Turn them on in Settings.",
          dismissButton: .default("OK")
        )
        """
    )
  }

  @Test func dumpWithTwoButtons() {
    let alert = AlertState<SettingsAction>(
      title: TextState("Delete?"),
      primaryButton: .destructive(TextState("Delete"), action: .send(.deleteTapped(id: 1))),
      secondaryButton: .cancel()
    )
    #expect(
      String(customDumping: alert) == """
        AlertState(
          title: "Delete?",
          primaryButton: .destructive(
            "Delete",
            action: .send(
              .deleteTapped(id: 1)
            )
          ),
          secondaryButton: .cancel("Cancel")
        )
        """
    )
  }

  @Test func dumpWithoutButtons() {
    #expect(
      String(customDumping: AlertState<SettingsAction>(title: TextState("Saved"))) == """
        AlertState(title: "Saved")
        """
    )
  }

  @Test func dumpOfButtons() {
    typealias Button = AlertState<SettingsAction>.Button
    #expect(String(customDumping: Button.cancel()) == #"AlertState.Button.cancel("Cancel")"#)
    #expect(
      String(customDumping: Button.default("Open", action: .send(.openSettingsTapped))) == """
        AlertState.Button.default(
          "Open",
          action: .send(.openSettingsTapped)
        )
        """
    )
  }

  @Test func diffShowsOnlyWhatChanged() {
    let expected = SettingsState(
      alert: AlertState(
        title: TextState("Delete?"),
        primaryButton: .destructive(TextState("Delete"), action: .send(.deleteTapped(id: 1))),
        secondaryButton: .cancel()
      )
    )
    let actual = SettingsState(
      alert: AlertState(
        title: TextState("Delete?"),
        primaryButton: .destructive(TextState("Delete"), action: .send(.deleteTapped(id: 2))),
        secondaryButton: .cancel()
      )
    )
    #expect(
      diff(expected, actual) == """
          SettingsState(
            alert: AlertState(
              title: "Delete?",
              primaryButton: .destructive(
                "Delete",
                action: .send(
        -         .deleteTapped(id: 1)
        +         .deleteTapped(id: 2)
                )
              ),
              secondaryButton: .cancel("Cancel")
            )
          )
        """
    )
  }
}
