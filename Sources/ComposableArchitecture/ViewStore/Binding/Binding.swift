/// A two-way connection between a value owned by a store and a control that reads and writes it.
///
/// SwiftUI's `Binding` does not exist on Linux, so the library brings its own. You rarely make
/// one by hand: a ``ViewStore`` derives them from state and actions.
///
/// ```swift
/// TextField("Display name", text: viewStore.$displayName)
/// Toggle("Haptics", isOn: viewStore.$userSettings.enableHaptics)
/// ```
///
/// Writes are nonmutating and carry a ``Transaction`` (set with ``animation(_:)``), so a renderer
/// can animate the change they cause.
///
/// ## Nested fields keep their path
///
/// A binding made from a `@BindableState` field remembers the key path it writes through. Deriving
/// a child with dynamic member lookup extends that key path instead of writing the whole parent
/// value, so `viewStore.$userSettings.enableHaptics` sends an action that
/// `case .binding(\.$userSettings.enableHaptics):` matches.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  /// What the binding reads and writes through.
  ///
  /// An existential field rather than a case of an enum: a method called on it opens it in place,
  /// where a case's payload is first copied out (two retains and releases per write).
  @usableFromInline let source: any BindingSource<Value>

  /// The transaction that travels with writes through this binding.
  public var transaction: Transaction

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(get: get, set: { value, _ in set(value) })
  }

  /// Creates a binding from a getter and a setter that also receives the write's transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(get: get, set: set, transaction: Transaction())
  }

  init(
    get: @escaping () -> Value,
    set: @escaping (Value, Transaction) -> Void,
    transaction: Transaction
  ) {
    self.init(source: ClosureBindingSource(read: get, write: set), transaction: transaction)
  }

  /// A binding to `source`, which also makes the child bindings dynamic member lookup derives.
  ///
  /// Inlinable, so a binding made in specialized code (a view store's `$field`) is made without
  /// looking up the metadata of its generic types at run time.
  @inlinable
  init(source: some BindingSource<Value>, transaction: Transaction = Transaction()) {
    self.source = source
    self.transaction = transaction
  }

  @usableFromInline
  func getValue() -> Value {
    source.value
  }

  @usableFromInline
  func setValue(_ value: Value, _ transaction: Transaction) {
    source.set(value, transaction: transaction)
  }

  /// A binding to an immutable value: reads return it, writes are ignored.
  public static func constant(_ value: Value) -> Binding {
    Binding(get: { value }, set: { _ in })
  }

  /// The current value; setting it performs the write with this binding's transaction.
  ///
  /// Inlinable, so a control that reads and writes a binding of a concrete type does so without
  /// looking up the binding's generic metadata at run time.
  @inlinable
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue, transaction) }
  }

  /// The binding itself, so `$binding` works inside views that take one as a property.
  public var projectedValue: Binding<Value> { self }

  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// Writes `value` with an explicit transaction.
  public func set(_ value: Value, transaction: Transaction) {
    setValue(value, transaction)
  }

  /// A binding to a property of this binding's value.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    if let child = source.child(keyPath, transaction: transaction) {
      return child
    }
    let parent = self
    return Binding<Subject>(
      get: { parent.getValue()[keyPath: keyPath] },
      set: { newValue, transaction in
        var value = parent.getValue()
        value[keyPath: keyPath] = newValue
        parent.setValue(value, transaction)
      },
      transaction: transaction
    )
  }

  /// Returns a binding whose writes carry `animation`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var binding = self
    binding.transaction.animation = animation
    return binding
  }

  /// Returns a binding whose writes carry `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var binding = self
    binding.transaction = transaction
    return binding
  }
}

extension Binding {
  /// Unwraps a binding to an optional: `nil` when the value is `nil` now.
  ///
  /// Writes go through while the base is non-nil; once the base becomes `nil`, the unwrapped
  /// binding keeps returning the last value it read or wrote instead of crashing a view still
  /// holding it.
  public init?(_ base: Binding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    let lastValue = LastValue(initial)
    self.init(
      get: {
        if let value = base.wrappedValue { lastValue.value = value }
        return lastValue.value
      },
      set: { newValue, transaction in
        // Written values count as seen, so a base that becomes nil keeps showing this one.
        lastValue.value = newValue
        base.set(newValue, transaction: transaction)
      },
      transaction: base.transaction
    )
  }

  /// Wraps a binding to a value into a binding to an optional value; writing `nil` is ignored.
  public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
    self.init(
      get: { base.wrappedValue },
      set: { newValue, transaction in
        if let newValue { base.set(newValue, transaction: transaction) }
      },
      transaction: base.transaction
    )
  }
}

extension Binding: CustomStringConvertible {
  public var description: String { "Binding(\(wrappedValue))" }
}

/// Remembers the last non-nil value an unwrapped binding read.
private final class LastValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
