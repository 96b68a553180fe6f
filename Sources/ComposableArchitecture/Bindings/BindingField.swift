/// A field a ``BindingAction`` writes, as a type: how to write the action's type-erased value
/// at its type-erased key path.
///
/// ```swift
/// let field: any BindingField<SettingsState>.Type = BindableStateField<SettingsState, String>.self
/// field.write("Blob", at: \SettingsState.$displayName, into: &state)
/// ```
///
/// The action is made with the field's types, so the write can trust them.
protocol BindingField<Root> {
  associatedtype Root

  /// Writes `value` at `keyPath`, both of the types the action was made with.
  static func write(_ value: any Equatable, at keyPath: PartialKeyPath<Root>, into root: inout Root)

  /// `keyPath` as written in source.
  static func describe(_ keyPath: PartialKeyPath<Root>) -> KeyPathDescription
}
