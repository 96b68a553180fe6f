/// Whether a request's `Host` names this server, which defeats DNS rebinding: a page on another
/// site whose name was rebound to 127.0.0.1 still sends its own name as `Host`.
///
/// ```swift
/// isAllowedHost("127.0.0.1:8080", bindHost: "127.0.0.1", allowed: [])   // true
/// isAllowedHost("evil.example:8080", bindHost: "127.0.0.1", allowed: []) // false
/// ```
///
/// With `allowed` names given, only those pass. Otherwise a server bound to a loopback address
/// accepts only loopback names, and a server bound elsewhere accepts any.
func isAllowedHost(_ authority: String?, bindHost: String, allowed: [String]) -> Bool {
  guard let authority, !authority.isEmpty else { return false }
  let name = hostName(of: authority)
  if !allowed.isEmpty {
    return allowed.contains { $0.lowercased() == name }
  }
  guard isLoopbackHost(bindHost) else { return true }
  // Loopback names as text: a Host header is checked on every request, never resolved.
  return ["127.0.0.1", "localhost", "::1", "[::1]"].contains(name)
}

/// The host name of an authority (`host:port`, `[v6]:port`), lowercased, without the port.
private func hostName(of authority: String) -> String {
  let lowercased = authority.lowercased()
  if lowercased.hasPrefix("[") {
    guard let end = lowercased.firstIndex(of: "]") else { return lowercased }
    return String(lowercased[...end])
  }
  guard let colon = lowercased.lastIndex(of: ":") else { return lowercased }
  return String(lowercased[..<colon])
}
