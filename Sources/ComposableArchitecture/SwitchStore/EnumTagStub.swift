// TEMPORARY: stands in for Internal/EnumTag.swift from the `enum-alert` branch until it is
// merged; delete this file then.

package func enumTag<Case>(_ value: Case) -> UInt32? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return nil }
  var hasher = Hasher()
  hasher.combine(mirror.children.first?.label ?? "\(value)")
  return UInt32(truncatingIfNeeded: hasher.finalize())
}

package func enumCaseName<Case>(_ value: Case) -> String {
  Mirror(reflecting: value).children.first?.label ?? "\(value)"
}
