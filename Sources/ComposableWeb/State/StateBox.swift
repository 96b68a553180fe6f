import ComposableArchitecture

/// What a ``State`` (or ``FocusState``) value holds: its initial value until the renderer
/// connects it to the slot of its view's identity, that slot afterwards.
///
/// Views are values the renderer copies freely (and closures in `body` capture them); the box is
/// shared by every copy, so each one reads and writes the same slot.
final class StateBox<Value> {
  private var local: Value
  private var slot: StateSlot<Value>?

  init(_ value: Value) {
    local = value
  }

  var value: Value {
    slot?.value ?? local
  }

  func set(_ newValue: Value, transaction: Transaction) {
    guard let slot else {
      local = newValue
      return
    }
    slot.value = newValue
    withTransaction(transaction) { slot.storage?.invalidate() }
  }

  var binding: Binding<Value> {
    Binding(
      get: { self.value },
      set: { newValue, transaction in self.set(newValue, transaction: transaction) }
    )
  }

  func install(into installer: inout DynamicPropertyInstaller) {
    let initial = local
    let storage = installer.storage
    slot = installer.slot { StateSlot(initial, storage: storage) }
  }
}

/// The value of one `@State` of one view identity.
final class StateSlot<Value> {
  var value: Value
  weak var storage: ViewStorage?

  init(_ value: Value, storage: ViewStorage) {
    self.value = value
    self.storage = storage
  }
}
