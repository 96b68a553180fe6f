/// What a text field holds, so the browser can offer to fill it; rendered as the
/// `autocomplete` attribute.
///
/// ```swift
/// SecureField("Password", text: viewStore.$password).textContentType(.password)
/// ```
public struct UITextContentType: Hashable, Sendable {
  let autocomplete: String

  public init(rawValue: String) {
    self.autocomplete = rawValue
  }

  public static let name = UITextContentType(rawValue: "name")
  public static let givenName = UITextContentType(rawValue: "given-name")
  public static let familyName = UITextContentType(rawValue: "family-name")
  public static let nickname = UITextContentType(rawValue: "nickname")
  public static let organizationName = UITextContentType(rawValue: "organization")
  public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
  public static let postalCode = UITextContentType(rawValue: "postal-code")
  public static let countryName = UITextContentType(rawValue: "country-name")
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  public static let emailAddress = UITextContentType(rawValue: "email")
  public static let URL = UITextContentType(rawValue: "url")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "current-password")
  public static let newPassword = UITextContentType(rawValue: "new-password")
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}
