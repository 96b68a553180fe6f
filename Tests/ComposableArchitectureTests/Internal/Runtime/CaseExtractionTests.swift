import Testing

@testable import ComposableArchitecture

// Each test sends values of every case through a fresh extraction twice: the first pass learns
// (or doesn't), the second runs what was learned. Both must answer as the case path itself does.

private final class Reference: Equatable, @unchecked Sendable {
  let name: String
  init(_ name: String) { self.name = name }
  static func == (lhs: Reference, rhs: Reference) -> Bool { lhs === rhs }
}

private struct Todo: Equatable {
  var title: String
  var isComplete: Bool
}

@CasePathable
private enum TodoAction: Equatable {
  case toggle
  case rename(String)
}

/// Payload and no-payload cases, payloads with references, so the runtime packs the tag into
/// spare bits of the payloads.
@CasePathable
private enum AppAction: Equatable {
  case todo(id: Int, action: TodoAction)
  case title(String)
  case reference(Reference)
  case pair(Reference, Todo)
  case named(name: String)
  case refresh
  case clear
}

private indirect enum Tree: Equatable {
  case leaf(Int)
  case node(Tree, Tree)
  case labeled(String, Tree)
  case empty
}

private enum Either<Left: Equatable, Right: Equatable>: Equatable {
  case left(Left)
  case right(Right)
  case neither
}

private enum PartlyIndirect: Equatable {
  case value(String)
  indirect case wrapped(PartlyIndirect)
  case nothing
}

private struct Form: Equatable {
  @BindableState var name = ""
  @BindableState var isOn = false
}

private enum FormAction: Equatable {
  case binding(BindingAction<Form>)
  case submit
}

@CasePathable
private enum Outer: Equatable {
  case inner(Inner)
  case other(Int)
}

@CasePathable
private enum Inner: Equatable {
  case number(Int)
  case nothing
}

/// Extracts every value twice through a fresh extraction, comparing with the case path's own
/// answers, both copied out (`extract`) and read in place (`withExtracted`), and returns the
/// extraction to inspect what it learned.
@discardableResult
private func expectSameAnswers<Root, Value>(
  _ extraction: CaseExtraction<Root, Value>,
  _ values: [Root],
  equal: (Value, Value) -> Bool,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> CaseExtraction<Root, Value> {
  for pass in 1...2 {
    for value in values {
      let expected = extraction.casePath.extract(from: value)
      let readInPlace = extraction.withExtracted(from: value) { $0.pointee }
      for actual in [extraction.extract(from: value), readInPlace] {
        switch (expected, actual) {
        case (nil, nil):
          break
        case let (expected?, actual?):
          #expect(
            equal(expected, actual), "pass \(pass): \(value)", sourceLocation: sourceLocation
          )
        default:
          Issue.record(
            "pass \(pass): \(value): expected \(String(describing: expected)), got \(String(describing: actual))",
            sourceLocation: sourceLocation
          )
        }
      }
    }
  }
  return extraction
}

private func isLearned<Root, Value>(_ extraction: CaseExtraction<Root, Value>) -> Bool {
  extraction.learnedCase.load(ordering: .relaxed) & CaseExtraction<Root, Value>.isLearned != 0
}

private let first = Reference("first")
private let second = Reference("second")

private let appActions: [AppAction] = [
  .todo(id: 1, action: .toggle),
  .title("Groceries"),
  .todo(id: 2, action: .rename("Milk, eggs and a much longer title than fits inline")),
  .reference(first),
  .pair(second, Todo(title: "Call Blob", isComplete: true)),
  .named(name: "Blob"),
  .refresh,
  .todo(id: -7, action: .rename("")),
  .clear,
  .reference(second),
]

@Suite struct CaseExtractionTests {
  @Test(.fastPathsOn) @available(*, deprecated)
  func caseConstructorOfATuplePayloadIsLearned() {
    let extraction = expectSameAnswers(
      CaseExtraction(/AppAction.todo(id:action:)), appActions, equal: { $0 == $1 }
    )
    #expect(isLearned(extraction))
  }

  @Test(.fastPathsOn) @available(*, deprecated)
  func caseConstructorsOfReferencePayloadsAreLearned() {
    let reference = expectSameAnswers(
      CaseExtraction(/AppAction.reference), appActions, equal: { $0 === $1 }
    )
    #expect(isLearned(reference))
    let pair = expectSameAnswers(
      CaseExtraction(/AppAction.pair), appActions, equal: { $0.0 === $1.0 && $0.1 == $1.1 }
    )
    #expect(isLearned(pair))
    let title = expectSameAnswers(CaseExtraction(/AppAction.title), appActions, equal: ==)
    #expect(isLearned(title))
  }

  @Test(.fastPathsOn) @available(*, deprecated)
  func aLabeledSingleValueIsLearned() {
    let extraction = expectSameAnswers(CaseExtraction(/AppAction.named), appActions, equal: ==)
    #expect(isLearned(extraction))
  }

  @Test(.fastPathsOn) @available(*, deprecated)
  func indirectCasesAreLearned() {
    let trees: [Tree] = [
      .leaf(1), .node(.leaf(2), .empty), .labeled("root", .node(.leaf(3), .leaf(4))), .empty,
      .node(.empty, .labeled("x", .leaf(5))),
    ]
    let node = expectSameAnswers(CaseExtraction(/Tree.node), trees, equal: { $0 == $1 })
    #expect(isLearned(node))
    let labeled = expectSameAnswers(CaseExtraction(/Tree.labeled), trees, equal: { $0 == $1 })
    #expect(isLearned(labeled))
    let leaf = expectSameAnswers(CaseExtraction(/Tree.leaf), trees, equal: ==)
    #expect(isLearned(leaf))

    let values: [PartlyIndirect] = [
      .value("a"), .wrapped(.value("b")), .nothing, .wrapped(.wrapped(.nothing)),
    ]
    let wrapped = expectSameAnswers(
      CaseExtraction(/PartlyIndirect.wrapped), values, equal: ==
    )
    #expect(isLearned(wrapped))
    let value = expectSameAnswers(CaseExtraction(/PartlyIndirect.value), values, equal: ==)
    #expect(isLearned(value))
  }

