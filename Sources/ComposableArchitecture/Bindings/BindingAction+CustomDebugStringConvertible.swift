/// Describes itself as the call that made the action, with the root type spelled out:
/// `BindingAction<SettingsState>.set(\SettingsState.$displayName, "Blob")`.
extension BindingAction: CustomDebugStringConvertible {
  public var debugDescription: String {
    "BindingAction<\(readableTypeName(Root.self))>\(customDumpDescription)"
  }
}
