import Foundation

/// Facts about integers, worked out on the spot so the live ``FactClient`` needs no network: a
/// few well-known facts, then what arithmetic says about the number.
public enum NumberFacts {
  /// Every fact known about `number`, the well-known ones first. Never empty.
  ///
  /// ```swift
  /// NumberFacts.facts(about: 6)
  /// // ["6 is the smallest perfect number: 1 + 2 + 3 = 6.", "6 is an even number.", …]
  /// ```
  public static func facts(about number: Int) -> [String] {
    var facts: [String] = []
    if let fact = wellKnown[number] { facts.append(fact) }
    if number < 0 {
      facts.append("\(number) is negative: it is \(number.magnitude) steps below zero.")
    }
    if number != 0 {
      facts.append("\(number) is an \(number.isMultiple(of: 2) ? "even" : "odd") number.")
    }
    let magnitude = number.magnitude
    if number > 1 { facts += divisorFacts(number.magnitude) }
    if number >= 10 { facts += digitFacts(magnitude) }
    if number > 1 { facts += shapeFacts(magnitude) }
    if number >= 2 {
      facts.append("In binary, \(number) is \(String(number, radix: 2)).")
    }
    if let roman = romanNumeral(number) {
      facts.append("In Roman numerals, \(number) is \(roman).")
    }
    if facts.isEmpty {
      facts.append("\(number) is a number like no other.")
    }
    return facts
  }

  /// Facts no arithmetic would find.
  private static let wellKnown: [Int: String] = [
    0: "0 is the only integer that is neither positive nor negative.",
    1: "1 is neither prime nor composite: it divides every integer.",
    2: "2 is the only even prime number.",
    3: "3 is the number of sides of the simplest polygon, the triangle.",
    7: "7 is the number of days in a week.",
    9: "9 is the largest single-digit number in base 10.",
    12: "12 is the number of months in a year.",
    24: "24 is the number of hours in a day.",
    42: "42 is the answer to the ultimate question of life, the universe, and everything.",
    60: "60 is the number of seconds in a minute, and of minutes in an hour.",
    64: "64 is the number of squares on a chessboard.",
    100: "100 is the boiling point of water at sea level, in degrees Celsius.",
    360: "360 is the number of degrees in a full turn.",
    365: "365 is the number of days in a common year.",
    1729:
      "1729 is the smallest number that is the sum of two cubes in two ways: 1³ + 12³ and 9³ + 10³.",
  ]

  /// Trial division stops here, so a fact never takes long to work out.
  private static let factoringLimit: UInt = 1_000_000_000_000

  private static func divisorFacts(_ number: UInt) -> [String] {
    guard number <= factoringLimit else { return [] }
    let factors = primeFactors(number)
    guard factors.count > 1 || factors.first?.exponent != 1 else {
      return ["\(number) is a prime number: only 1 and \(number) divide it."]
    }
    var facts: [String] = []
    let product =
      factors
      .map { $0.exponent == 1 ? "\($0.prime)" : "\($0.prime)\(superscript($0.exponent))" }
      .joined(separator: " × ")
    facts.append("\(number) is a composite number: \(number) = \(product).")

    let divisors = self.divisors(number, factors: factors)
    if divisors.count <= 12 {
      facts.append("The divisors of \(number) are \(list(divisors.map(String.init))).")
    } else {
      facts.append("\(number) has \(divisors.count) divisors.")
    }
    let properSum = divisors.dropLast().reduce(0, +)
    if properSum == number {
      let sum = divisors.dropLast().map(String.init).joined(separator: " + ")
      facts.append("\(number) is a perfect number: \(sum) = \(number).")
    } else if properSum > number {
      facts.append(
        "\(number) is an abundant number: its proper divisors add up to \(properSum), more than itself."
      )
    }
    return facts
  }

  private static func digitFacts(_ number: UInt) -> [String] {
    let digits = String(number)
    let sum = digits.reduce(0) { $0 + Int(String($1))! }
    var facts = ["The digits of \(number) add up to \(sum)."]
    if digits.count > 1, digits == String(digits.reversed()) {
      facts.append("\(number) is a palindrome: it reads the same backwards.")
    }
    return facts
  }

