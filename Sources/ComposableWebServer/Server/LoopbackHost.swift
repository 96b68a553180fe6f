#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether `host` is this machine only: an IPv4 address in 127.0.0.0/8, the IPv6 address `::1`
/// (bracketed or not), or a name every address of which is one of those.
///
/// ```swift
/// isLoopbackHost("127.0.0.1")          // true
/// isLoopbackHost("localhost")          // true: it resolves to 127.0.0.1 and ::1
/// isLoopbackHost("127.example.com")    // false: a name, resolved like any other
/// ```
///
/// An address is read as one, never as text with a prefix: `127.example.com` is a name whose
/// addresses decide, and a name that doesn't resolve is not loopback.
package func isLoopbackHost(_ host: String) -> Bool {
  var host = host
  if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
  guard !host.isEmpty else { return false }
  if let isLoopback = loopbackLiteral(host) { return isLoopback }
  return resolvesOnlyToLoopback(host)
}

/// Whether a numeric address is loopback; `nil` when `host` is not a numeric address.
private func loopbackLiteral(_ host: String) -> Bool? {
  var v4 = in_addr()
  if inet_pton(AF_INET, host, &v4) == 1 {
    return UInt32(bigEndian: v4.s_addr) >> 24 == 127
  }
  var v6 = in6_addr()
  if inet_pton(AF_INET6, host, &v6) == 1 {
    return withUnsafeBytes(of: &v6) { bytes in
      bytes.prefix(15).allSatisfy { $0 == 0 } && bytes[15] == 1
    }
  }
  return nil
}

/// Whether `name` resolves, and only to loopback addresses.
private func resolvesOnlyToLoopback(_ name: String) -> Bool {
  var hints = addrinfo()
  hints.ai_family = AF_UNSPEC
  #if canImport(Glibc)
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
  #else
    hints.ai_socktype = SOCK_STREAM
  #endif
  var results: UnsafeMutablePointer<addrinfo>?
  guard getaddrinfo(name, nil, &hints, &results) == 0, let first = results else { return false }
  defer { freeaddrinfo(first) }
  var found = false
  var current: UnsafeMutablePointer<addrinfo>? = first
  while let info = current {
    defer { current = info.pointee.ai_next }
    guard let address = info.pointee.ai_addr else { continue }
    switch Int32(info.pointee.ai_family) {
    case AF_INET:
      let v4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
      guard UInt32(bigEndian: v4.s_addr) >> 24 == 127 else { return false }
    case AF_INET6:
      var v6 = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
        $0.pointee.sin6_addr
      }
      let isLoopback = withUnsafeBytes(of: &v6) { bytes in
        bytes.prefix(15).allSatisfy { $0 == 0 } && bytes[15] == 1
      }
      guard isLoopback else { return false }
    default:
      return false
    }
    found = true
  }
  return found
}
