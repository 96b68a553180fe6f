/// The value a ``BindingAction`` writes, type-erased without an existential container.
///
/// ```swift
/// BindingValue(true)          // .plain: a `Bool`'s byte, and `Bool.self`
/// BindingValue("Blob")        // .string
/// BindingValue(["a", "b"])    // .boxed: an `any Equatable` in a box
/// ```
///
/// ## Motivation
///
/// A binding action travels inside the feature's action enum, which Swift copies and destroys
/// several times between a `viewStore.$field` write and the reducer (a reducer's own
/// `if case let .x = action` copies it). Held as an `any Equatable`, the value made the binding
/// action, and every action enum carrying one, a type Swift can only copy by asking its type at
/// run time, case by case and field by field: those copies were most of a binding write's cost.
/// Held as plain bytes, a `String` or a reference, it is copied inline like any other field, and
/// a plain value is written into a learned field as the bytes it is.
///
/// A toggle, stepper, slider, date or picker writes a value with no references in it, of up to
/// two words (`.plain`), and a text field a `String`; a write of any other type allocates a box.
@usableFromInline
enum BindingValue {
  /// A value of a type with no references and room in two words, as its bytes, and its type.
  case plain(PlainBytes, type: Any.Type)
  /// A string, the value of every text field.
  case string(String)
  /// Any other value.
  case boxed(Box)

  /// Room for a plain value.
  @usableFromInline
  struct PlainBytes {
    @usableFromInline var words: (UInt, UInt)

    @inlinable
    init() {
      words = (0, 0)
    }
  }

  /// A value of any other type.
  @usableFromInline
  final class Box {
    let value: any Equatable

    @usableFromInline
    init(_ value: any Equatable) {
      self.value = value
    }
  }

  @inlinable
  init<Value: Equatable>(_ value: Value) {
    if _isPOD(Value.self),
      MemoryLayout<Value>.size <= MemoryLayout<PlainBytes>.size,
      MemoryLayout<Value>.alignment <= MemoryLayout<PlainBytes>.alignment
    {
      var bytes = PlainBytes()
      withUnsafeMutableBytes(of: &bytes) { $0.storeBytes(of: value, as: Value.self) }
      self = .plain(bytes, type: Value.self)
    } else if Value.self == String.self {
      self = .string(unsafeBitCast(value, to: String.self))
    } else {
      self = .boxed(Box(value))
    }
  }

  /// The value, as an existential.
  var value: any Equatable {
    switch self {
    case let .plain(bytes, type):
      // Only made from `Equatable` values, so the cast succeeds.
      let equatableType = type as! any Equatable.Type
      return Self.equatable(equatableType, from: bytes)
    case let .string(string):
      return string
    case let .boxed(box):
      return box.value
    }
  }

  /// The value of type `Value` held in `bytes`, as an existential.
  private static func equatable<Value: Equatable>(
    _: Value.Type, from bytes: PlainBytes
  ) -> any Equatable {
    load(Value.self, from: bytes)
  }

  /// The value of type `Value` held in `bytes`.
  static func load<Value>(_: Value.Type, from bytes: PlainBytes) -> Value {
    withUnsafeBytes(of: bytes) { $0.load(as: Value.self) }
  }

  /// The size of a value of type `type`.
  @usableFromInline
  static func byteCount(of type: Any.Type) -> Int {
    func byteCount<Value>(of _: Value.Type) -> Int { MemoryLayout<Value>.size }
    return byteCount(of: type)
  }
}
