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
  guard let getEnumTag = EnumLayout.getEnumTag(metadata) else { return nil }
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

/// How the Swift runtime lays out the type metadata that ``enumTag(_:)`` reads (the stable ABI
/// since Swift 5, the same on every 64- and 32-bit platform Swift supports).
///
/// ```
/// metadata - 1 word:  pointer to the value witness table
/// metadata + 0:       kind (a word); 0x201 enum, 0x202 Optional
///
/// value witness table:
///   8 words           function pointers (initializeBufferWithCopyOfBuffer … storeEnumTagSinglePayload)
///   2 words           size, stride
///   UInt32, UInt32    flags, extra inhabitant count
///   then, only when flags has HasEnumWitnesses:
///   1 word            getEnumTag(value, metadata) -> UInt32
///   …                 destructiveProjectEnumData, destructiveInjectEnumTag
/// ```
private enum EnumLayout {
  /// The witness the runtime implements as `unsigned getEnumTag(const OpaqueValue *, const Metadata *)`.
  ///
  /// It uses the Swift calling convention, which passes two pointer arguments and returns a
  /// 32-bit integer in the same registers as the C convention; only the registers for `self`,
  /// context and errors differ, and this function uses none of them.
  typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32

  static let enumKind: UInt = 0x201
  static let optionalKind: UInt = 0x202
  static let hasEnumWitnesses: UInt32 = 0x0020_0000

  static let word = MemoryLayout<UnsafeRawPointer>.size
  static let flagsOffset = 10 * word
  static let getEnumTagOffset = flagsOffset + 2 * MemoryLayout<UInt32>.size

  /// The `getEnumTag` witness of the type `metadata` describes, or `nil` if it is not an enum.
  static func getEnumTag(_ metadata: UnsafeRawPointer) -> GetEnumTag? {
    // A class's kind word can be an isa pointer on Apple platforms; it never equals these.
    let kind = metadata.load(as: UInt.self)
    guard kind == enumKind || kind == optionalKind else { return nil }
    let witnesses = metadata.load(fromByteOffset: -word, as: UnsafeRawPointer.self)
    // Every enum's table has the enum witnesses; the check guards against a layout we don't
    // know rather than reading past the end of a shorter table.
    let flags = witnesses.load(fromByteOffset: flagsOffset, as: UInt32.self)
    guard flags & hasEnumWitnesses != 0 else { return nil }
    return witnesses.load(fromByteOffset: getEnumTagOffset, as: GetEnumTag.self)
  }
}
