import ComposableArchitecture

struct FactClient {
  var fetch: (Int) -> Effect<String, Error>

  struct Error: Swift.Error, Equatable {}
}

extension FactClient {
  /// Facts worked out here rather than fetched, so the app runs offline; they take a moment to
  /// arrive, as a network request would.
  static let live = Self(
    fetch: { number in
      Effect(value: fact(about: number))
        .delay(for: 0.5, scheduler: DispatchQueue.main)
        .eraseToEffect()
    }
  )

  private static func fact(about number: Int) -> String {
    let magnitude = abs(number)
    if magnitude < 2 {
      return "\(number) is neither prime nor composite."
    }
    if (2..<magnitude).allSatisfy({ magnitude % $0 != 0 }) {
      return "\(number) is a prime number."
    }
    let root = Int(Double(magnitude).squareRoot())
    if root * root == magnitude {
      return "\(number) is the square of \(number < 0 ? -root : root)."
    }
    let divisors = (1...magnitude).filter { magnitude % $0 == 0 }.count
    return "\(number) has \(divisors) divisors."
  }
}