  /// Squares, cubes, powers of two, triangular and Fibonacci numbers.
  private static func shapeFacts(_ number: UInt) -> [String] {
    var facts: [String] = []
    if let root = exactRoot(number, power: 2) {
      facts.append("\(number) is a perfect square: \(root) × \(root).")
    }
    if let root = exactRoot(number, power: 3) {
      facts.append("\(number) is a perfect cube: \(root) × \(root) × \(root).")
    }
    if number.nonzeroBitCount == 1 {
      facts.append("\(number) is a power of two: 2\(superscript(number.trailingZeroBitCount)).")
    }
    // n(n + 1) / 2 = number  ⟺  8 × number + 1 is an odd square.
    let (eightTimes, overflow) = number.multipliedReportingOverflow(by: 8)
    if !overflow, eightTimes < .max, let root = exactRoot(eightTimes + 1, power: 2) {
      let n = (root - 1) / 2
      facts.append("\(number) is a triangular number: the sum of the whole numbers from 1 to \(n).")
    }
    if let (previous, beforeThat) = fibonacciPredecessors(of: number) {
      facts.append("\(number) is a Fibonacci number: \(beforeThat) + \(previous) = \(number).")
    }
    return facts
  }

  private static func primeFactors(_ number: UInt) -> [(prime: UInt, exponent: Int)] {
    var factors: [(prime: UInt, exponent: Int)] = []
    var remainder = number
    var candidate: UInt = 2
    while candidate * candidate <= remainder {
      var exponent = 0
      while remainder.isMultiple(of: candidate) {
        remainder /= candidate
        exponent += 1
      }
      if exponent > 0 { factors.append((candidate, exponent)) }
      candidate += candidate == 2 ? 1 : 2
    }
    if remainder > 1 { factors.append((remainder, 1)) }
    return factors
  }

  private static func divisors(
    _ number: UInt, factors: [(prime: UInt, exponent: Int)]
  ) -> [UInt] {
    var divisors: [UInt] = [1]
    for (prime, exponent) in factors {
      var powers: [UInt] = []
      var power: UInt = 1
      for _ in 0..<exponent {
        power *= prime
        powers.append(power)
      }
      divisors += divisors.flatMap { divisor in powers.map { divisor * $0 } }
    }
    return divisors.sorted()
  }

  /// The integer whose `power`-th power is `number`, if there is one.
  private static func exactRoot(_ number: UInt, power: Int) -> UInt? {
    let estimate = UInt(pow(Double(number), 1 / Double(power)).rounded())
    // Floating point is close but not exact for large numbers: check the neighbours too.
    for candidate in [estimate &- 1, estimate, estimate &+ 1] where candidate > 0 {
      var value: UInt = 1
      var overflow = false
      for _ in 0..<power where !overflow {
        (value, overflow) = value.multipliedReportingOverflow(by: candidate)
      }
      if !overflow, value == number { return candidate }
    }
    return nil
  }

  /// The two Fibonacci numbers before `number`, if `number` is one (and is at least 2).
  private static func fibonacciPredecessors(of number: UInt) -> (UInt, UInt)? {
    var (beforeThat, previous): (UInt, UInt) = (1, 1)
    while true {
      let (next, overflow) = beforeThat.addingReportingOverflow(previous)
      if overflow || next > number { return nil }
      if next == number { return (previous, beforeThat) }
      (beforeThat, previous) = (previous, next)
    }
  }

  private static func romanNumeral(_ number: Int) -> String? {
    guard (1...3999).contains(number) else { return nil }
    let symbols: [(Int, String)] = [
      (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
      (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
    ]
    var remainder = number
    var result = ""
    for (value, symbol) in symbols {
      while remainder >= value {
        result += symbol
        remainder -= value
      }
    }
    return result
  }

  private static func superscript<Number: BinaryInteger>(_ number: Number) -> String {
    let digits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
    return String(String(number).map { digits[Int(String($0))!] })
  }

  private static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items.last!
  }
}
