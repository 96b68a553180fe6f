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
/// It reads the tag with the runtime's own `getEnumTag` witness: a few loads and one indirect
/// call, no allocation, no `Mirror`, whatever the payload. The witness table's layout is checked
/// before it is trusted: callers read tags through ``enumTagReader(verifiedOn:)``, which checks
/// it against swift-case-paths' `EnumMetadata` first.
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

/// ``enumTag(_:)`` for values of `Case`, checked before it is trusted: once per process on
/// probe enums of every shape, and on `sample` against swift-case-paths' `EnumMetadata`.
///
/// ```swift
/// let tag = enumTagReader(verifiedOn: store.currentState)
/// if tag(newState) != tag(oldState) { … }
/// ```
///
/// If a check fails (with one warning naming the type), or the fast paths are off, the reader
/// reads tags through `EnumMetadata`, a cross-module call that costs a little more.
package func enumTagReader<Case>(verifiedOn sample: Case) -> (Case) -> UInt32? {
  guard let reflected = EnumMetadata(Case.self) else { return { _ in nil } }
  guard FastPaths.areEnabled, enumWitnessLayoutHolds,
    !FastPaths.isDisabled(.enumTag, for: Case.self)
  else { return { reflected.tag(of: $0) } }
  let corruption: UInt32 = FastPaths.isCorrupting(.enumTag) ? 1 : 0
  guard let tag = enumTag(sample), tag &+ corruption == reflected.tag(of: sample) else {
    FastPaths.reportMismatch(
      .enumTag, for: Case.self,
      detail: "the value witness table's getEnumTag read another tag than swift-case-paths")
    return { reflected.tag(of: $0) }
  }
  return enumTag
}

/// Whether ``EnumWitnesses`` reads the value witness table as the runtime lays it out, checked
/// once per process against swift-case-paths' `EnumMetadata` on enums of every shape: with and
/// without payloads, `indirect`, generic, `Optional`. The table's layout is the same for every
/// type; ``enumTagReader(verifiedOn:)`` relies on this check, then checks each type on a value.
let enumWitnessLayoutHolds: Bool = {
  guard FastPaths.areEnabled else { return false }
  let holds = enumWitnessesAgreeWithCasePaths()
  if !holds {
    FastPaths.reportMismatch(
      .enumTag, for: UnsafeRawPointer.self,
      detail: "the value witness table's getEnumTag read other tags than swift-case-paths")
  }
  return holds
}()

/// Whether ``EnumWitnesses/getEnumTag(_:)`` reads the tags swift-case-paths' `EnumMetadata`
/// reads, on probe enums of every shape. A test passes a `corruption` added to each tag read,
/// to show a wrong reader is caught.
func enumWitnessesAgreeWithCasePaths(corruption: UInt32 = 0) -> Bool {
  func agrees<Probe>(_ values: [Probe]) -> Bool {
    let metadata = unsafeBitCast(Probe.self, to: UnsafeRawPointer.self)
    guard let getEnumTag = EnumWitnesses.getEnumTag(metadata),
      let reflected = EnumMetadata(Probe.self)
    else { return false }
    return values.allSatisfy { value in
      let read = withUnsafePointer(to: value) { getEnumTag(UnsafeRawPointer($0), metadata) }
      return read &+ corruption == reflected.tag(of: value)
    }
  }
  return agrees([LayoutProbe.payload("a"), .pair(1, 2), .empty, .other, .boxed(.empty)])
    && agrees([Int?.some(1), nil])
    && agrees([GenericLayoutProbe<String>.value("b"), .none])
}

private indirect enum LayoutProbe {
  case payload(String)
  case pair(Int, Int)
  case boxed(LayoutProbe)
  case empty
  case other
}

private enum GenericLayoutProbe<Value> {
  case value(Value)
  case none
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
