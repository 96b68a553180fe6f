import CustomDump

/// A one-line description of an action or state for runtime warnings, naming enum cases the way
/// they are written: `AppAction.login(.emailChanged("blob@pointfree.co"))`.
func debugCaseOutput(_ value: Any) -> String {
  describeCase(value, abbreviated: false)
}

private func describeCase(_ value: Any, abbreviated: Bool) -> String {
  let mirror = Mirror(reflecting: value)
  let prefix = abbreviated ? "" : typeName(type(of: value))
  switch mirror.displayStyle {
  case .enum:
    guard let child = mirror.children.first else {
      return "\(prefix).\(value)"
    }
    let payload = describeCase(child.value, abbreviated: true)
    return "\(prefix).\(child.label ?? "")(\(payload))"
  case .tuple:
    return mirror.children
      .map { child in
        // Elements of a case's payload read like the payload itself: `.counter(1, .increment)`.
        let value = describeCase(child.value, abbreviated: abbreviated)
        if let label = child.label, !label.hasPrefix(".") { return "\(label): \(value)" }
        return value
      }
      .joined(separator: ", ")
  default:
    let dump = String(customDumping: value)
    // Too long for one line: the type alone still says what it was, even inside a payload.
    return dump.contains("\n") || dump.count > 80 ? "\(typeName(type(of: value)))(…)" : dump
  }
}
