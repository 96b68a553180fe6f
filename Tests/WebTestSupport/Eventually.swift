/// Waits until `condition` holds, checking every few milliseconds, for at most two seconds.
public func eventually(
  isolation: isolated (any Actor)? = #isolation,
  _ condition: () async -> Bool
) async -> Bool {
  for _ in 0..<200 {
    if await condition() { return true }
    try? await Task.sleep(for: .milliseconds(10))
  }
  return false
}
