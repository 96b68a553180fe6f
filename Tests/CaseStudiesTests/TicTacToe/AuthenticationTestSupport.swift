import CaseStudies
import ComposableArchitecture

extension AuthenticationClient {
  /// A client that answers every login with `login` and every code with `twoFactor`, at once.
  static func answering(
    login: Result<AuthenticationResponse, AuthenticationError>? = nil,
    twoFactor: Result<AuthenticationResponse, AuthenticationError>? = nil
  ) -> AuthenticationClient {
    AuthenticationClient(
      login: { _ in login.map { result in Effect.result { result } } ?? .failing("login") },
      twoFactor: { _ in
        twoFactor.map { result in Effect.result { result } } ?? .failing("twoFactor")
      }
    )
  }
}

extension AuthenticationResponse {
  static let session = AuthenticationResponse(token: "session", twoFactorRequired: false)
  static let needsCode = AuthenticationResponse(token: "intermediate", twoFactorRequired: true)
}
