import ComposableArchitecture
import Foundation
import Testing

private enum DialogAction: String, Codable, Equatable {
  case deleteConfirmed
  case cancelTapped
}

/// Encodes `value` as JSON text with sorted keys, for comparing with what a file holds.
private func json(_ value: some Encodable) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

private func decoded<Value: Decodable>(_: Value.Type, from json: String) throws -> Value {
  try JSONDecoder().decode(Value.self, from: Data(json.utf8))
}

/// State that holds alerts and dialogs stays `Codable`: saved, exported in a bug report, or
/// restored after a restart with the alert still up.
@Suite struct AlertStateCodableTests {
  @Test func plainTextEncodesAsAString() throws {
    #expect(try json(TextState("Saved")) == #""Saved""#)
    #expect(try decoded(TextState.self, from: #""Saved""#) == TextState("Saved"))
  }

  @Test func styledTextKeepsEveryRunAndModifier() throws {
    let text =
      TextState("Delete ").bold().foregroundColor(.red)
      + TextState("forever").italic().font(.system(size: 11, weight: .heavy))
      + TextState(" now").underline(true, color: .init(red: 0.2, green: 0.4, blue: 1)).kerning(2)
    let restored = try decoded(TextState.self, from: try json(text))
    #expect(restored == text)
    #expect(
      try json(TextState("Delete").bold().foregroundColor(.red))
        == #"[{"bold":true,"foregroundColor":"red","text":"Delete"}]"#
    )
  }

  @Test func aModifierThatLeavesTheChoiceToTheViewIsKept() throws {
    // `.foregroundColor(nil)` applied first keeps a later color from taking effect.
    let text = TextState("Hi").foregroundColor(nil).foregroundColor(.red)
    let restored = try decoded(TextState.self, from: try json(text))
    #expect(restored == text)
    #expect(restored != TextState("Hi").foregroundColor(.red))
  }

  @Test func foreignTextIsRefusedNamingWhatIsWrong() {
    #expect {
      _ = try decoded(TextState.self, from: #"[{"text":"x","foregroundColor":"chartreuse"}]"#)
    } throws: { error in
      "\(error)".contains("\"chartreuse\" is not a named color")
    }
    #expect {
      _ = try decoded(TextState.self, from: #"[{"text":"x","font":"gigantic"}]"#)
    } throws: { error in
      "\(error)".contains("\"gigantic\" is not a text style's name")
    }
  }

  @Test func anAlertRoundTripsWithItsIdAndButtons() throws {
    let alert = AlertState<DialogAction>(
      title: TextState("Delete this to-do?"),
      message: TextState("It can't be undone."),
      primaryButton: .destructive(
        TextState("Delete"), action: .send(.deleteConfirmed, animation: .easeInOut)),
      secondaryButton: .cancel(action: .send(.cancelTapped))
    )
    let restored = try decoded(AlertState<DialogAction>.self, from: try json(alert))
    #expect(restored == alert)
    #expect(restored.id == alert.id)
    #expect(restored.primaryButton?.action?.animation == .easeInOut)
    #expect(restored.secondaryButton?.role == .cancel)
  }

  @Test func aConfirmationDialogRoundTrips() throws {
    let dialog = ConfirmationDialogState<DialogAction>(
      title: TextState("Share"),
      titleVisibility: .visible,
      buttons: [.default(TextState("Copy link")), .cancel()]
    )
    let restored = try decoded(ConfirmationDialogState<DialogAction>.self, from: try json(dialog))
    #expect(restored == dialog)
    #expect(restored.id == dialog.id)
    #expect(restored.titleVisibility == .visible)
  }

  @Test func anUnknownButtonRoleIsRefused() {
    let json =
      #"{"id":"00000000-0000-0000-0000-000000000000","title":"t","#
      + #""primaryButton":{"role":"explosive","label":"Boom"}}"#
    #expect(throws: DecodingError.self) {
      _ = try decoded(AlertState<DialogAction>.self, from: json)
    }
  }

  @Test func animationsRoundTripWithEveryParameter() throws {
    let animations: [Animation] = [
      .default,
      .easeInOut(duration: 0.3).delay(0.1).speed(2),
      .spring(response: 0.4, dampingFraction: 0.6),
      .interpolatingSpring(stiffness: 170, damping: 15, initialVelocity: 2),
      .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4),
      .linear(duration: 1).repeatForever(autoreverses: false),
      .easeIn.repeatCount(3),
    ]
    for animation in animations {
      #expect(try decoded(Animation.self, from: try json(animation)) == animation)
    }
    #expect(
      try json(Animation.easeInOut(duration: 0.3).delay(0.1))
        == #"{"curve":"easeInOut","delay":0.1,"duration":0.3}"#
    )
  }

  @Test func anAnimationNoInitializerCouldMakeIsRefused() {
    #expect(throws: DecodingError.self) {
      _ = try decoded(Animation.self, from: #"{"curve":"spring","duration":0.5}"#)
    }
    #expect(throws: DecodingError.self) {
      _ = try decoded(
        Animation.self, from: #"{"curve":"timingCurve","duration":0.5,"controlPoints":[1]}"#)
    }
  }
}
