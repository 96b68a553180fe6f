import ComposableArchitecture

// MARK: - 8 enum-tag

struct LoginState: Equatable {
  var email = ""
  var password = ""
  var isLoading = false
}

struct GameState: Equatable {
  var board: [Int] = Array(repeating: 0, count: 9)
  var oPlayerName = "Blob"
  var xPlayerName = "Blob Jr."
}

/// An app state like the case studies': enum cases with and without payloads.
enum AppState: Equatable {
  case login(LoginState)
  case game(GameState)
  case twoFactor(token: String, code: String)
  case loading
  case loggedOut
}

/// The hand-written case identity a switch view would otherwise need: one number per case.
@inline(never)
func handWrittenTag(_ state: AppState) -> Int {
  switch state {
  case .login: return 0
  case .game: return 1
  case .twoFactor: return 2
  case .loading: return 3
  case .loggedOut: return 4
  }
}

/// Whether two states are in the same case, by `enumTag` against a hand-written `switch`: what a
/// switch view does on every change to decide whether to swap its child.
@MainActor
func enumTagWorkload() -> [Case] {
  // Two neighbours share a case (login, then game), so both loops count 2 per round.
  let states: [AppState] = [
    .login(LoginState(email: "blob@pointfree.co")),
    .login(LoginState()),
    .game(GameState()),
    .game(GameState(oPlayerName: "Blob Sr.")),
    .twoFactor(token: "deadbeef", code: "1234"),
    .loading,
    .loggedOut,
    .loading,
  ]
  let count = states.count
  let sameAsNext = (0..<count).map {
    handWrittenTag(states[$0]) == handWrittenTag(states[($0 + 1) % count])
  }
  /// How many of the first `n` comparisons find the same case.
  func expectedSame(_ n: Int) -> Int {
    n / count * sameAsNext.filter { $0 }.count + sameAsNext[..<(n % count)].filter { $0 }.count
  }
  return [
    Case("enum-tag/switch", isReported: false) { n in
      let states = opaque(states)
      var same = 0
      for i in 0..<n {
        if handWrittenTag(states[i % count]) == handWrittenTag(states[(i + 1) % count]) {
          same &+= 1
        }
      }
      check(same == expectedSame(n), "enum-tag/switch")
    },
    Case("enum-tag", baseline: "enum-tag/switch", note: "two tags and a comparison") { n in
      let states = opaque(states)
      var same = 0
      for i in 0..<n {
        if enumTag(states[i % count]) == enumTag(states[(i + 1) % count]) {
          same &+= 1
        }
      }
      check(same == expectedSame(n), "enum-tag")
    },
  ]
}
