import Testing

@testable import ComposableArchitecture

private enum Door: Equatable {
  case open(angle: Int)
  case closed
}

/// `CaseExtraction` recognizes case paths made by `/` by reading the private layout of
/// swift-case-paths' `AnyCasePath`, which is why Package.swift pins that package to a minor
/// version. These tests fail, naming the package, the day that layout is not the one read.
@Suite(.fastPathsOn) struct CaseConstructorLayoutTests {
  static let layoutChanged = """
    swift-case-paths' AnyCasePath is no longer laid out as CaseExtraction reads it (two \
    closures, embed then extract): update `extractionFunction(of:)` in \
    Internal/Runtime/CaseExtraction.swift for the new version, or keep the pinned one.
    """

  @Test @available(*, deprecated, message: "`/` is what 2021 code spells")
  func aCasePathMadeByTheCaseConstructorOperatorIsRecognized() {
    #expect(
      CaseExtraction<Door, Int>(/Door.open).witnesses != nil,
      Comment(rawValue: Self.layoutChanged))
  }

  @Test func aHandWrittenCasePathIsNotRecognized() {
    let handWritten = AnyCasePath<Door, Int>(
      embed: { Door.open(angle: $0) },
      extract: {
        guard case let .open(angle) = $0 else { return nil }
        return angle
      }
    )
    #expect(CaseExtraction(handWritten).witnesses == nil, Comment(rawValue: Self.layoutChanged))
  }
}
