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
