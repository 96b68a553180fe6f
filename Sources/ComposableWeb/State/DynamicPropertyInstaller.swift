import ComposableArchitecture

/// Connects a view's dynamic properties to the storage of its identity, one property at a time,
/// right before its body renders.
///
/// ```swift
/// func install(into installer: inout DynamicPropertyInstaller) {
///   box.slot = installer.slot { StateSlot(box.initialValue) }
/// }
/// ```
struct DynamicPropertyInstaller {
  let storage: ViewStorage
  /// The context the view's body renders in; its boundary is the view's own.
  let context: RenderContext
  private var index = 0

  init(storage: ViewStorage, context: RenderContext) {
    self.storage = storage
    self.context = context
  }

  /// The next property's slot, made by `make` the first time the view renders.
  mutating func slot<Slot: AnyObject>(_ make: () -> Slot) -> Slot {
    defer { index += 1 }
    if index < storage.slots.count {
      if let slot = storage.slots[index] as? Slot { return slot }
      let slot = make()
      storage.slots[index] = slot
      return slot
    }
    let slot = make()
    storage.slots.append(slot)
    return slot
  }

  /// Keeps `observation` alive until the view renders again or leaves the page.
  func retain(_ observation: AnyCancellable) {
    context.boundary.observations.append(observation)
  }

  /// Re-renders the view when `object` is about to change.
  func observe<Object: ObservableObject>(_ object: Object) {
    let boundary = context.boundary
    retain(object.objectWillChange.sink { [weak boundary] _ in boundary?.invalidate() })
  }
}

/// Installs every dynamic property `value` holds, descending into user-defined
/// ``DynamicProperty`` groups.
func installDynamicProperties(of value: Any, into installer: inout DynamicPropertyInstaller) {
  for child in Mirror(reflecting: value).children {
    if let property = child.value as? any InstallableDynamicProperty {
      property.install(into: &installer)
    } else if child.value is any DynamicProperty {
      installDynamicProperties(of: child.value, into: &installer)
    }
  }
}

/// Whether `value` holds any dynamic property the renderer has to install.
func hasDynamicProperties(_ value: Any) -> Bool {
  Mirror(reflecting: value).children.contains { child in
    child.value is any InstallableDynamicProperty
      || (child.value is any DynamicProperty && hasDynamicProperties(child.value))
  }
}
