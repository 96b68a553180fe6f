import Synchronization

/// The tickets of served pages whose tabs have not opened their WebSocket yet: a page load
/// costs one small ticket here, never a session.
///
/// ```swift
/// let tickets = PageTickets(capacity: 4096, lifetime: .seconds(30))
/// let token = tickets.issue(route: route, firstPaintHash: html.hashValue)  // GET /settings
/// tickets.reserve(token)           // the tab's WebSocket handshake: true once
/// let ticket = tickets.claim(token) // the upgraded socket: its session starts now
/// ```
///
/// A ticket is a token, its route and a hash of the first paint: about a hundred bytes. There
/// are at most `capacity` of them; issuing one more drops the oldest, so a flood of page loads
/// can't lock anyone out for longer than it takes to load the page again. Each lives for
/// `lifetime` and can be reserved once.
final class PageTickets: Sendable {
  struct Ticket: Sendable {
    let route: PageRoute
    /// The hash of the HTML the page was served with: the session the socket starts renders
    /// again, and sends the whole page only if it differs.
    let firstPaintHash: Int
    let deadline: ContinuousClock.Instant
    var isReserved = false
  }

  private struct State {
    var tickets: [String: Ticket] = [:]
    /// Tokens in the order they were issued, which is also the order of their deadlines.
    var order: [String] = []
    var head = 0

    mutating func removeExpired(now: ContinuousClock.Instant) {
      while head < order.count {
        let token = order[head]
        if let ticket = tickets[token], ticket.deadline > now { break }
        tickets[token] = nil
        head += 1
      }
      compact()
    }

    mutating func removeOldest() {
      while head < order.count {
        let token = order[head]
        head += 1
        if tickets.removeValue(forKey: token) != nil { break }
      }
      compact()
    }

    private mutating func compact() {
      guard head > 64, head * 2 > order.count else { return }
      order.removeFirst(head)
      head = 0
    }
  }

  let capacity: Int
  let lifetime: Duration
  private let state = Mutex(State())

  init(capacity: Int, lifetime: Duration) {
    self.capacity = max(1, capacity)
    self.lifetime = lifetime
  }

  /// The number of outstanding tickets.
  var count: Int {
    state.withLock { $0.tickets.count }
  }

  /// Issues a ticket for a page load and returns its token.
  func issue(
    route: PageRoute, firstPaintHash: Int, now: ContinuousClock.Instant = .now
  ) -> String {
    let token = makeSessionToken()
    let ticket = Ticket(route: route, firstPaintHash: firstPaintHash, deadline: now + lifetime)
    let capacity = self.capacity
    state.withLock { state in
      state.removeExpired(now: now)
      while state.tickets.count >= capacity { state.removeOldest() }
      state.tickets[token] = ticket
      state.order.append(token)
    }
    return token
  }

  /// Takes a ticket for a WebSocket handshake; `false` if it is unknown, expired or already
  /// taken. Done at the handshake, so two handshakes racing with one token can't both succeed.
  func reserve(_ token: String, now: ContinuousClock.Instant = .now) -> Bool {
    state.withLock { state in
      guard var ticket = state.tickets[token], !ticket.isReserved, ticket.deadline > now else {
        return false
      }
      ticket.isReserved = true
      state.tickets[token] = ticket
      return true
    }
  }

  /// Hands over the ticket a handshake reserved, once; `nil` if it was not reserved.
  func claim(_ token: String) -> Ticket? {
    state.withLock { state in
      guard let ticket = state.tickets[token], ticket.isReserved else { return nil }
      state.tickets[token] = nil
      return ticket
    }
  }
}

/// A session token: 128 random bits in hex, unguessable so one tab can't reach another's
/// session.
func makeSessionToken() -> String {
  var generator = SystemRandomNumberGenerator()
  var token = ""
  for _ in 0..<2 {
    let word = generator.next() as UInt64
    let hex = String(word, radix: 16)
    token += String(repeating: "0", count: 16 - hex.count) + hex
  }
  return token
}
