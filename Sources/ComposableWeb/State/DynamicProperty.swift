/// A stored property of a view that the renderer keeps up to date before each call to `body`.
///
/// ``State``, ``ObservedObject``, ``StateObject``, ``Environment`` and ``FocusState`` are
/// dynamic properties. Group them in a struct of your own and it is one too:
///
/// ```swift
/// struct Draft: DynamicProperty {
///   @State var text = ""
///   @FocusState var isEditing: Bool
/// }
/// ```
public protocol DynamicProperty {
  /// Called before the view's body is rendered.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A dynamic property the renderer connects to its view's storage: the one thing every
/// property wrapper implements.
protocol InstallableDynamicProperty {
  func install(into installer: inout DynamicPropertyInstaller)
}
