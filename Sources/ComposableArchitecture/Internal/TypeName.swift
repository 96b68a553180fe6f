import Foundation

/// The name of a type as written in code, without module prefixes:
/// `IdentifiedArray<UUID, Counter>` rather than
/// `IdentifiedCollections.IdentifiedArray<Foundation.UUID, App.Counter>`.
func typeName(_ type: Any.Type) -> String {
  var reflected = String(reflecting: type)
  // Private and local types are reflected inside anonymous contexts,
  // `App.(unknown context at $10a2f3c).Action`, which no one writes: drop them.
  while let start = reflected.range(of: "(unknown context at "),
    let end = reflected[start.upperBound...].range(of: ").")
  {
    reflected.removeSubrange(start.lowerBound..<end.upperBound)
  }
  // `String(reflecting:)` starts every type path with its module: drop the first component of
  // each path, keeping nested type paths (`Outer.Inner`, `Generic<Int>.Inner`) intact.
  var result = ""
  var token = ""
  var isPathStart = true
  for character in reflected {
    if character == "." {
      if !isPathStart || result.last == ">" && token.isEmpty { result += token + "." }
      token = ""
      isPathStart = false
    } else if character.isLetter || character.isNumber || character == "_" {
      token.append(character)
    } else {
      result += token
      token = ""
      result.append(character)
      isPathStart = true
    }
  }
  return result + token
}
