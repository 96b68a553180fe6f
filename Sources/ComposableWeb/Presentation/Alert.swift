/// The content of an alert: a title, an optional message and up to two buttons.
///
/// ```swift
/// .alert(item: viewStore.$alert) { alert in
///   Alert(title: Text(alert.title), dismissButton: .default(Text("OK")))
/// }
/// ```
///
/// Shown with ``View/alert(item:content:)`` or ``View/alert(isPresented:content:)``; renders
/// as a modal `role="alertdialog"` on top of the page.
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button (an "OK" that dismisses, when `nil`).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    self.buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    self.buttons = [primaryButton, secondaryButton]
  }

  /// A button in an alert. Pressing any button dismisses the alert after running its action.
  public struct Button {
    enum Kind: String {
      case `default`, cancel, destructive
    }

    let label: Text
    let kind: Kind
    let action: (() -> Void)?

    /// A button with the default style.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, kind: .default, action: action)
    }

    /// A button that cancels.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, kind: .cancel, action: action)
    }

    /// A button that cancels, labelled "Cancel".
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), kind: .cancel, action: action)
    }

    /// A button for a destructive action.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, kind: .destructive, action: action)
    }
  }
}

extension Alert {
  /// The alert's dialog. Each button runs its action, then `dismiss`.
  func node(dismiss: @escaping () -> Void) -> Node {
    dialogNode(
      kind: .alert,
      title: title,
      message: message,
      buttons: buttons.map { button in
        DialogButton(label: button.label, role: button.kind.rawValue, action: button.action)
      },
      dismiss: dismiss
    )
  }
}

extension View {
  /// Shows an alert while `item` is non-nil; pressing a button sets it back to `nil`.
  ///
  /// ```swift
  /// .alert(item: viewStore.$alert) { Alert(title: Text($0.title)) }
  /// ```
  public func alert<Item: Identifiable>(
    item: Binding<Item?>,
    content: @escaping (Item) -> Alert
  ) -> some View {
    ModifiedView(content: self) { context, renderContent in
      var nodes = renderContent(context)
      if let value = item.wrappedValue {
        nodes.append(content(value).node(dismiss: { item.wrappedValue = nil }))
      }
      return nodes
    }
  }

  /// Shows an alert while `isPresented` is true; pressing a button sets it back to false.
  ///
  /// ```swift
  /// .alert(isPresented: viewStore.binding(get: \.isAlertShown, send: .alertDismissed)) {
  ///   Alert(title: Text("Saved"))
  /// }
  /// ```
  public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View {
    ModifiedView(content: self) { context, renderContent in
      var nodes = renderContent(context)
      if isPresented.wrappedValue {
        nodes.append(content().node(dismiss: { isPresented.wrappedValue = false }))
      }
      return nodes
    }
  }
}
