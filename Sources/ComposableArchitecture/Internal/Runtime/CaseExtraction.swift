@_spi(Reflection) import CasePaths
import Synchronization

/// Extracts values along a case path, learning how the first time it can: for a case path that
/// matches exactly one enum case, what it extracts is that case's payload, which the runtime can
/// hand out by the case's tag with no reflection, existential or allocation.
///
/// ```swift
/// let extraction = CaseExtraction(/AppAction.todo(id:action:))
/// extraction.extract(from: .todo(id: id, action: .toggle))  // (id, .toggle)
/// ```
///
/// It learns only from case paths known to match a single case, as the case's constructor does:
///
/// - `/Enum.case`: swift-case-paths derives its extraction from the constructor by reflection, on
///   every call. Recognized by the function that extraction runs.
/// - A case key path of a `@CasePathable` enum that names one of its cases (`\.todo`, not
///   `\.todo.some`): one of the paths the enum lists in `allCasePaths`.
///
/// Any other case path — one made from closures by hand may match several cases, or only some
/// values of one — is asked on every call. A learnable case path extracts its case's payload as
/// is; the first value it extracts teaches the case if the enum's reflection metadata says the
/// case's payload is laid out as a `Value` (and whether it is `indirect`), and embedding the
/// value builds the same case. From then on, a value in that case is projected and any other
/// case is `nil`: a case constructor builds one case whatever its value (as `/` requires of what
/// it is given). Until a value matches, a case the case path refused once is refused by its tag.
///
/// Reducers are shared by stores on any thread, hence the atomics; two threads learning at once
/// learn the same.
@usableFromInline
final class CaseExtraction<Root, Value>: Sendable {
  @usableFromInline let casePath: AnyCasePath<Root, Value>
  /// `nil` when nothing can be learned: the case path is not known to match a single case, or
  /// `Root` is not an enum.
  @usableFromInline let witnesses: EnumWitnesses?
  /// ``isLearned`` with the tag in the low 32 bits and ``isIndirect``, or ``isUnlearnable``,
  /// or zero while nothing is learned.
  @usableFromInline let learnedCase = Atomic<UInt64>(0)
  /// Bit `n` set: the case path refused a value of the case tagged `n`.
  @usableFromInline let refusedTags = Atomic<UInt64>(0)

  @inlinable static var isLearned: UInt64 { 1 << 63 }
  @inlinable static var isIndirect: UInt64 { 1 << 62 }
  @inlinable static var isUnlearnable: UInt64 { 1 << 61 }

  /// An extraction along `casePath`, learned if it was made by `/` from a case constructor.
  @usableFromInline
  init(_ casePath: AnyCasePath<Root, Value>) {
    self.casePath = casePath
    self.witnesses = isMadeFromCaseConstructor(casePath) ? Self.learnableWitnesses() : nil
  }

  /// An extraction along a case key path, learned if it names one of `Root`'s cases.
  @usableFromInline
  init(_ caseKeyPath: CaseKeyPath<Root, Value>) where Root: CasePathable {
    self.casePath = AnyCasePath(caseKeyPath)
    self.witnesses = isCaseOfRoot(caseKeyPath) ? Self.learnableWitnesses() : nil
  }

  /// An extraction along the case path derived from `embed`, which is a case constructor: a
  /// ``BindableAction``'s `binding`. Learned like `/`'s, from the first value it extracts.
  init(caseConstructor embed: @escaping @Sendable (Value) -> Root) {
    self.casePath = AnyCasePath(unsafe: embed)
    self.witnesses = Self.learnableWitnesses()
  }

  /// `Root`'s enum witnesses, unless fast paths are off, or off for `Root` after a mismatch.
  private static func learnableWitnesses() -> EnumWitnesses? {
    guard FastPaths.areEnabled, !FastPaths.isDisabled(.casePayload, for: Root.self) else {
      return nil
    }
    return EnumWitnesses(Root.self)
  }

  /// The value `root` holds along the case path, or `nil` if it is in another case.
  @inlinable
  func extract(from root: Root) -> Value? {
    guard let witnesses else { return casePath.extract(from: root) }
    let tag = witnesses.tag(of: root)
    let learned = learnedCase.load(ordering: .relaxed)
    if learned & Self.isLearned != 0 {
      guard UInt32(truncatingIfNeeded: learned) == tag else { return nil }
      return witnesses.payload(of: root, as: Value.self, isIndirect: learned & Self.isIndirect != 0)
    }
    if learned == 0, tag < 64, refusedTags.load(ordering: .relaxed) & (1 << UInt64(tag)) != 0 {
      return nil
    }
    return extractLearning(from: root, tag: tag)
  }

