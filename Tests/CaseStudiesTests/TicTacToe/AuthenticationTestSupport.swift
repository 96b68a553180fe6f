import CaseStudies

extension AuthenticationResponse {
  /// Signed in.
  static let session = AuthenticationResponse(token: "session", twoFactorRequired: false)
  /// Halfway: a code is needed.
  static let needsCode = AuthenticationResponse(token: "intermediate", twoFactorRequired: true)
}
