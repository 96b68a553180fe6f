import CaseStudies
import Testing

@Suite struct NumberFactsTests {
  @Test func wellKnownFactsComeFirst() {
    #expect(
      NumberFacts.facts(about: 42).first
        == "42 is the answer to the ultimate question of life, the universe, and everything."
    )
    #expect(NumberFacts.facts(about: 1729).first?.contains("9³ + 10³") == true)
  }

  @Test func zeroAndOne() {
    #expect(
      NumberFacts.facts(about: 0)
        == ["0 is the only integer that is neither positive nor negative."]
    )
    #expect(
      NumberFacts.facts(about: 1)
        == [
          "1 is neither prime nor composite: it divides every integer.",
          "1 is an odd number.",
          "In Roman numerals, 1 is I.",
        ]
    )
  }

  @Test func primes() {
    let facts = NumberFacts.facts(about: 13)
    #expect(facts.contains("13 is a prime number: only 1 and 13 divide it."))
    #expect(facts.contains("13 is an odd number."))
    #expect(facts.contains("13 is a Fibonacci number: 5 + 8 = 13."))
    #expect(facts.contains("In binary, 13 is 1101."))
    #expect(facts.contains("In Roman numerals, 13 is XIII."))
    #expect(NumberFacts.facts(about: 2).contains("2 is a prime number: only 1 and 2 divide it."))
  }

  @Test func perfectAndComposite() {
    let facts = NumberFacts.facts(about: 28)
    #expect(facts.contains("28 is a composite number: 28 = 2² × 7."))
    #expect(facts.contains("The divisors of 28 are 1, 2, 4, 7, 14 and 28."))
    #expect(facts.contains("28 is a perfect number: 1 + 2 + 4 + 7 + 14 = 28."))
    #expect(facts.contains("28 is a triangular number: the sum of the whole numbers from 1 to 7."))
    #expect(facts.contains("The digits of 28 add up to 10."))
    #expect(
      NumberFacts.facts(about: 12).contains(
        "12 is an abundant number: its proper divisors add up to 16, more than itself."
      )
    )
  }

  @Test func shapes() {
    let facts = NumberFacts.facts(about: 64)
    #expect(facts.contains("64 is a perfect square: 8 × 8."))
    #expect(facts.contains("64 is a perfect cube: 4 × 4 × 4."))
    #expect(facts.contains("64 is a power of two: 2⁶."))
    #expect(
      NumberFacts.facts(about: 121).contains("121 is a palindrome: it reads the same backwards."))
    #expect(NumberFacts.facts(about: 720_720).contains("720720 has 240 divisors."))
  }

  @Test func negativeNumbers() {
    let facts = NumberFacts.facts(about: -6)
    #expect(facts.contains("-6 is negative: it is 6 steps below zero."))
    #expect(facts.contains("-6 is an even number."))
  }

  @Test func extremesStayQuickAndNeverTrap() {
    // Beyond the factoring limit only cheap facts are worked out.
    #expect(!NumberFacts.facts(about: .max).isEmpty)
    #expect(NumberFacts.facts(about: .max).contains { $0.contains("Fibonacci") } == false)
    #expect(!NumberFacts.facts(about: .min).isEmpty)
    #expect(
      NumberFacts.facts(about: 1 << 62).contains("4611686018427387904 is a power of two: 2⁶²."))
    #expect(
      NumberFacts.facts(about: 999_999_999_989).contains(
        "999999999989 is a prime number: only 1 and 999999999989 divide it."
      )
    )
  }
}