  /// Calls `body` with the value `root` holds along the case path, borrowed in place, or returns
  /// `nil` if it is in another case.
  ///
  /// For a caller that only reads the value: once the case is learned, the value is neither
  /// copied out nor released after.
  @inlinable
  func withExtracted<Result>(
    from root: Root,
    _ body: (UnsafePointer<Value>) -> Result
  ) -> Result? {
    if let witnesses {
      let learned = learnedCase.load(ordering: .relaxed)
      if learned & Self.isLearned != 0 {
        guard UInt32(truncatingIfNeeded: learned) == witnesses.tag(of: root) else { return nil }
        return witnesses.withPayload(
          of: root, as: Value.self, isIndirect: learned & Self.isIndirect != 0, body
        )
      }
    }
    guard let value = extract(from: root) else { return nil }
    return withUnsafePointer(to: value, body)
  }

  /// ``extract(from:)``, or the case path's own extraction when there is nothing to learn, so a
  /// hand-written case path costs what it did without this.
  @inlinable
  var extractFunction: (Root) -> Value? {
    guard witnesses != nil else {
      let casePath = self.casePath
      return { casePath.extract(from: $0) }
    }
    return { self.extract(from: $0) }
  }

  /// Extracts along the case path itself, and learns from the answer.
  @usableFromInline
  func extractLearning(from root: Root, tag: UInt32) -> Value? {
    let value = casePath.extract(from: root)
    guard let witnesses, learnedCase.load(ordering: .relaxed) == 0 else { return value }
    guard let value else {
      if tag < 64 { refusedTags.bitwiseOr(1 << UInt64(tag), ordering: .relaxed) }
      return nil
    }
    guard
      isLaidOut(EnumMetadata(Root.self)?.associatedValueType(forTag: tag), as: Value.self),
      let isIndirect = witnesses.isIndirectCase(tag),
      witnesses.tag(of: casePath.embed(value)) == tag
    else {
      // Not what a case constructor does: from now on the case path answers every call, and
      // the refusals it made are no longer trusted.
      learnedCase.store(Self.isUnlearnable, ordering: .relaxed)
      return value
    }
    // Verify, then trust: the learned case must read this very value as the case path does.
    let learnedTag = FastPaths.isCorrupting(.casePayload) ? UInt32.max - 1 : tag
    guard
      verify(
        witnesses, learnedTag: learnedTag, isIndirect: isIndirect, root: root, tag: tag,
        value: value)
    else {
      learnedCase.store(Self.isUnlearnable, ordering: .relaxed)
      return value
    }
    learnedCase.store(
      Self.isLearned | (isIndirect ? Self.isIndirect : 0) | UInt64(learnedTag), ordering: .relaxed
    )
    return value
  }

  /// Whether what was learned about the case of `root` (its tag, whether it is `indirect`)
  /// reads `value`, which the case path extracted from `root`, exactly as the case path does.
  ///
  /// The learned facts are checked against independent sources before anything is read with
  /// them: the tag against swift-case-paths' reading of it, an inline payload against the room
  /// the enum has for it. Then the payload the fast path reads is compared with the case path's.
  private func verify(
    _ witnesses: EnumWitnesses,
    learnedTag: UInt32,
    isIndirect: Bool,
    root: Root,
    tag: UInt32,
    value: Value
  ) -> Bool {
    guard let metadata = EnumMetadata(Root.self), metadata.tag(of: root) == tag else {
      FastPaths.reportMismatch(
        .casePayload, for: Root.self,
        detail: "the value's tag read \(tag), swift-case-paths reads another")
      return false
    }
    guard isIndirect || MemoryLayout<Value>.size <= MemoryLayout<Root>.size else {
      FastPaths.reportMismatch(
        .casePayload, for: Root.self,
        detail: "the case's field record says its payload, larger than the enum, is inline")
      return false
    }
    let fast =
      witnesses.tag(of: root) == learnedTag
      ? witnesses.payload(of: root, as: Value.self, isIndirect: isIndirect) : nil
    return FastPaths.verify(.casePayload, for: Root.self, fast: fast, slow: value)
  }
}

/// Whether a case's payload type, as the enum's reflection metadata names it, is `Value` or a
/// tuple of the same elements (labels aside: `(id: ID, action: Action)` is laid out as
/// `(ID, Action)`), so the payload can be read as a `Value`.
private func isLaidOut<Value>(_ payloadType: Any.Type?, as _: Value.Type) -> Bool {
  guard let payloadType else { return false }
  if payloadType == Value.self { return true }
  guard let payload = TupleLayout(payloadType) else { return false }
  // A single-element tuple (`case name(first: String)`) is laid out as its element.
  if payload.count == 1, payload.element(0).type == Value.self { return true }
  guard let value = TupleLayout(Value.self), payload.count == value.count else { return false }
  return (0..<payload.count).allSatisfy {
    payload.element($0).type == value.element($0).type
      && payload.element($0).offset == value.element($0).offset
  }
}

