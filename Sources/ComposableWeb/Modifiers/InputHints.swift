/// The keyboard a text field asks for; rendered as the `inputmode` attribute.
///
/// ```swift
/// TextField("Email", text: viewStore.$email).keyboardType(.emailAddress)
/// ```
public enum UIKeyboardType: Hashable, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad

  var inputMode: String {
    switch self {
    case .default, .asciiCapable, .namePhonePad, .twitter: "text"
    case .numbersAndPunctuation, .decimalPad: "decimal"
    case .URL: "url"
    case .numberPad, .asciiCapableNumberPad: "numeric"
    case .phonePad: "tel"
    case .emailAddress: "email"
    case .webSearch: "search"
    }
  }
}

/// How a text field capitalizes what is typed; rendered as the `autocapitalize` attribute.
///
/// ```swift
/// TextField("Username", text: viewStore.$username).autocapitalization(.none)
/// ```
public enum UITextAutocapitalizationType: Hashable, Sendable {
  case none, words, sentences, allCharacters

  var attribute: String {
    switch self {
    case .none: "none"
    case .words: "words"
    case .sentences: "sentences"
    case .allCharacters: "characters"
    }
  }
}

/// How a text field capitalizes what is typed, in the iOS 15 spelling.
///
/// ```swift
/// TextField("Username", text: viewStore.$username).textInputAutocapitalization(.never)
/// ```
public struct TextInputAutocapitalization: Hashable, Sendable {
  let attribute: String

  public static let never = TextInputAutocapitalization(attribute: "none")
  public static let words = TextInputAutocapitalization(attribute: "words")
  public static let sentences = TextInputAutocapitalization(attribute: "sentences")
  public static let characters = TextInputAutocapitalization(attribute: "characters")
}

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

extension View {
  /// Asks for a keyboard suited to the text (the `inputmode` attribute of the fields below).
  public func keyboardType(_ type: UIKeyboardType) -> some View {
    environment { $0.inputAttributes.set("inputmode", type.inputMode) }
  }

  /// Sets how typed text is capitalized (the `autocapitalize` attribute of the fields below).
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    environment { $0.inputAttributes.set("autocapitalize", style.attribute) }
  }

  /// Sets how typed text is capitalized, in the iOS 15 spelling.
  public func textInputAutocapitalization(_ style: TextInputAutocapitalization?) -> some View {
    environment { environment in
      if let style {
        environment.inputAttributes.set("autocapitalize", style.attribute)
      }
    }
  }

  /// Turns autocorrection and spell checking off (or back on) for the fields below.
  public func disableAutocorrection(_ isDisabled: Bool?) -> some View {
    environment { environment in
      if isDisabled == true {
        environment.inputAttributes.set("autocorrect", "off")
        environment.inputAttributes.set("spellcheck", "false")
      } else {
        environment.inputAttributes.remove("autocorrect")
        environment.inputAttributes.remove("spellcheck")
      }
    }
  }

  /// Turns autocorrection off, in the iOS 16 spelling.
  public func autocorrectionDisabled(_ isDisabled: Bool = true) -> some View {
    disableAutocorrection(isDisabled)
  }

  /// Says what the fields below hold (the `autocomplete` attribute), so the browser can fill
  /// them in.
  public func textContentType(_ type: UITextContentType?) -> some View {
    environment { environment in
      if let type {
        environment.inputAttributes.set("autocomplete", type.autocomplete)
      } else {
        environment.inputAttributes.remove("autocomplete")
      }
    }
  }
}
