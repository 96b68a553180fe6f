/// The content of a ``SwitchStore``'s cases that handle no case before it: shown for any other
/// case.
///
/// ```swift
/// SwitchStore(store) {
///   CaseLet(state: /AppState.login, action: AppAction.login, then: LoginView.init)
///   Default { Text("Coming soon") }
/// }
/// ```
public struct Default<Content: View> {
  let content: () -> Content

  public init(@ViewBuilder content: @escaping () -> Content) {
    self.content = content
  }
}
