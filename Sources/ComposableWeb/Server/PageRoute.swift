/// A page the server serves: its path, title and how to start a session for it.
struct PageRoute: Sendable {
  let path: String
  let title: String
  let makeSession: @MainActor @Sendable () -> RenderSession
}
