extension View {
  /// Runs `action` when this view appears, and again (cancelling the run before) each time
  /// `value` changes; cancels it when the view disappears.
  ///
  /// ```swift
  /// Text(viewStore.fact ?? "…")
  ///   .task(id: viewStore.number) { await viewStore.send(.loadFact).finish() }
  /// ```
  public func task<T: Equatable>(
    id value: T,
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    ModifiedView(content: self) { context, renderContent in
      let context = context.appending(.part("task"))
      let storage = context.session.viewStorage(for: context.identity)
      var installer = DynamicPropertyInstaller(storage: storage, context: context)
      let slot = installer.slot { TaskSlot<T>() }
      if let last = slot.id, last != value, slot.task != nil {
        context.session.afterRender { slot.start(priority: priority, action) }
      }
      slot.id = value
      let nodes = renderContent(context)
      if let first = nodes.first {
        first.retainedStorage.append(storage)
        first.onAppear.append { slot.start(priority: priority, action) }
        first.onDisappear.append { slot.cancel() }
      }
      return nodes
    }
  }
}

/// The id a `.task(id:)` last saw and the run it started for it.
final class TaskSlot<ID> {
  var id: ID?
  private(set) var task: Task<Void, Never>?

  func start(priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) {
    task?.cancel()
    task = ViewTask.start(priority: priority, action)
  }

  func cancel() {
    task?.cancel()
    task = nil
  }

  deinit {
    task?.cancel()
  }
}
