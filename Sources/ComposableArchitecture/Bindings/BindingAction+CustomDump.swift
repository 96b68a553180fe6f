/// Dumps as the call that made the action, so a test failure reads
/// `.binding(.set(\SettingsState.$displayName, "Blob"))`.
extension BindingAction: CustomDumpStringConvertible {
  public var customDumpDescription: String {
    let path = describeKeyPath().text
    let value = String(customDumping: self.value)
    guard value.contains("\n") else {
      return ".set(\(path), \(value))"
    }
    return ".set(\n  \(path),\n\(value.indented(by: 2))\n)"
  }
}
