import CaseStudies
import ComposableArchitecture
import Testing

@Suite struct AuthenticationClientTests {
  let scheduler = DispatchQueue.test

  var client: AuthenticationClient {
    .live(latency: .seconds(1), scheduler: scheduler.eraseToAnyScheduler())
  }

  /// Subscribes to an effect and returns a function that reads what it produced so far.
  func collect(
    _ effect: Effect<AuthenticationResponse, AuthenticationError>
  ) -> () -> [Result<AuthenticationResponse, AuthenticationError>] {
    var results: [Result<AuthenticationResponse, AuthenticationError>] = []
    let cancellable = effect.sink(
      receiveCompletion: { completion in
        if case let .failure(error) = completion { results.append(.failure(error)) }
      },
      receiveValue: { results.append(.success($0)) }
    )
    return {
      _ = cancellable
      return results
    }
  }

  @Test func passwordOnlyAccountSignsInAfterTheLatency() {
    let results = collect(
      client.login(LoginRequest(email: "blob@pointfree.co", password: "password")))
    scheduler.advance(by: .milliseconds(999))
    #expect(results().isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(
      results()
        == [
          .success(
            AuthenticationResponse(token: "session:blob@pointfree.co", twoFactorRequired: false))
        ]
    )
  }

  @Test func emailIsCaseInsensitive() {
    let results = collect(
      client.login(LoginRequest(email: "Blob@PointFree.co", password: "password")))
    scheduler.advance(by: .seconds(1))
    #expect(results().first.flatMap { try? $0.get() }?.twoFactorRequired == false)
  }

  @Test func twoFactorAccountTradesItsCodeForASession() {
    let client = self.client
    let login = collect(client.login(LoginRequest(email: "2fa@pointfree.co", password: "password")))
    scheduler.advance(by: .seconds(1))
    let response = AuthenticationResponse(
      token: "intermediate:2fa@pointfree.co", twoFactorRequired: true)
    #expect(login() == [.success(response)])

    let wrongCode = collect(client.twoFactor(TwoFactorRequest(code: "4321", token: response.token)))
    let rightCode = collect(client.twoFactor(TwoFactorRequest(code: "1234", token: response.token)))
    scheduler.advance(by: .seconds(1))
    #expect(wrongCode() == [.failure(.invalidTwoFactor)])
    #expect(
      rightCode()
        == [
          .success(
            AuthenticationResponse(token: "session:2fa@pointfree.co", twoFactorRequired: false))
        ]
    )
  }

  @Test func wrongPasswordOrUnknownUser() {
    let wrongPassword = collect(
      client.login(LoginRequest(email: "blob@pointfree.co", password: "hunter2")))
    let unknown = collect(
      client.login(LoginRequest(email: "nobody@pointfree.co", password: "password")))
    scheduler.advance(by: .seconds(1))
    #expect(wrongPassword() == [.failure(.invalidUserPassword)])
    #expect(unknown() == [.failure(.invalidUserPassword)])
  }

  @Test func codeWithoutAValidIntermediateToken() {
    let session = collect(
      client.twoFactor(TwoFactorRequest(code: "1234", token: "session:2fa@pointfree.co")))
    let passwordOnly = collect(
      client.twoFactor(TwoFactorRequest(code: "1234", token: "intermediate:blob@pointfree.co"))
    )
    scheduler.advance(by: .seconds(1))
    #expect(session() == [.failure(.invalidIntermediateToken)])
    #expect(passwordOnly() == [.failure(.invalidIntermediateToken)])
  }

  @Test func mockAnswersWhatItIsGivenAndFailsTheRest() {
    let client = AuthenticationClient.mock(login: .failure(.invalidUserPassword))
    let login = collect(client.login(LoginRequest(email: "a@b", password: "c")))
    #expect(login() == [.failure(.invalidUserPassword)])
    withKnownIssue {
      _ = collect(client.twoFactor(TwoFactorRequest(code: "1234", token: "t")))()
    } matching: { issue in
      issue.description.contains("AuthenticationClient.twoFactor")
    }
  }

  @Test func errorsSayWhatWentWrong() {
    #expect(AuthenticationError.invalidUserPassword.message == "Unknown user or wrong password.")
    #expect(AuthenticationError.invalidTwoFactor.message.contains("code"))
    #expect(AuthenticationError.invalidIntermediateToken.message.contains("Sign in again"))
  }
}
