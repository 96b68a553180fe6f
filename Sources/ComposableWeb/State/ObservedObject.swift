import ComposableArchitecture

/// An observable object a view shows: the view re-renders whenever the object is about to
/// change.
///
/// ```swift
/// struct TimerView: View {
///   let store: Store<TimerState, TimerAction>
///   @ObservedObject var viewStore: ViewStore<TimerState, TimerAction>
///
///   init(store: Store<TimerState, TimerAction>) {
///     self.store = store
///     self.viewStore = ViewStore(store)
///   }
///
///   var body: some View {
///     Button(viewStore.isRunning ? "Stop" : "Start") { viewStore.send(.toggleButtonTapped) }
///   }
/// }
/// ```
///
/// A `ViewStore` announces only its de-duplicated changes, so the view re-renders only when
/// the state it observes really changed — and only this view's subtree is patched.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Bindings to the object's properties: `$model.name`.
  @dynamicMemberLookup
  public struct Wrapper {
    let root: ObjectType

    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      let root = self.root
      return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
  }

  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  public init(initialValue: ObjectType) {
    self.init(wrappedValue: initialValue)
  }

  public var projectedValue: Wrapper {
    Wrapper(root: wrappedValue)
  }
}

extension ObservedObject: InstallableDynamicProperty {
  func install(into installer: inout DynamicPropertyInstaller) {
    installer.observe(wrappedValue)
  }
}
