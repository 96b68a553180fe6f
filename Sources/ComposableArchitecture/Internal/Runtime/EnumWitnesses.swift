/// The Swift runtime's enum operations for one enum type: reading a value's case, and reaching
/// its payload in place.
///
/// ```swift
/// if let witnesses = EnumWitnesses(AppAction.self) {
///   let tag = witnesses.tag(of: action)
///   let payload = witnesses.payload(of: action, as: LoginAction.self, isIndirect: false)
/// }
/// ```
///
/// `nil` for a type that is not an enum. Both operations cost a few loads and one indirect call:
/// no allocation, no `Mirror`, no existential. ``payload(of:as:isIndirect:)`` trusts its caller
/// that the value is in a case whose payload is a `Value`; ``CaseExtraction`` checks that once
/// per case before it relies on it.
///
/// swift-case-paths reads enums the same way and offers the tag through its `EnumMetadata` SPI,
/// which ``enumTag(_:)`` uses; but SPI can't be called from inlinable code, where
/// ``CaseExtraction`` reads tags on every action, and it offers no projection in place. So these
/// two witnesses are read here, and ``CaseExtraction`` checks the tag they read against
/// `EnumMetadata`'s before it trusts them.
///
/// They read the type metadata as the runtime lays it out (the stable ABI since Swift 5, the same
/// on every 64- and 32-bit platform Swift supports):
///
/// ```
/// metadata - 1 word:  pointer to the value witness table
/// metadata + 0:       kind (a word); 0x201 enum, 0x202 Optional
/// metadata + 1 word:  pointer to the enum's type descriptor
///
/// value witness table:
///   8 words           function pointers (initializeBufferWithCopyOfBuffer … storeEnumTagSinglePayload)
///   2 words           size, stride
///   UInt32, UInt32    flags, extra inhabitant count
///   then, only when flags has HasEnumWitnesses:
///   1 word            getEnumTag(value, metadata) -> UInt32
///   1 word            destructiveProjectEnumData(value, metadata)
///   1 word            destructiveInjectEnumTag(value, tag, metadata)
///
/// type descriptor + 16:  relative pointer to the field descriptor, whose records (one per case,
///                        payload cases first, in tag order) hold a flags word: 1 = indirect case
/// ```
@usableFromInline
struct EnumWitnesses: @unchecked Sendable {
  /// The witness the runtime implements as `unsigned getEnumTag(const OpaqueValue *, const Metadata *)`.
  ///
  /// The witnesses use the Swift calling convention, which passes pointer arguments and returns a
  /// 32-bit integer in the same registers as the C convention; only the registers for `self`,
  /// context and errors differ, and these functions use none of them.
  @usableFromInline
  typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  /// `void destructiveProjectEnumData(OpaqueValue *, const Metadata *)`: strips the tag bits a
  /// payload case's value carries, leaving the payload at the value's address.
  @usableFromInline
  typealias ProjectEnumData = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void

  @usableFromInline let metadata: UnsafeRawPointer
  @usableFromInline let getEnumTag: GetEnumTag
  @usableFromInline let projectEnumData: ProjectEnumData

  static let enumKind: UInt = 0x201
  static let optionalKind: UInt = 0x202
  static let hasEnumWitnesses: UInt32 = 0x0020_0000
  static let word = MemoryLayout<UnsafeRawPointer>.size
  static let flagsOffset = 10 * word
  static let getEnumTagOffset = flagsOffset + 2 * MemoryLayout<UInt32>.size

  /// The witnesses of `type`, or `nil` if it is not an enum.
  @usableFromInline
  init?(_ type: Any.Type) {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard let witnesses = Self.enumWitnessTable(metadata) else { return nil }
    self.metadata = metadata
    self.getEnumTag = witnesses.load(fromByteOffset: Self.getEnumTagOffset, as: GetEnumTag.self)
    self.projectEnumData = witnesses.load(
      fromByteOffset: Self.getEnumTagOffset + Self.word, as: ProjectEnumData.self
    )
  }

  /// The `getEnumTag` witness of the type `metadata` describes, or `nil` if it is not an enum:
  /// all ``enumTag(_:)`` needs, without the rest.
  static func getEnumTag(_ metadata: UnsafeRawPointer) -> GetEnumTag? {
    enumWitnessTable(metadata)?.load(fromByteOffset: getEnumTagOffset, as: GetEnumTag.self)
  }

