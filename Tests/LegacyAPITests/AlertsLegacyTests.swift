// Alerts and confirmation dialogs kept in state, as the 2021 alerts case study did: two-button
// alerts, dismiss-only alerts, action sheets, text concatenation and styling, and equality that
// ignores the alert's identity.
import ComposableArchitecture
import XCTest

struct AlertsDemoState: Equatable {
  var actionSheet: ActionSheetState<AlertsDemoAction>?
  var alert: AlertState<AlertsDemoAction>?
  var confirmationDialog: ConfirmationDialogState<AlertsDemoAction>?
  var count = 0
}

enum AlertsDemoAction: Equatable {
  case actionSheetButtonTapped
  case actionSheetDismissed
  case alertButtonTapped
  case alertDismissed
  case confirmationDialogButtonTapped
  case confirmationDialogDismissed
  case decrementButtonTapped
  case incrementButtonTapped
}

let alertsDemoReducer = Reducer<AlertsDemoState, AlertsDemoAction, Void> { state, action, _ in
  switch action {
  case .actionSheetButtonTapped:
    state.actionSheet = .init(
      title: .init("Action sheet"),
      message: .init("This is an action sheet."),
      buttons: [
        .cancel(),
        .default(.init("Increment"), send: .incrementButtonTapped),
        .default(.init("Decrement"), send: .decrementButtonTapped),
      ]
    )
    return .none

  case .actionSheetDismissed:
    state.actionSheet = nil
    return .none

  case .alertButtonTapped:
    state.alert = .init(
      title: .init("Alert!"),
      message: .init("This is an alert"),
      primaryButton: .cancel(),
      secondaryButton: .default(.init("Increment"), action: .send(.incrementButtonTapped))
    )
    return .none

  case .alertDismissed:
    state.alert = nil
    return .none

  case .confirmationDialogButtonTapped:
    state.confirmationDialog = ConfirmationDialogState(
      title: TextState("Confirmation dialog"),
      message: TextState("This is a confirmation dialog."),
      buttons: [
        .cancel(),
        .default(TextState("Increment"), action: .send(.incrementButtonTapped)),
        .destructive(
          TextState("Decrement"),
          action: .send(.decrementButtonTapped, animation: .default)
        ),
      ]
    )
    return .none

  case .confirmationDialogDismissed:
    state.confirmationDialog = nil
    return .none

  case .decrementButtonTapped:
    state.count -= 1
    state.alert = .init(title: .init("Decremented!"))
    return .none

  case .incrementButtonTapped:
    state.count += 1
    state.alert = .init(title: .init("Incremented!"))
    return .none
  }
}

final class AlertsLegacyTests: XCTestCase {
  func testAlert() {
    let store = TestStore(
      initialState: AlertsDemoState(),
      reducer: alertsDemoReducer,
      environment: ()
    )

    store.send(.alertButtonTapped) {
      $0.alert = .init(
        title: .init("Alert!"),
        message: .init("This is an alert"),
        primaryButton: .cancel(),
        secondaryButton: .default(.init("Increment"), send: .incrementButtonTapped)
      )
    }
    store.send(.incrementButtonTapped) {
      $0.alert = .init(title: .init("Incremented!"))
      $0.count = 1
    }
    store.send(.alertDismissed) {
      $0.alert = nil
    }
  }

  func testActionSheet() {
    let store = TestStore(
      initialState: AlertsDemoState(),
      reducer: alertsDemoReducer,
      environment: ()
    )

    store.send(.actionSheetButtonTapped) {
      $0.actionSheet = .init(
        title: .init("Action sheet"),
        message: .init("This is an action sheet."),
        buttons: [
          .cancel(),
          .default(.init("Increment"), action: .send(.incrementButtonTapped)),
          .default(.init("Decrement"), action: .send(.decrementButtonTapped)),
        ]
      )
    }
    store.send(.decrementButtonTapped) {
      $0.alert = .init(title: .init("Decremented!"))
      $0.count = -1
    }
    store.send(.actionSheetDismissed) {
      $0.actionSheet = nil
    }
  }

