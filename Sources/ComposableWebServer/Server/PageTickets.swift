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
/// A ticket is a token, its route, a hash of the first paint and the address that loaded the
/// page: about a hundred bytes. One address holds at most `capacityPerAddress` of them, and
/// issuing it one more drops its own oldest; the server holds at most `capacity`, and issuing
/// one more drops the oldest of the address holding the most. A flood of page loads from one
/// address evicts its own tickets, never a real tab's elsewhere. Each lives for
/// `lifetime` and can be reserved once.
final class PageTickets: Sendable {
  struct Ticket: Sendable {
    let route: PageRoute
    /// The hash of the HTML the page was served with: the session the socket starts renders
    /// again, and sends the whole page only if it differs.
    let firstPaintHash: Int
    let deadline: ContinuousClock.Instant
    /// The client address that loaded the page.
    let address: String
    var isReserved = false
    /// The root state a session restored from a snapshot starts from.
    var restoredState: Data? = nil
  }

  private struct State {
    var tickets: [String: Ticket] = [:]
    /// Tokens in the order they were issued, which is also the order of their deadlines.
    var order: [String] = []
    var head = 0
    /// Each address's live tickets, oldest first: an address at its budget loses its own
    /// oldest ticket, never another address's.
    var byAddress: [String: [String]] = [:]

    /// Forgets the ticket `token`, wherever it is in its address's list.
    mutating func forget(_ token: String) {
      guard let ticket = tickets.removeValue(forKey: token) else { return }
      guard var tokens = byAddress[ticket.address] else { return }
      tokens.removeAll { $0 == token }
      byAddress[ticket.address] = tokens.isEmpty ? nil : tokens
    }

    /// The oldest ticket of the address that holds the most: the first to go when the whole
    /// server is at its capacity, so a flood from one address evicts its own tickets.
    func nextToEvict() -> String? {
      byAddress.max { $0.value.count < $1.value.count }?.value.first
    }

    mutating func removeExpired(now: ContinuousClock.Instant) {
      while head < order.count {
        let token = order[head]
        if let ticket = tickets[token], ticket.deadline > now { break }
        forget(token)
        head += 1
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
  /// How many tickets one client address may hold.
  let capacityPerAddress: Int
  let lifetime: Duration
  private let state = Mutex(State())

  init(capacity: Int, capacityPerAddress: Int = .max, lifetime: Duration) {
    self.capacity = max(1, capacity)
    self.capacityPerAddress = max(1, capacityPerAddress)
    self.lifetime = lifetime
  }

  /// The number of outstanding tickets.
  var count: Int {
    state.withLock { $0.tickets.count }
  }

  /// Issues a ticket for a page load and returns its token.
  func issue(
    route: PageRoute, firstPaintHash: Int, address: String = "",
    now: ContinuousClock.Instant = .now
  ) -> String {
    let token = makeSessionToken()
    let ticket = Ticket(
      route: route, firstPaintHash: firstPaintHash, deadline: now + lifetime, address: address)
    let (capacity, capacityPerAddress) = (self.capacity, self.capacityPerAddress)
    state.withLock { state in
      state.removeExpired(now: now)
      while let own = state.byAddress[address], own.count >= capacityPerAddress {
        state.forget(own[0])
      }
      while state.tickets.count >= capacity, let oldest = state.nextToEvict() {
        state.forget(oldest)
      }
      state.tickets[token] = ticket
      state.order.append(token)
      state.byAddress[address, default: []].append(token)
    }
    return token
  }

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
      state.forget(token)
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
