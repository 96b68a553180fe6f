/// The action a `.refreshable` view runs, as the lists below read it from `\.refresh`.
///
/// ```swift
/// @Environment(\.refresh) var refresh
/// Button("Reload") { Task { await refresh?() } }
/// ```
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  public func callAsFunction() async {
    await action()
  }
}
