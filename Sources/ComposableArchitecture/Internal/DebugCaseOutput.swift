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

/// The case labels of an action and of the enums nested in its payload, and nothing else:
/// `AppAction.login(.passwordChanged)`, `AppAction.todo(id:, action: .checkBoxToggled)`.
///
/// What ``ActionFormat/labelsOnly`` prints, chosen to keep passwords and tokens out of logs: no
/// value that is not an enum case is ever part of it, whatever its type's description says.
func caseLabelPath(_ value: Any) -> String {
  typeName(type(of: value)) + labelPath(value)
}

/// The label path of `value` below its type name: `.case(.nested)` for an enum, the labels of
/// a tuple's elements, and nothing for any other value.
private func labelPath(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let child = mirror.children.first else {
      // A case without a payload describes itself by its name.
      return ".\(value)"
    }
    let payload = labelPath(child.value)
    return ".\(child.label ?? "")" + (payload.isEmpty ? "" : "(\(payload))")
  case .tuple:
    let elements = mirror.children.map { child -> (label: String?, path: String) in
      let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
      return (label, labelPath(child.value))
    }
    // Nothing to say of unlabeled values: `.counter(1, 2)` prints as `.counter`.
    guard elements.contains(where: { $0.label != nil || !$0.path.isEmpty }) else { return "" }
    return
      elements
      .map { label, path in
        guard let label else { return path.isEmpty ? "_" : path }
        return path.isEmpty ? "\(label):" : "\(label): \(path)"
      }
      .joined(separator: ", ")
  case .optional:
    return mirror.children.first.map { labelPath($0.value) } ?? ""
  default:
    return ""
  }
}
