import Testing

@testable import ComposableArchitecture

// Each fast path learns a fact once per type and checks it against the public slow path before
// it trusts it. These tests corrupt what is learned, on purpose, through the task-local test
// hook, and show that the check catches it: one runtime warning naming the type and the
// assumption, the fast path off for that type, and every value still right.
//
// Each test has types of its own: a fast path turned off stays off for its type.

/// Whether an issue is the warning that turns a fast path off for `type`, naming `assumption`.
private func isFastPathWarning(
  _ issue: Issue, for type: Any.Type, _ assumption: FastPaths.Assumption
) -> Bool {
  issue.message.contains("A fast path was turned off for \(typeName(type))")
    && issue.message.contains(assumption.rawValue)
}

private enum Pair: Equatable {
  case first(Int)
  case second(Int)
  case neither
}

@CasePathable
private enum Signal: Equatable {
  case level(Int)
  case label(String)
  case off
}

private struct Shelf: Equatable {
  var title = "Shelf"
  var books = ["Emma", "Persuasion", "Sanditon"]
}

private struct Volume: Equatable {
  @BindableState var left = 0
  @BindableState var right = 0
}

private enum VolumeAction: BindableAction, Equatable {
  case binding(BindingAction<Volume>)
}

@Suite(.fastPathsOn) struct FastPathVerificationTests {
  @Test @available(*, deprecated, message: "`/` is what 2021 code spells")
  func aWrongCasePayloadIsCaught() {
    let extraction = FastPaths.$corrupted.withValue([.casePayload]) {
      let extraction = CaseExtraction<Pair, Int>(/Pair.first)
      withKnownIssue {
        #expect(extraction.extract(from: Pair.first(1)) == 1)
      } matching: { issue in
        isFastPathWarning(issue, for: Pair.self, .casePayload)
      }
      return extraction
    }
    // Off for `Pair` from now on, without another warning: every answer is the case path's.
    for _ in 1...2 {
      #expect(extraction.extract(from: .first(7)) == 7)
      #expect(extraction.extract(from: .second(7)) == nil)
      #expect(extraction.extract(from: .neither) == nil)
    }
    #expect(FastPaths.isDisabled(.casePayload, for: Pair.self))
    // A new extraction for the type learns nothing either.
    #expect(CaseExtraction<Pair, Int>(/Pair.second).witnesses == nil)
  }

  @Test func aWrongCaseConstructorLayoutIsCaught() {
    // Case key paths are recognized from the enum's own list, not from the layout: this one is
    // made from a case constructor, as `/` makes them.
    let casePath = AnyCasePath<Signal, Int>(unsafe: { Signal.level($0) })
    FastPaths.$corrupted.withValue([.caseConstructorLayout]) {
      withKnownIssue {
        let extraction = CaseExtraction(casePath)
        #expect(extraction.witnesses == nil)
        #expect(extraction.extract(from: .level(3)) == 3)
        #expect(extraction.extract(from: .label("x")) == nil)
      } matching: { issue in
        isFastPathWarning(issue, for: AnyCasePath<Signal, Int>.self, .caseConstructorLayout)
      }
    }
  }

  @Test func aWrongArrayElementIsCaught() throws {
    let store = Store(
      initialState: Shelf(),
      reducer: Reducer<Shelf, String, Void> { state, title, _ in
        state.books[1] = title
        return .none
      },
      environment: ()
    )
    var scoped: Store<String, String>?
    FastPaths.$corrupted.withValue([.arrayElement]) {
      withKnownIssue {
        scoped = store.scope(state: \.books[1])
      } matching: { issue in
        isFastPathWarning(issue, for: Shelf.self, .arrayElement)
      }
    }
    let book = ViewStore(try #require(scoped))
    #expect(book.state == "Persuasion")
    store.send("Mansfield Park")
    #expect(book.state == "Mansfield Park")
    // Another key path of the same root is applied through the key path, without a warning.
    #expect(ViewStore(store.scope(state: \.books[2])).state == "Sanditon")
  }

  @Test func aWrongFieldStorageIsCaught() {
    let store = Store(
      initialState: Volume(),
      reducer: Reducer<Volume, VolumeAction, Void> { _, _, _ in .none }.binding(),
      environment: ()
    )
    let viewStore = ViewStore(store)
    FastPaths.$corrupted.withValue([.fieldStorage]) {
      withKnownIssue {
        viewStore.send(.binding(.set(\.$left, 3)))
      } matching: { issue in
        isFastPathWarning(issue, for: Volume.self, .fieldStorage)
      }
    }
    // The learned offset was the other field's: the slow path wrote the right one.
    #expect(viewStore.state == Volume(left: 3, right: 0))
    viewStore.send(.binding(.set(\.$left, 4)))
    viewStore.send(.binding(.set(\.$right, 5)))
    #expect(viewStore.state == Volume(left: 4, right: 5))
    #expect(KeyPathLearning.entry(for: \Volume.$left)?.storageOffset == nil)
  }
}

@Suite(.fastPathsOn) struct EnumWitnessLayoutVerificationTests {
  @Test func theWitnessTableLayoutIsCheckedAgainstSwiftCasePaths() {
    #expect(enumWitnessLayoutHolds)
    #expect(enumWitnessesAgreeWithCasePaths())
    // A reader that reads other tags than swift-case-paths is caught.
    #expect(!enumWitnessesAgreeWithCasePaths(corruption: 1))
  }
}

private enum Light: Equatable {
  case red
  case green(seconds: Int)
}

@Suite(.fastPathsOn) struct EnumTagVerificationTests {
  @Test func aWrongTagReaderIsCaught() {
    let readTag = FastPaths.$corrupted.withValue([.enumTag]) {
      var reader: ((Light) -> UInt32?)?
      withKnownIssue {
        reader = enumTagReader(verifiedOn: Light.red)
      } matching: { issue in
        isFastPathWarning(issue, for: Light.self, .enumTag)
      }
      return reader
    }
    // Tags read the slow way still tell the cases apart, and not the payloads.
    #expect(readTag?(.red) != readTag?(.green(seconds: 3)))
    #expect(readTag?(.green(seconds: 3)) == readTag?(.green(seconds: 9)))
    #expect(FastPaths.isDisabled(.enumTag, for: Light.self))
  }
}