/// A tuple's type metadata: kind 0x301, element count, labels, then each element's type and
/// offset.
private struct TupleLayout {
  let metadata: UnsafeRawPointer

  init?(_ type: Any.Type) {
    metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard metadata.load(as: UInt.self) == 0x301 else { return nil }
  }

  var count: Int { Int(metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)) }

  func element(_ index: Int) -> (type: Any.Type, offset: UInt32) {
    let word = MemoryLayout<UInt>.size
    let element = metadata.advanced(by: 3 * word + index * 2 * word)
    return (element.load(as: Any.Type.self), element.load(fromByteOffset: word, as: UInt32.self))
  }
}

/// Whether `casePath` was made by swift-case-paths' `/` from an embed function (a case
/// constructor): its extraction then runs the one function `/` makes for every case path, which
/// ``caseConstructorExtraction`` found on a case path of our own.
///
/// Reads `AnyCasePath`'s private layout, so the package pins swift-case-paths to a minor
/// version, and the read is verified before it is trusted: a case path `/` made for another
/// enum must be recognized, and a hand-written one must not.
private func isMadeFromCaseConstructor<Root, Value>(_ casePath: AnyCasePath<Root, Value>) -> Bool {
  guard FastPaths.areEnabled, var expected = caseConstructorExtraction else { return false }
  if FastPaths.isCorrupting(.caseConstructorLayout) { expected &+= 1 }
  guard
    extractionFunction(of: casePathFromCaseConstructor(SecondCaseConstructorProbe.self))
      == expected,
    extractionFunction(of: handWrittenProbeCasePath) != expected
  else {
    FastPaths.reportMismatch(
      .caseConstructorLayout, for: AnyCasePath<Root, Value>.self,
      detail: "`/` and hand-written case paths can't be told apart")
    return false
  }
  return extractionFunction(of: casePath) == expected
}

/// A case path written by hand, which must never be taken for one made by `/`.
private let handWrittenProbeCasePath = AnyCasePath<CaseConstructorProbe, Int>(
  embed: CaseConstructorProbe.value,
  extract: {
    guard case let .value(value) = $0 else { return nil }
    return value
  }
)

/// The function a case path made by `/` from a case constructor extracts with.
private let caseConstructorExtraction: UInt? = extractionFunction(
  of: casePathFromCaseConstructor(CaseConstructorProbe.self)
)

/// The code address of the extract closure `casePath` holds, or `nil` if `AnyCasePath` is not two
/// closures (embed, then extract) as swift-case-paths 1.x lays it out.
private func extractionFunction<Root, Value>(of casePath: AnyCasePath<Root, Value>) -> UInt? {
  let word = MemoryLayout<UInt>.size
  guard MemoryLayout<AnyCasePath<Root, Value>>.size == 4 * word else { return nil }
  return withUnsafeBytes(of: casePath) { $0.load(fromByteOffset: 2 * word, as: UInt.self) }
}

/// Whether a case key path is one of the paths its enum lists, one per case (the enum's own
/// cases, not a case of a payload).
private func isCaseOfRoot<Root: CasePathable, Value>(_ caseKeyPath: CaseKeyPath<Root, Value>)
  -> Bool
{
  guard let casePaths = Root.allCasePaths as? any Sequence<PartialCaseKeyPath<Root>> else {
    return false
  }
  return casePaths.contains { $0 == caseKeyPath }
}

/// Enums to make case paths from case constructors with `/`: two, of different payloads, so
/// that recognizing one by the other shows the extract function is the one `/` shares.
private enum CaseConstructorProbe {
  case value(Int)
  case other
}

private enum SecondCaseConstructorProbe {
  case text(String)
}

/// Makes a probe's case path with `/`. Through a protocol requirement, because swift-case-paths
/// deprecates `/` and this is the one place we mean to use it.
private protocol CaseConstructorCasePath {
  associatedtype Payload
  static func casePathFromCaseConstructor() -> AnyCasePath<Self, Payload>
}

extension CaseConstructorProbe: CaseConstructorCasePath {
  @available(*, deprecated, message: "Only to recognize case paths made by '/'")
  static func casePathFromCaseConstructor() -> AnyCasePath<CaseConstructorProbe, Int> {
    /CaseConstructorProbe.value
  }
}

extension SecondCaseConstructorProbe: CaseConstructorCasePath {
  @available(*, deprecated, message: "Only to recognize case paths made by '/'")
  static func casePathFromCaseConstructor() -> AnyCasePath<SecondCaseConstructorProbe, String> {
    /SecondCaseConstructorProbe.text
  }
}

private func casePathFromCaseConstructor<Probe: CaseConstructorCasePath>(
  _: Probe.Type
) -> AnyCasePath<Probe, Probe.Payload> {
  Probe.casePathFromCaseConstructor()
}
