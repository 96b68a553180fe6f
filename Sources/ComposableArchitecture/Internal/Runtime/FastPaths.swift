import CustomDump
import Foundation
import Synchronization

/// The switch and the safety net of every fast path that relies on how the Swift runtime, or a
/// dependency, lays things out.
///
/// ```swift
/// guard FastPaths.areEnabled, !FastPaths.isDisabled(.casePayload, for: Root.self) else {
///   return slowPath()
/// }
/// let fast = learnedPath()
/// guard FastPaths.verify(.casePayload, for: Root.self, fast: fast, slow: slowPath()) else {
///   return slowPath()
/// }
/// ```
///
/// A fast path learns a fact once per type (a field's offset, a case's tag, an element's
/// index), then uses it on every call. Each is checked here, against the public slow path, the
/// first time it is learned: a mismatch turns that fast path off for that type, with one runtime
/// warning naming the type and the assumption, and the slow path answers from then on. The
/// assumptions, the Swift versions they were checked on and their fallbacks are listed in the
/// "Runtime assumptions" article.
///
/// `COMPOSABLE_ARCHITECTURE_SLOW_PATHS=1` in the environment turns every fast path off for the
/// process: nothing is learned and every value comes from the slow path. CI runs the core,
/// legacy-API and case-study suites a second time that way.
package enum FastPaths {
  /// The environment variable that turns every fast path off when it is `1`.
  package static let switchVariable = "COMPOSABLE_ARCHITECTURE_SLOW_PATHS"

  /// Whether fast paths may be learned: the switch, read once.
  package static let areEnabled = ProcessInfo.processInfo.environment[switchVariable] != "1"

  /// What a fast path relies on, in the words its warning uses.
  package enum Assumption: String, CaseIterable, Sendable {
    /// `CaseExtraction`: a case's payload is laid out as the case path's value, where the
    /// runtime's projection witness leaves it (in a heap box for an `indirect` case).
    case casePayload = "an enum case's payload is where the runtime's projection leaves it"
    /// `CaseExtraction`: swift-case-paths' `AnyCasePath` holds its extract closure in its third
    /// and fourth words, so a case path made by `/` from a case constructor is recognized.
    case caseConstructorLayout =
      "swift-case-paths' AnyCasePath keeps its extract function where `/` puts it"
    /// `enumTag`: the value witness table holds `getEnumTag` where the runtime's ABI puts it.
    case enumTag = "the value witness table holds getEnumTag where the ABI puts it"
    /// `KeyPathProjection`: a key path to an element of an array stored in the root keeps the
    /// element's index in its component buffer.
    case arrayElement = "a key path to an array element keeps its index in its component buffer"
    /// `KeyPathLearning`: a root-level `$field` projection writes the `_field` storage at the
    /// offset the runtime's field records give.
    case fieldStorage = "a `$field` projection writes its `_field` storage at its field offset"
  }

  private struct Key: Hashable {
    let assumption: Assumption
    let type: ObjectIdentifier
  }

  /// The (assumption, type) pairs whose fast path is off after a mismatch.
  private static let disabled = Mutex<Set<Key>>([])

  /// Whether the fast path relying on `assumption` is off for `type`.
  package static func isDisabled(_ assumption: Assumption, for type: Any.Type) -> Bool {
    disabled.withLock { $0.contains(Key(assumption: assumption, type: ObjectIdentifier(type))) }
  }

  /// Whether a learned fact answered `fast` where the slow path answers `slow`; on a mismatch,
  /// turns the fast path off for `type` and warns once.
  ///
  /// Values are compared with `==` when they are `Equatable`, else by their dumps.
  package static func verify<Value>(
    _ assumption: Assumption,
    for type: Any.Type,
    fast: Value,
    slow: Value
  ) -> Bool {
    guard !isSame(fast, slow) else { return true }
    reportMismatch(
      assumption, for: type,
      detail: "the fast path read \(describe(fast)) where the slow path reads \(describe(slow))"
    )
    return false
  }

  /// Turns the fast path relying on `assumption` off for `type`, with one runtime warning.
  package static func reportMismatch(
    _ assumption: Assumption,
    for type: Any.Type,
    detail: String
  ) {
    let isFirst = disabled.withLock {
      $0.insert(Key(assumption: assumption, type: ObjectIdentifier(type))).inserted
    }
    guard isFirst else { return }
    reportLibraryIssue(
      """
      A fast path was turned off for \(typeName(type)): it relies on the assumption that \
      \(assumption.rawValue), which did not hold (\(detail)). Values of this type are read the \
      slow way from now on, and stay correct. Please report this with your Swift version; \
      \(switchVariable)=1 turns every fast path off.
      """
    )
  }

  // MARK: - Test hook

  /// Assumptions whose facts, learned in this task, are made wrong on purpose before they are
  /// verified, so a test can show that verification catches a wrong one. Tests only:
  ///
  /// ```swift
  /// FastPaths.$corrupted.withValue([.casePayload]) { … }
  /// ```
  ///
  /// Task-local, so tests running at the same time learn their own facts untouched.
  @TaskLocal package static var corrupted: Set<Assumption> = []

  /// Whether a fact about to be learned for `assumption` is to be made wrong (tests only).
  static func isCorrupting(_ assumption: Assumption) -> Bool {
    corrupted.contains(assumption)
  }
}

/// Whether two values are the same: by `==` when `Equatable`, else by their dumps.
private func isSame<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  if let lhs = lhs as? any Equatable {
    return isEqual(lhs, rhs)
  }
  return describe(lhs) == describe(rhs)
}

private func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
  guard let rhs = rhs as? Value else { return false }
  return lhs == rhs
}

/// A value as CustomDump prints it, on one line, cut to a length a warning can carry.
private func describe(_ value: Any) -> String {
  var dump = ""
  customDump(value, to: &dump)
  let line = dump.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    .joined(separator: " ")
  return line.count > 120 ? String(line.prefix(120)) + "…" : line
}
