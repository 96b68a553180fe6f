@_spi(Reflection) import CasePaths

/// The runtime's number for the case `value` is in, or `nil` when `Case` is not an enum.
///
/// ```swift
/// enumTag(AppState.login(LoginState())) == enumTag(AppState.login(LoginState(email: "blob")))
/// // true: same case, the payloads don't matter
/// enumTag(AppState.login(LoginState())) == enumTag(AppState.newGame(NewGameState()))
/// // false
/// ```
///
/// Switch views de-duplicate their state with this, so they re-render only when the case changes.
/// It reads the tag through swift-case-paths' enum reflection (its `EnumMetadata` SPI): a few
/// loads and one indirect call, no allocation, no `Mirror`, whatever the payload.
///
/// The number is the Swift runtime's, not the declaration order: the runtime numbers the cases
/// that carry a payload first, then the ones that don't. Compare tags with each other, never with
/// a number you expect.
///
/// The answer depends on the static type `Case`, so an enum held in an existential (`Any`,
/// `any Equatable`, …) gives `nil`, like a struct, class, tuple or function does. `Optional`
/// is an enum: `.some` and `.none` have different tags.
package func enumTag<Case>(_ value: Case) -> UInt32? {
  EnumMetadata(Case.self)?.tag(of: value)
}

/// The name of the case `value` is in, for messages: `"loggedIn"` for `AppState.loggedIn(…)`.
///
/// ```swift
/// reportIssue("\(enumCaseName(state)) is not handled by any CaseLet")
/// ```
///
/// Unlike ``enumTag(_:)`` this looks through existentials (`enumCaseName(state as Any)` still
/// names the case) and reads reflection metadata, so keep it out of hot paths. For a value that
/// is not an enum it returns the name of the value's type.
package func enumCaseName<Case>(_ value: Case) -> String {
  // Opened from `Any`, so an existential argument names the case of the enum it holds.
  if let name = caseName(inExistential: value as Any) {
    return name
  }
  // `as Any` so an existential argument names the type of what it holds, not `Any`.
  return "\(type(of: value as Any))"
}

/// The name of the case of the enum an existential holds. In generic code `value as Any` boxes
/// an existential argument once more, so a box that holds a box is opened again.
private func caseName(inExistential value: Any) -> String? {
  func open<Opened>(_ opened: Opened) -> String? {
    if Opened.self == Any.self {
      // `Opened` is `Any` itself: the same type, so the bits are an `Any` to open again.
      return caseName(inExistential: unsafeBitCast(opened, to: Any.self))
    }
    return caseName(of: opened)
  }
  return _openExistential(value, do: open)
}

/// The name of the case `value` is in, from the enum's reflection metadata through
/// swift-case-paths; its number when the binary was built without reflection metadata; `nil`
/// for a value that is not an enum.
private func caseName<Value>(of value: Value) -> String? {
  guard let metadata = EnumMetadata(Value.self) else { return nil }
  let tag = metadata.tag(of: value)
  return metadata.caseName(forTag: tag) ?? "\(Value.self) case #\(tag)"
}
