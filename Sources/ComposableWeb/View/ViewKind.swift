import Synchronization

/// How the renderer renders values of one view type: found once per type, for the whole
/// process, and looked up for every view of every render.
///
/// ```swift
/// switch ViewKind.of(view) {
/// case let .primitive(type): …  // renders itself
/// case .stateful: …             // a boundary of its own, for its dynamic properties
/// case .composite: …            // through its body
/// }
/// ```
///
/// ## Motivation
///
/// Rendering asked each view `view as? any PrimitiveView`, and each view that wasn't primitive
/// a per-session table whether it had dynamic properties: a conformance lookup through the
/// runtime's caches for every view of every render, and a table in every session. The answer
/// depends only on the type, so it is kept by type, once for the process.
///
/// Unchecked `Sendable`: it holds nothing but a metatype, which no thread can change.
enum ViewKind: @unchecked Sendable {
  /// A built-in view, which renders itself through this conformance.
  case primitive(any PrimitiveView.Type)
  /// A view with dynamic properties (`@State`, `@Environment`, …): rendered in a boundary of its
  /// own, so a change of its state re-renders just this view.
  case stateful
  /// A view made of its body and nothing else.
  case composite

  /// The kind of `view`'s type.
  static func of<V: View>(_ view: V) -> ViewKind {
    known.answer(for: V.self) {
      if let primitive = V.self as? any PrimitiveView.Type { return .primitive(primitive) }
      return DynamicPropertyTypes.contain(view) ? .stateful : .composite
    }
  }

  /// The kinds found so far, by type. Process-wide: a type's kind is the same in every session,
  /// and a table per session cost every idle tab its own copy.
  private static let known = AnswersByType<ViewKind>()
}

/// Whether values of a type (views, view modifiers, styles) have dynamic properties, found by
/// reflection once per type, for the whole process.
///
/// Reflection reads one value: the first value of a type decides for every later one. That is
/// the type's answer for a struct's stored fields; an enum view (only its current case's payload
/// is seen) or an optional or existential field holding a dynamic property only in some values
/// would be misread, and no view of this package is one.
///
/// ```swift
/// if DynamicPropertyTypes.contain(modifier) { … }
/// ```
enum DynamicPropertyTypes {
  private static let known = AnswersByType<Bool>()

  /// Whether `value`'s type has dynamic properties.
  static func contain<V>(_ value: V) -> Bool {
    known.answer(for: V.self) { hasDynamicProperties(value) }
  }
}

/// Answers kept by type for the whole process, each found by the first caller that asks.
///
/// ```swift
/// let sizes = AnswersByType<Int>()
/// sizes.answer(for: Text.self) { MemoryLayout<Text>.size }
/// ```
///
/// The answer is found outside the lock: two threads that ask at once may both find it, and
/// store the same answer.
///
/// A noncopyable struct kept in a `static let`, its look-up inlined: as a generic class, the
/// look-up ran unspecialized (the dictionary's generic paths), 5 000 instructions more on a
/// 70 000-instruction render (`render-forEach/10`).
struct AnswersByType<Answer: Sendable>: ~Copyable, Sendable {
  private let answers = Mutex<[ObjectIdentifier: Answer]>([:])

  /// The answer for `type`, found with `find` the first time.
  @inline(__always)
  func answer<T>(for type: T.Type, finding find: () -> Answer) -> Answer {
    let key = ObjectIdentifier(type)
    if let known = answers.withLock({ $0[key] }) { return known }
    let answer = find()
    answers.withLock { $0[key] = answer }
    return answer
  }
}