  @Test(.fastPathsOn) @available(*, deprecated)
  func genericEnumsAreLearned() {
    let values: [Either<String, Int>] = [.left("a"), .right(1), .neither, .left("b"), .right(2)]
    let left = expectSameAnswers(CaseExtraction(/Either<String, Int>.left), values, equal: ==)
    #expect(isLearned(left))
    let right = expectSameAnswers(CaseExtraction(/Either<String, Int>.right), values, equal: ==)
    #expect(isLearned(right))
  }

  @Test(.fastPathsOn) @available(*, deprecated)
  func aCaseThatIsNeverMatchedIsRefusedByItsTag() {
    let extraction = expectSameAnswers(
      CaseExtraction(/AppAction.title), [.refresh, .clear, .todo(id: 1, action: .toggle)],
      equal: ==
    )
    #expect(!isLearned(extraction))
    #expect(extraction.refusedTags.load(ordering: .relaxed).nonzeroBitCount == 3)
    #expect(extraction.extract(from: .title("late")) == "late")
    #expect(isLearned(extraction))
  }

  @Test func handWrittenCasePathsAreNeverLearned() {
    // Matches some values of one case only, and two cases: a tag can't tell what it extracts.
    let evenTodos = AnyCasePath<AppAction, (Int, TodoAction)>(
      embed: { AppAction.todo(id: $0.0, action: $0.1) },
      extract: {
        guard case let .todo(id, action) = $0, id.isMultiple(of: 2) else { return nil }
        return (id, action)
      }
    )
    let evens = expectSameAnswers(
      CaseExtraction(evenTodos), appActions + [.todo(id: 4, action: .toggle)],
      equal: { $0 == $1 }
    )
    #expect(evens.witnesses == nil)
    #expect(!isLearned(evens))

    let anyText = AnyCasePath<AppAction, String>(
      embed: AppAction.title,
      extract: {
        switch $0 {
        case let .title(text), let .named(text): return text
        default: return nil
        }
      }
    )
    let texts = expectSameAnswers(CaseExtraction(anyText), appActions, equal: ==)
    #expect(texts.witnesses == nil)
    #expect(CaseExtraction(anyText).extract(from: .named(name: "Blob")) == "Blob")
  }

  @Test(.fastPathsOn) func caseKeyPathsOfTheEnumsCasesAreLearned() {
    let todo = expectSameAnswers(CaseExtraction(\AppAction.Cases.todo), appActions) {
      $0 == $1
    }
    #expect(isLearned(todo))
    let named = expectSameAnswers(CaseExtraction(\AppAction.Cases.named), appActions, equal: ==)
    #expect(isLearned(named))
  }

  @Test func caseKeyPathsIntoAPayloadAreNeverLearned() {
    let values: [Outer] = [.inner(.number(1)), .inner(.nothing), .other(2), .inner(.number(3))]
    let number = expectSameAnswers(CaseExtraction(\Outer.Cases.inner.number), values, equal: ==)
    #expect(number.witnesses == nil)
    #expect(CaseExtraction(\Outer.Cases.inner.number).extract(from: .inner(.nothing)) == nil)
  }

  @Test func onlyEnumsHaveEnumWitnesses() {
    #expect(EnumWitnesses(AppAction.self) != nil)
    #expect(EnumWitnesses(Int?.self) != nil)
    #expect(EnumWitnesses(Int.self) == nil)
    #expect(EnumWitnesses(Todo.self) == nil)
    #expect(EnumWitnesses(Reference.self) == nil)
  }

  @Test(.fastPathsOn) func aCaseConstructorIsLearnedFromASample() {
    let extraction = CaseExtraction(caseConstructor: { AppAction.title($0) })
    #expect(extraction.extract(from: .title("sample")) == "sample")
    #expect(isLearned(extraction))
    expectSameAnswers(extraction, appActions, equal: ==)
  }

  @Test(.fastPathsOn) func anEmbedLearnsTheCaseItBuildsNotTheCaseItIsAskedAbout() {
    // `.title` holds a `String` too, but embedding one builds `.named`: `.title` is refused.
    let extraction = CaseExtraction(caseConstructor: { AppAction.named(name: $0) })
    #expect(extraction.extract(from: .title("a")) == nil)
    #expect(!isLearned(extraction))
    expectSameAnswers(extraction, appActions + [.title("a"), .named(name: "b")], equal: ==)
    #expect(isLearned(extraction))
    #expect(extraction.extract(from: .title("a")) == nil)
  }

  @Test(.fastPathsOn) func aPayloadWithExistentialsIsLearned() {
    // A binding action holds its value in an existential, whose unused inline bytes a copy
    // leaves as they were: learning never compares payloads byte by byte.
    let name = BindingAction<Form>.set(\.$name, "Blob")
    let isOn = BindingAction<Form>.set(\.$isOn, true)
    let extraction = CaseExtraction(caseConstructor: { FormAction.binding($0) })
    #expect(extraction.extract(from: .binding(name)) == name)
    #expect(isLearned(extraction))
    #expect(extraction.extract(from: .binding(isOn)) == isOn)
    #expect(extraction.extract(from: .submit) == nil)
  }

}
