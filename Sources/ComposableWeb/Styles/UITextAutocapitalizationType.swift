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
