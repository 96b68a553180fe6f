extension View {
  /// Lets the user refresh this view: a Refresh control above it runs `action`, showing a
  /// spinner until it returns.
  ///
  /// ```swift
  /// List(viewStore.facts, id: \.self) { Text($0) }
  ///   .refreshable { await viewStore.send(.refresh, while: \.isLoading) }
  /// ```
  ///
  /// The browser stand-in for pull to refresh: pressing the control (or pressing it again
  /// while nothing runs) starts one refresh at a time.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    RefreshableView(content: self, action: RefreshAction(action: action))
  }
}

/// Content with a refresh control above it, and the refresh action in its environment.
struct RefreshableView<Content: View>: View {
  let content: Content
  let action: RefreshAction
  @State var isRefreshing = false

  var body: some View {
    VStack(spacing: 0) {
      RefreshControl(isRefreshing: isRefreshing) {
        isRefreshing = true
        let finish = ViewWork { isRefreshing = false }
        let action = self.action
        // Runs where the page's stores live, so the action's sends and the spinner's state
        // change happen there, in order.
        _ = ViewTask.start(priority: nil) {
          await action()
          finish.run()
        }
      }
      content.environment(\.refresh, action)
    }
  }
}

/// The button that starts a refresh, and the spinner that replaces it while one runs.
struct RefreshControl: View {
  let isRefreshing: Bool
  let refresh: () -> Void

  var body: some View {
    if isRefreshing {
      HStack {
        ProgressView()
        Text("Refreshing…")
      }
      .decorated(class: "cw-refresh cw-refreshing")
    } else {
      Button("↻ Refresh", action: refresh)
        .decorated(class: "cw-refresh")
    }
  }
}

/// View work carried through a task that runs on the page's executor (``ViewTask``), and so
/// back where it was made.
final class ViewWork: @unchecked Sendable {
  private let work: () -> Void

  init(_ work: @escaping () -> Void) {
    self.work = work
  }

  func run() {
    work()
  }
}
