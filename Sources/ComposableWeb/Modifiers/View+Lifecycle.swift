extension View {
  /// Runs `action` when the view is put on the page: after the first paint is rendered, or
  /// after the patch that inserts it.
  ///
  /// ```swift
  /// List { … }
  ///   .onAppear { viewStore.send(.onAppear) }
  /// ```
  ///
  /// A re-render that keeps the view on the page does not run it again. State changes the
  /// action makes are rendered in the same flush.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    ModifiedView(content: self) { context, renderContent in
      let nodes = renderContent(context)
      if let action {
        attach(to: nodes) { $0.onAppear.append(action) }
      }
      return nodes
    }
  }

  /// Runs `action` when the view leaves the page.
  ///
  /// ```swift
  /// TimerView(store: store).onDisappear { viewStore.send(.onDisappear) }
  /// ```
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    ModifiedView(content: self) { context, renderContent in
      let nodes = renderContent(context)
      if let action {
        attach(to: nodes) { $0.onDisappear.append(action) }
      }
      return nodes
    }
  }

  /// Starts `action` when the view appears and cancels it when the view leaves the page.
  ///
  /// The action runs where the page's stores live: the session's executor on a live server,
  /// the main actor in a unit test.
  ///
  /// ```swift
  /// .task { await viewStore.send(.refresh, while: \.isLoading) }
  /// ```
  public func task(
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    ModifiedView(content: self) { context, renderContent in
      let nodes = renderContent(context)
      let handle = TaskHandle()
      attach(to: nodes) { node in
        node.onAppear.append { handle.task = ViewTask.start(priority: priority, action) }
        node.onDisappear.append { handle.task?.cancel() }
      }
      return nodes
    }
  }

  /// Sets the value a ``Picker`` option selects, instead of its `ForEach` id.
  ///
  /// ```swift
  /// Picker("Size", selection: viewStore.$size) {
  ///   Text("Small").tag(Size.small)
  ///   Text("Large").tag(Size.large)
  /// }
  /// ```
  public func tag<V: Hashable>(_ tag: V) -> some View {
    ModifiedView(content: self) { context, renderContent in
      let nodes = renderContent(context)
      guard context.environment.isPickerContent else {
        // Outside a picker, the tag says which tab (of a `TabView`) the view is.
        if let first = nodes.first, first.selectionTag == nil {
          first.selectionTag = AnyHashable(tag)
        }
        return nodes
      }
      let option = Node(tag: "option", text: nodes.map(\.textContent).joined())
      option.optionContent = nodes
      option.selectionTag = AnyHashable(tag)
      return [option]
    }
  }

  /// Gives the view an explicit identity: when `id` changes, the view is replaced rather than
  /// patched, as in SwiftUI.
  ///
  /// ```swift
  /// QuestionView(question: question).id(question.id)
  /// ```
  public func id<ID: Hashable>(_ id: ID) -> some View {
    ModifiedView(content: self) { context, renderContent in
      let nodes = renderContent(context.appending(.explicit(AnyHashable(id))))
      for node in nodes { node.key = .identity(ExplicitID(id: AnyHashable(id), inner: node.key)) }
      return nodes
    }
  }
}

/// The key an `.id(_:)` gives its nodes.
private struct ExplicitID: Hashable {
  let id: AnyHashable
  let inner: NodeKey?
}

/// The task a `.task` modifier started, so its disappearance can cancel it.
private final class TaskHandle {
  var task: Task<Void, Never>?
}

/// Attaches lifecycle work to the first node the view rendered, so it runs once per
/// appearance however many elements the view has.
private func attach(to nodes: [Node], _ body: (Node) -> Void) {
  guard let first = nodes.first else { return }
  body(first)
}
