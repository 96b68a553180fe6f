import ComposableArchitecture

/// The top container of a screen, which shows the title its content sets with
/// ``View/navigationTitle(_:)-(S)``.
///
/// ```swift
/// NavigationView {
///   SettingsView(store: store)
/// }
/// ```
///
/// Renders as a `<div>` around the content; the title renders where the modifier is, as the
/// screen's heading. There is one screen per page: pushing screens is not supported.
public struct NavigationView<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(of: self) }
}

extension NavigationView: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    var context = context
    var editModeStorage: ViewStorage?
    if context.environment.values.editMode == nil {
      // Like SwiftUI's, the navigation view keeps an edit mode for the `EditButton`s inside,
      // as view state of its own; a change re-renders the boundary it renders in.
      let storage = context.session.viewStorage(for: context.identity.appending(.part("editMode")))
      storage.boundary = context.boundary
      var installer = DynamicPropertyInstaller(storage: storage, context: context)
      let slot = installer.slot { StateSlot(EditMode.inactive, storage: storage) }
      context.environment.values.editMode = Binding(
        get: { slot.value },
        set: { newValue, transaction in
          slot.value = newValue
          withTransaction(transaction) { slot.storage?.invalidate() }
        }
      )
      editModeStorage = storage
    }
    let node = containerNode(
      "div", class: "cw-navigation-view", children: renderNodes(content, context: context))
    if let editModeStorage { node.retainedStorage.append(editModeStorage) }
    nodes.append(node)
  }
}
