extension AlertState: CustomDumpReflectable {
  /// Reads like the initializer call that makes the alert, without the ``id``:
  ///
  /// ```
  /// AlertState(
  ///   title: "Notifications denied",
  ///   dismissButton: .default("OK")
  /// )
  /// ```
  public var customDumpMirror: Mirror {
    var children: [Mirror.Child] = [("title", title)]
    if let message {
      children.append(("message", message))
    }
    switch (primaryButton, secondaryButton) {
    case let (primary?, secondary?):
      children.append(("primaryButton", primary))
      children.append(("secondaryButton", secondary))
    case let (dismiss?, nil):
      children.append(("dismissButton", dismiss))
    case let (nil, secondary?):
      // Only reachable by mutating the properties; show what is there.
      children.append(("secondaryButton", secondary))
    case (nil, nil):
      break
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

extension AlertState.Button: CustomDumpReflectable {
  /// Reads like the static function that makes the button: `.destructive("Delete", action: …)`.
  public var customDumpMirror: Mirror {
    let caseName =
      switch role {
      case .default: "default"
      case .cancel: "cancel"
      case .destructive: "destructive"
      }
    // An enum-style mirror whose one child is named after the case makes CustomDump print
    // `.caseName(arguments)`; a tuple child spreads into several arguments.
    let arguments: Any = action.map { (label, action: $0) } ?? label
    return Mirror(self, children: [(caseName, arguments)], displayStyle: .enum)
  }
}

extension AlertState.ButtonAction: CustomDumpReflectable {
  /// Reads like the call that makes it: `.send(.retryTapped)`.
  public var customDumpMirror: Mirror {
    let arguments: Any = animation.map { (action, animation: $0) } ?? action
    return Mirror(self, children: [("send", arguments)], displayStyle: .enum)
  }
}
