/// An id effects are cancellable by, as a ``CancellationScope`` keys them.
///
/// A type used as an id (`.cancellable(id: TimerID.self)`) is kept as its `ObjectIdentifier`,
/// so it hashes and compares without the dynamic casts an `AnyHashable` of it costs. Every other
/// id is kept as an `AnyHashable`, boxed: the id is copied into the effect, the scope and the
/// effect's bookkeeping, and an existential copy goes through value witnesses where a box is
/// retained.
@usableFromInline
enum CancellationID: Hashable {
  case type(ObjectIdentifier)
  case value(Value)

  /// The id for `id`; an `ObjectIdentifier`, however it is wrapped, is the id of its type.
  @inlinable
  init<ID: Hashable>(_ id: ID) {
    if let type = id as? ObjectIdentifier {
      self = .type(type)
    } else {
      self = .value(Value(AnyHashable(id)))
    }
  }

  /// The id for a type used as one.
  @inlinable
  init(_ type: Any.Type) {
    self = .type(ObjectIdentifier(type))
  }

  /// An id that is not a type.
  @usableFromInline
  final class Value: Hashable {
    let base: AnyHashable

    @usableFromInline
    init(_ base: AnyHashable) {
      self.base = base
    }

    @usableFromInline
    static func == (lhs: Value, rhs: Value) -> Bool {
      lhs.base == rhs.base
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
      hasher.combine(base)
    }
  }
}
