import ComposableArchitecture

/// A value a view owns, kept for as long as the view stays at its place in the view tree.
///
/// ```swift
/// struct Disclosure: View {
///   @State var isExpanded = false
///   var body: some View {
///     Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
///     if isExpanded { Text("Details") }
///   }
/// }
/// ```
///
/// A change re-renders only the view that owns the state (and what its body passes the value
/// to): the session patches just that view's subtree. Pass `$value`, a `Binding`, to a child
/// view that edits it.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  public init(wrappedValue value: Value) {
    box = StateBox(value)
  }

  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.set(newValue, transaction: Transaction.active) }
  }

  /// A binding to the state, for a child view that edits it.
  public var projectedValue: Binding<Value> {
    box.binding
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// State that starts out `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: InstallableDynamicProperty {
  func install(into installer: inout DynamicPropertyInstaller) {
    box.install(into: &installer)
  }
}
