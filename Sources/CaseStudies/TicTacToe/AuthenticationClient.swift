import ComposableArchitecture

public struct LoginRequest: Equatable, Sendable {
  public var email: String
  public var password: String

  public init(email: String, password: String) {
    self.email = email
    self.password = password
  }
}

public struct TwoFactorRequest: Equatable, Sendable {
  public var code: String
  /// The intermediate token the login response handed out.
  public var token: String

  public init(code: String, token: String) {
    self.code = code
    self.token = token
  }
}

public struct AuthenticationResponse: Codable, Equatable, Sendable {
  /// A session token, or an intermediate one to trade for a session with a two-factor code.
  public var token: String
  public var twoFactorRequired: Bool

  public init(token: String, twoFactorRequired: Bool) {
    self.token = token
    self.twoFactorRequired = twoFactorRequired
  }
}

public enum AuthenticationError: Codable, Error, Equatable {
  case invalidUserPassword
  case invalidTwoFactor
  case invalidIntermediateToken

  /// What to tell the user.
  public var message: String {
    switch self {
    case .invalidUserPassword: return "Unknown user or wrong password."
    case .invalidTwoFactor: return "That code is not right. Check it and try again."
    case .invalidIntermediateToken: return "Your sign-in expired. Sign in again."
    }
  }
}

/// Signs users in, with a second step for accounts that have two-factor authentication.
public struct AuthenticationClient {
  public var login: (LoginRequest) -> Effect<AuthenticationResponse, AuthenticationError>
  public var twoFactor: (TwoFactorRequest) -> Effect<AuthenticationResponse, AuthenticationError>

  public init(
    login: @escaping (LoginRequest) -> Effect<AuthenticationResponse, AuthenticationError>,
    twoFactor: @escaping (TwoFactorRequest) -> Effect<AuthenticationResponse, AuthenticationError>
  ) {
    self.login = login
    self.twoFactor = twoFactor
  }
}

extension AuthenticationClient {
  /// An account the live client knows.
  public struct User: Equatable, Sendable {
    public var email: String
    public var password: String
    /// The code asked for after the password, for accounts with two-factor authentication.
    public var twoFactorCode: String?

    public init(email: String, password: String, twoFactorCode: String? = nil) {
      self.email = email
      self.password = password
      self.twoFactorCode = twoFactorCode
    }
  }

  /// The demo accounts: one signs in with a password, one also needs the code "1234".
  public static let demoUsers: [User] = [
    User(email: "blob@pointfree.co", password: "password"),
    User(email: "2fa@pointfree.co", password: "password", twoFactorCode: "1234"),
  ]

  /// The live client: checks a local table of users, so it works offline, and answers on
  /// `scheduler` after `latency`, as a server would.
  public static func live(
    users: [User] = demoUsers,
    latency: DispatchQueue.SchedulerTimeType.Stride = .seconds(1),
    scheduler: AnySchedulerOf<DispatchQueue>
  ) -> AuthenticationClient {
    // Tokens only need to identify the user within this process.
    let intermediatePrefix = "intermediate:"
    let sessionPrefix = "session:"
    func respond(
      _ result: Result<AuthenticationResponse, AuthenticationError>
    ) -> Effect<AuthenticationResponse, AuthenticationError> {
      Effect.result { result }.delay(for: latency, scheduler: scheduler).eraseToEffect()
    }
    return AuthenticationClient(
      login: { request in
        guard
          let user = users.first(where: {
            $0.email.lowercased() == request.email.lowercased() && $0.password == request.password
          })
        else { return respond(.failure(.invalidUserPassword)) }
        return respond(
          .success(
            user.twoFactorCode == nil
              ? AuthenticationResponse(token: sessionPrefix + user.email, twoFactorRequired: false)
              : AuthenticationResponse(
                token: intermediatePrefix + user.email, twoFactorRequired: true
              )
          )
        )
      },
      twoFactor: { request in
        guard
          request.token.hasPrefix(intermediatePrefix),
          let user = users.first(where: {
            intermediatePrefix + $0.email == request.token && $0.twoFactorCode != nil
          })
        else { return respond(.failure(.invalidIntermediateToken)) }
        guard user.twoFactorCode == request.code else {
          return respond(.failure(.invalidTwoFactor))
        }
        return respond(
          .success(
            AuthenticationResponse(token: sessionPrefix + user.email, twoFactorRequired: false)
          )
        )
      }
    )
  }

  /// Answers every login with `login` and every code with `twoFactor`, at once; an endpoint
  /// given no answer fails the test if it is called.
  ///
  /// ```swift
  /// .mock(login: .success(AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)))
  /// ```
  public static func mock(
    login: Result<AuthenticationResponse, AuthenticationError>? = nil,
    twoFactor: Result<AuthenticationResponse, AuthenticationError>? = nil
  ) -> AuthenticationClient {
    AuthenticationClient(
      login: { _ in
        login.map { result in Effect.result { result } } ?? .failing("AuthenticationClient.login")
      },
      twoFactor: { _ in
        twoFactor.map { result in Effect.result { result } }
          ?? .failing("AuthenticationClient.twoFactor")
      }
    )
  }

  /// Fails the test if either endpoint is called: for tests that must not sign in.
  public static var failing: AuthenticationClient {
    AuthenticationClient(
      login: { _ in .failing("AuthenticationClient.login") },
      twoFactor: { _ in .failing("AuthenticationClient.twoFactor") }
    )
  }
}