  func testConfirmationDialog() {
    let store = TestStore(
      initialState: AlertsDemoState(),
      reducer: alertsDemoReducer,
      environment: ()
    )

    store.send(.confirmationDialogButtonTapped) {
      $0.confirmationDialog = ConfirmationDialogState(
        title: TextState("Confirmation dialog"),
        message: TextState("This is a confirmation dialog."),
        buttons: [
          .cancel(),
          .default(TextState("Increment"), action: .send(.incrementButtonTapped)),
          .destructive(
            TextState("Decrement"),
            action: .send(.decrementButtonTapped, animation: .default)
          ),
        ]
      )
    }
    store.send(.confirmationDialogDismissed) {
      $0.confirmationDialog = nil
    }
  }

  func testAlertEqualityAndIdentity() {
    let alert1 = AlertState<AlertsDemoAction>(
      title: TextState("Delete?"),
      message: TextState("This can't be undone."),
      primaryButton: .destructive(TextState("Delete"), send: .decrementButtonTapped),
      secondaryButton: .cancel(send: .alertDismissed)
    )
    let alert2 = AlertState<AlertsDemoAction>(
      title: TextState("Delete?"),
      message: TextState("This can't be undone."),
      primaryButton: .destructive(TextState("Delete"), action: .send(.decrementButtonTapped)),
      secondaryButton: .cancel(action: .send(.alertDismissed))
    )
    XCTAssertEqual(alert1, alert2)
    XCTAssertNotEqual(alert1.id, alert2.id)
    XCTAssertEqual(alert1.primaryButton?.action, .send(.decrementButtonTapped))
    XCTAssertEqual(alert1.secondaryButton?.label, TextState("Cancel"))

    let dismissOnly = AlertState<AlertsDemoAction>(
      title: TextState("Done"),
      dismissButton: .default(TextState("OK"))
    )
    XCTAssertNil(dismissOnly.primaryButton?.action)
    XCTAssertNotEqual(dismissOnly, AlertState(title: TextState("Done")))

    var seen: Set<AlertState<AlertsDemoAction>> = []
    seen.insert(alert1)
    seen.insert(alert2)
    XCTAssertEqual(seen.count, 1)
  }

  func testTextStateConcatenationAndStyles() {
    let text = TextState("Hello, ") + TextState("Blob").bold() + TextState("!").italic()
    XCTAssertEqual(String(state: text), "Hello, Blob!")
    XCTAssertNotEqual(text, TextState("Hello, Blob!"))
    XCTAssertEqual(
      TextState("a").bold() + TextState("b").bold(),
      (TextState("a") + TextState("b")).bold()
    )
    XCTAssertEqual(TextState(verbatim: "Hi"), TextState("Hi"))
    XCTAssertEqual(
      TextState("Crossed").strikethrough().underline(),
      TextState("Crossed").underline(true).strikethrough(true)
    )
    XCTAssertNotEqual(TextState("Crossed").strikethrough(), TextState("Crossed"))

    let count = 3
    let alert = AlertState<AlertsDemoAction>(
      title: TextState("You have ") + TextState("\(count)").bold() + TextState(" new messages"),
      message: nil,
      dismissButton: .cancel(TextState("Close"))
    )
    XCTAssertEqual(String(state: alert.title), "You have 3 new messages")
  }

  func testTextStateStylingModifiers() {
    let styled = TextState("Warning")
      .fontWeight(.heavy)
      .foregroundColor(.red)
      .font(.headline)
      .kerning(1)
      .baselineOffset(2)
      .tracking(0.5)
    XCTAssertEqual(String(state: styled), "Warning")
    XCTAssertEqual(styled, styled)
    XCTAssertNotEqual(styled, TextState("Warning"))
    XCTAssertEqual(
      TextState("Bold").fontWeight(.bold),
      TextState("Bold").fontWeight(.bold)
    )
  }

  func testAlertInViewStoreBindings() {
    let store = Store(
      initialState: AlertsDemoState(),
      reducer: alertsDemoReducer,
      environment: ()
    )
    let viewStore = ViewStore(store)
    viewStore.send(.alertButtonTapped)
    XCTAssertEqual(viewStore.alert?.title, TextState("Alert!"))

    // What `.alert(item:)` does when the alert is dismissed: writes nil through the binding.
    let binding = viewStore.binding(get: \.alert, send: .alertDismissed)
    binding.wrappedValue = nil
    XCTAssertNil(viewStore.alert)

    // What a renderer does when a button is tapped.
    viewStore.send(.alertButtonTapped)
    if let action = viewStore.alert?.secondaryButton?.action {
      viewStore.send(action.action, animation: action.animation)
    }
    XCTAssertEqual(viewStore.count, 1)
  }
}
