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
