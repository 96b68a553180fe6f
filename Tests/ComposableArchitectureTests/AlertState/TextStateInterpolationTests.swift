import ComposableArchitecture
import Foundation
import Testing

/// `TextState` takes SwiftUI's `LocalizedStringKey` interpolations, as 2021 alerts wrote them.
@Suite struct TextStateInterpolationTests {
  let date = Date(timeIntervalSince1970: 1_622_727_660)  // 2021-06-03 13:41 UTC

  @Test func aFormatter() {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.timeZone = TimeZone(identifier: "UTC")
    #expect(TextState("Played \(date, formatter: formatter)") == TextState("Played 2021-06-03"))
  }

  @Test func aSpecifier() {
    let value = 2.345
    #expect(TextState("\(value, specifier: "%.1f") points") == TextState("2.3 points"))
    let key: LocalizedStringKey = "\(3, specifier: "%03d")"
    #expect(TextState(key) == TextState("003"))
  }

  @Test func dateStyles() {
    let now = Date()
    #expect(
      TextState("Started \(now.addingTimeInterval(-7_500), style: .relative) ago")
        == TextState("Started 2 hours, 5 minutes ago")
    )
    #expect(TextState("\(now.addingTimeInterval(125.5), style: .timer)") == TextState("2:05"))
    #expect(TextState("\(now.addingTimeInterval(-90), style: .offset)") == TextState("-1 minute"))
    #expect(!String(state: TextState("\(date, style: .date)")).isEmpty)
  }

  @Test func aPlainLiteralAndAStringVariableStayAsWritten() {
    let name = "Blob \\(not interpolated)"
    #expect(String(state: TextState(name)) == name)
    #expect(String(state: TextState("Hello")) == "Hello")
    let state: TextState = "Score: \(10)"
    #expect(state == TextState("Score: 10"))
  }

  @Test func integersInDigitsOptionalsAsDescribed() {
    let count = -1_234
    let small: Int8 = 7
    let large: UInt64 = .max
    #expect(TextState("\(count) left, \(small) shown") == TextState("-1234 left, 7 shown"))
    #expect(TextState("\(large)") == TextState("18446744073709551615"))
    let missing: Int? = nil
    let present: Int? = 3
    #expect(TextState("\(missing) \(present)") == TextState("nil Optional(3)"))
  }

  @Test func anotherTextStateInterpolated() {
    #expect(TextState("Hello, \(TextState("Blob"))!") == TextState("Hello, Blob!"))
  }
}
