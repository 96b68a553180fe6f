/// Whether a WebSocket handshake comes from one of the server's own pages: its `Origin` must
/// name the host the request was sent to (or one of the extra origins allowed).
///
/// ```swift
/// isAllowedOrigin("http://127.0.0.1:8080", host: "127.0.0.1:8080", extra: [])  // true
/// isAllowedOrigin("https://evil.example", host: "127.0.0.1:8080", extra: [])   // false
/// ```
///
/// Browsers always send `Origin` on WebSocket handshakes, so a missing one is refused too: it
/// is not a browser on one of our pages.
func isAllowedOrigin(_ origin: String?, host: String?, extra: [String]) -> Bool {
  guard let origin, !origin.isEmpty else { return false }
  if extra.contains(origin) { return true }
  guard let host, !host.isEmpty else { return false }
  let lowercasedOrigin = origin.lowercased()
  let lowercasedHost = host.lowercased()
  return lowercasedOrigin == "http://\(lowercasedHost)"
    || lowercasedOrigin == "https://\(lowercasedHost)"
}