  /// The value witness table of the type `metadata` describes, if it is an enum's.
  private static func enumWitnessTable(_ metadata: UnsafeRawPointer) -> UnsafeRawPointer? {
    // A class's kind word can be an isa pointer on Apple platforms; it never equals these.
    let kind = metadata.load(as: UInt.self)
    guard kind == enumKind || kind == optionalKind else { return nil }
    let witnesses = metadata.load(fromByteOffset: -word, as: UnsafeRawPointer.self)
    // Every enum's table has the enum witnesses; the check guards against a layout we don't
    // know rather than reading past the end of a shorter table.
    let flags = witnesses.load(fromByteOffset: flagsOffset, as: UInt32.self)
    guard flags & hasEnumWitnesses != 0 else { return nil }
    return witnesses
  }

  /// The runtime's number for the case `value` is in (see ``enumTag(_:)``).
  @inlinable
  func tag<Enum>(of value: Enum) -> UInt32 {
    withUnsafePointer(to: value) { getEnumTag(UnsafeRawPointer($0), metadata) }
  }

  /// A copy of the payload of `value`, which must be in a payload case whose payload is laid out
  /// as a `Value` (stored in a heap box when `isIndirect`).
  ///
  /// Projects a bitwise copy of the value on the stack: the runtime's projection only clears the
  /// tag bits, so the copy owns nothing and is dropped without a release; only the payload read
  /// out of it is a real, retained copy.
  @inlinable
  func payload<Enum, Value>(of value: Enum, as _: Value.Type, isIndirect: Bool) -> Value {
    withPayload(of: value, as: Value.self, isIndirect: isIndirect) { $0.pointee }
  }

  /// Calls `body` with the payload of `value` in place, borrowed: `value` must be in a payload
  /// case whose payload is laid out as a `Value` (stored in a heap box when `isIndirect`).
  ///
  /// The payload `body` reads is in a bitwise copy of `value` (or in the box it points to),
  /// which owns nothing: it is valid while `value` is, and `body` must not keep it.
  @inlinable
  func withPayload<Enum, Value, Result>(
    of value: Enum,
    as _: Value.Type,
    isIndirect: Bool,
    _ body: (UnsafePointer<Value>) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(
      byteCount: Swift.max(MemoryLayout<Enum>.size, 1),
      alignment: MemoryLayout<Enum>.alignment
    ) { buffer in
      let copy = buffer.baseAddress!
      withUnsafeBytes(of: value) { bytes in
        if let source = bytes.baseAddress {
          copy.copyMemory(from: source, byteCount: bytes.count)
        }
      }
      projectEnumData(copy, metadata)
      guard isIndirect else { return body(UnsafePointer(copy.assumingMemoryBound(to: Value.self))) }
      let box = copy.load(as: UnsafeRawPointer.self)
      let payload = box.advanced(by: Self.boxedValueOffset(Value.self))
      return body(payload.assumingMemoryBound(to: Value.self))
    }
  }

  /// Where an indirect case's box keeps its payload: after the heap object header (metadata and
  /// reference counts, two words), aligned for the payload.
  @inlinable
  static func boxedValueOffset<Value>(_: Value.Type) -> Int {
    let header = 2 * MemoryLayout<UnsafeRawPointer>.size
    let alignment = MemoryLayout<Value>.alignment
    return (header + alignment - 1) / alignment * alignment
  }

  /// Whether the case numbered `tag` is `indirect` (its payload lives in a heap box), or `nil`
  /// when the type carries no field records to tell (a binary built without reflection metadata).
  func isIndirectCase(_ tag: UInt32) -> Bool? {
    let descriptor = metadata.load(fromByteOffset: Self.word, as: UnsafeRawPointer.self)
    let fieldsPointer = descriptor.advanced(by: 4 * MemoryLayout<Int32>.size)
    let fieldsOffset = fieldsPointer.load(as: Int32.self)
    guard fieldsOffset != 0 else { return nil }
    let fields = fieldsPointer.advanced(by: Int(fieldsOffset))
    // Field descriptor: mangled type name, superclass (relative pointers), kind (UInt16),
    // record size (UInt16), record count (UInt32), then the records.
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let recordCount = fields.load(fromByteOffset: 12, as: UInt32.self)
    guard tag < recordCount, recordSize >= MemoryLayout<UInt32>.size else { return nil }
    let recordFlags = fields.load(fromByteOffset: 16 + Int(tag) * recordSize, as: UInt32.self)
    return recordFlags & 0x1 != 0
  }
}
