import ComposableArchitecture
import IssueReporting

/// An observable object a view creates and owns: made once, the first time the view renders at
/// its place in the view tree, and kept until the view leaves it.
///
/// ```swift
/// struct SearchView: View {
///   @StateObject var model = SearchModel()
///   var body: some View {
///     TextField("Search", text: $model.query)
///   }
/// }
/// ```
///
/// Like ``ObservedObject``, the view re-renders when the object is about to change.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let box: StateObjectBox<ObjectType>

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateObjectBox(thunk)
  }

  public var wrappedValue: ObjectType {
    box.object
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(root: box.object)
  }
}

extension StateObject: InstallableDynamicProperty {
  func install(into installer: inout DynamicPropertyInstaller) {
    let make = box.make
    let slot = installer.slot { StateObjectSlot(make()) }
    box.slot = slot
    installer.observe(slot.object)
  }
}

/// The thunk of a ``StateObject`` and, once installed, the slot holding its object.
final class StateObjectBox<ObjectType: ObservableObject> {
  let make: () -> ObjectType
  var slot: StateObjectSlot<ObjectType>?
  private var uninstalled: ObjectType?

  init(_ make: @escaping () -> ObjectType) {
    self.make = make
  }

  var object: ObjectType {
    if let slot { return slot.object }
    if let uninstalled { return uninstalled }
    reportLibraryIssue(
      """
      A @StateObject of type \(ObjectType.self) was read outside of rendering: it is made afresh \
      for this copy of the view and not kept. Read it from the view's body.
      """
    )
    let object = make()
    uninstalled = object
    return object
  }
}

/// The object of one `@StateObject` of one view identity.
final class StateObjectSlot<ObjectType: ObservableObject> {
  let object: ObjectType

  init(_ object: ObjectType) {
    self.object = object
  }
}
