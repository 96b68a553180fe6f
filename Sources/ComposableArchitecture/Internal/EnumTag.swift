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
/// It costs a few loads and one indirect call: no allocation, no `Mirror`, whatever the payload.
///
/// The number is the Swift runtime's, not the declaration order: the runtime numbers the cases
/// that carry a payload first, then the ones that don't. Compare tags with each other, never with
/// a number you expect.
///
/// The answer depends on the static type `Case`, so an enum held in an existential (`Any`,
/// `any Equatable`, …) gives `nil`, like a struct, class, tuple or function does. `Optional`
/// is an enum: `.some` and `.none` have different tags.
package func enumTag<Case>(_ value: Case) -> UInt32? {
  let metadata = unsafeBitCast(Case.self, to: UnsafeRawPointer.self)
  guard let getEnumTag = EnumWitnesses.getEnumTag(metadata) else { return nil }
  return withUnsafePointer(to: value) { getEnumTag(UnsafeRawPointer($0), metadata) }
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
  if let name = runtimeEnumCaseName(value) {
    return String(cString: name)
  }
  // Only reached when the binary was built without reflection metadata, or for non-enums.
  if let tag = enumTag(value) {
    return "\(Case.self) case #\(tag)"
  }
  // `as Any` so an existential argument names the type of what it holds, not `Any`.
  return "\(type(of: value as Any))"
}

/// The runtime function `print` uses to name enum cases.
///
/// `Mirror` can only name cases that have a payload, and `String(describing:)` returns a custom
/// `description` instead of the case name, so we ask the runtime directly. It takes the value
/// borrowed with its type metadata, exactly as a generic Swift function passes them, and returns
/// a pointer into the type's static reflection metadata (or `nil` when there is none).
@_silgen_name("swift_EnumCaseName")
private func runtimeEnumCaseName<Case>(_ value: Case) -> UnsafePointer<CChar>?
