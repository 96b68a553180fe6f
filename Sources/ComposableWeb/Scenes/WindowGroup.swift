/// A scene whose window shows the same kind of content in every instance: served as a page,
/// each browser tab is one window with content of its own.
///
/// ```swift
/// WindowGroup {
///   CounterView(store: Store(initialState: CounterState(), reducer: counterReducer, environment: ()))
/// }
/// ```
///
/// The content is made for each tab, so a store created in it belongs to that tab.
public struct WindowGroup<Content: View>: Scene {
  let id: String?
  let title: String?
  let content: () -> Content

  /// A window group showing `content`.
  public init(@ViewBuilder content: @escaping () -> Content) {
    self.init(id: nil, title: nil, content: content)
  }

  /// A window group with an identifier, which the server serves at `/id`.
  public init(id: String, @ViewBuilder content: @escaping () -> Content) {
    self.init(id: id, title: nil, content: content)
  }

  /// A window group titled `title`: the page's title.
  public init(_ title: Text, id: String? = nil, @ViewBuilder content: @escaping () -> Content) {
    self.init(id: id, title: title.string, content: content)
  }

  /// A window group titled by a localized key: the page's title.
  public init(
    _ titleKey: LocalizedStringKey, id: String? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(id: id, title: titleKey.text, content: content)
  }

  /// A window group titled `title`: the page's title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, id: String? = nil, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(id: id, title: String(title), content: content)
  }

  private init(id: String?, title: String?, content: @escaping () -> Content) {
    self.id = id
    self.title = title
    self.content = content
  }

  public var body: Never { primitiveBody(of: self) }
}

extension WindowGroup: PrimitiveScene {
  func collectWindows(into windows: inout [SceneWindow]) {
    let content = self.content
    windows.append(SceneWindow(id: id, title: title) { AnyView(content()) })
  }
}
