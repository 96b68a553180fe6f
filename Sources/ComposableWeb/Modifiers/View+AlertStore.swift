import ComposableArchitecture

extension View {
  /// Shows the alert a store's optional `AlertState` describes, while it is non-nil.
  ///
  /// ```swift
  /// .alert(
  ///   store.scope(state: \.alert, action: SettingsAction.alert),
  ///   dismiss: .alertDismissed
  /// )
  /// ```
  ///
  /// Pressing a button sends the button's action (with its animation), then `dismiss`. The
  /// alert is an observation boundary of its own, re-rendered only when a different alert
  /// (by id) appears or the alert goes away.
  public func alert<Action>(
    _ store: Store<AlertState<Action>?, Action>,
    dismiss: Action
  ) -> some View {
    dialogOverlay(store, key: "cw-alert-store") { viewStore in
      guard let alert = viewStore.state else { return [] }
      let buttons = [alert.primaryButton, alert.secondaryButton].compactMap { $0 }
      return [
        dialogNode(
          kind: .alert,
          title: Text(alert.title),
          message: alert.message.map { Text($0) },
          buttons: (buttons.isEmpty ? [.default(TextState("OK"))] : buttons).map {
            dialogButton($0, viewStore: viewStore)
          },
          dismiss: { viewStore.send(dismiss) }
        )
      ]
    }
  }

  /// Shows the confirmation dialog a store's optional `ConfirmationDialogState` describes,
  /// while it is non-nil; buttons send their actions, then `dismiss`.
  ///
  /// ```swift
  /// .confirmationDialog(
  ///   store.scope(state: \.confirmationDialog, action: AppAction.dialog),
  ///   dismiss: .dialogDismissed
  /// )
  /// ```
  public func confirmationDialog<Action>(
    _ store: Store<ConfirmationDialogState<Action>?, Action>,
    dismiss: Action
  ) -> some View {
    dialogOverlay(store, key: "cw-dialog-store") { viewStore in
      guard let dialog = viewStore.state else { return [] }
      return [
        dialogNode(
          kind: .confirmation,
          title: dialog.titleVisibility == .hidden ? nil : Text(dialog.title),
          message: dialog.message.map { Text($0) },
          buttons: dialog.buttons.map { dialogButton($0, viewStore: viewStore) },
          dismiss: { viewStore.send(dismiss) }
        )
      ]
    }
  }

  /// Shows an action sheet from a store: the 2021 name of ``confirmationDialog(_:dismiss:)``.
  public func actionSheet<Action>(
    _ store: Store<ConfirmationDialogState<Action>?, Action>,
    dismiss: Action
  ) -> some View {
    confirmationDialog(store, dismiss: dismiss)
  }
}

extension View {
  /// This view followed by a dialog that `render` draws from a store's optional dialog state:
  /// an observation boundary of its own, re-rendered only when a different dialog (by id)
  /// appears or the dialog goes away.
  fileprivate func dialogOverlay<Dialog: Identifiable, Action>(
    _ store: Store<Dialog?, Action>,
    key: String,
    render: @escaping (ViewStore<Dialog?, Action>) -> [Node]
  ) -> some View {
    ModifiedView(content: self) { context, renderContent in
      var nodes = renderContent(context)
      let viewStore = ViewStore(store, removeDuplicates: { $0?.id == $1?.id })
      let boundary = Boundary(context: context) { _ in render(viewStore) }
      boundary.observations.append(
        viewStore.observe { [weak boundary] _ in boundary?.invalidate() })
      let node = context.session.mount(boundary)
      node.key = .identity(key)
      nodes.append(node)
      return nodes
    }
  }
}

/// A dialog button that sends an `AlertState` button's action through `viewStore`.
private func dialogButton<State, Action>(
  _ button: AlertState<Action>.Button,
  viewStore: ViewStore<State, Action>
) -> DialogButton {
  let role: String
  switch button.role {
  case .default: role = "default"
  case .cancel: role = "cancel"
  case .destructive: role = "destructive"
  }
  return DialogButton(
    label: Text(button.label),
    role: role,
    action: button.action.map { buttonAction in
      { viewStore.send(buttonAction.action, animation: buttonAction.animation) }
    }
  )
}
