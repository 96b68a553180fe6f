import Testing

@testable import ComposableArchitecture

// A binding action holds its value as bytes, a string or a box, by the value's type. These pin
// down which, that each gives back the value written, and that a value written as bytes into a
// learned field lands exactly there, however small, and leaves its neighbors alone.

/// Two words with no references: the largest value held as bytes.
private struct Span: Equatable {
  var start: Double
  var end: Double
}

/// Three words with no references: too large for bytes, so boxed.
private struct Extent: Equatable {
  var x = 0
  var y = 0
  var z = 0
}

private enum Weekday: Equatable {
  case monday, tuesday, wednesday
}

/// Bindable fields of every small size between odd-sized neighbors, so a write of the wrong
/// width, or at the wrong offset, shows.
private struct SmallFieldsForm: Equatable {
  var before: UInt8 = 0xAA
  @BindableState var isOn = false
  var between: UInt8 = 0xBB
  @BindableState var level: Int8? = nil
  var middle: UInt16 = 0xCCCC
  @BindableState var day = Weekday.monday
  @BindableState var span = Span(start: 0, end: 1)
  var after: UInt8 = 0xDD
  @BindableState var extent = Extent()
}

@CasePathable
private enum SmallFieldsAction: BindableAction, Equatable {
  case binding(BindingAction<SmallFieldsForm>)
}

private func kind(_ value: BindingValue) -> String {
  switch value {
  case .plain: return "plain"
  case .string: return "string"
  case .boxed: return "boxed"
  }
}

@Suite struct BindingValueTests {
  @Test func valuesWithoutReferencesOfUpToTwoWordsAreHeldAsBytes() {
    #expect(kind(BindingValue(true)) == "plain")
    #expect(kind(BindingValue(42)) == "plain")
    #expect(kind(BindingValue(Int8?.none)) == "plain")
    #expect(kind(BindingValue(Weekday.tuesday)) == "plain")
    #expect(kind(BindingValue(Span(start: 1, end: 2))) == "plain")

    #expect(BindingValue(true).value as? Bool == true)
    #expect(BindingValue(42).value as? Int == 42)
    #expect(BindingValue(Int8?.some(-3)).value as? Int8? == .some(-3))
    #expect(BindingValue(Int8?.none).value as? Int8? == .some(nil))
    #expect(BindingValue(Weekday.tuesday).value as? Weekday == .tuesday)
    #expect(BindingValue(Span(start: 1, end: 2)).value as? Span == Span(start: 1, end: 2))
  }

  @Test func stringsAndOtherValuesKeepTheirOwnType() {
    #expect(kind(BindingValue("Blob")) == "string")
    #expect(BindingValue("Blob").value as? String == "Blob")

    #expect(kind(BindingValue(["a", "b"])) == "boxed")
    #expect(BindingValue(["a", "b"]).value as? [String] == ["a", "b"])
    #expect(kind(BindingValue(Extent(x: 1, y: 2, z: 3))) == "boxed")
    #expect(BindingValue(Extent(x: 1, y: 2, z: 3)).value as? Extent == Extent(x: 1, y: 2, z: 3))
  }

  @Test func actionsCompareByTheValueTheyHold() {
    typealias Action = BindingAction<SmallFieldsForm>
    #expect(Action.set(\.$isOn, true) == .set(\.$isOn, true))
    #expect(Action.set(\.$isOn, true) != .set(\.$isOn, false))
    #expect(Action.set(\.$span, Span(start: 0, end: 2)) != .set(\.$span, Span(start: 0, end: 3)))
    #expect(Action.set(\.$extent, Extent(x: 1)) == .set(\.$extent, Extent(x: 1)))
    #expect(Action.set(\.$extent, Extent(x: 1)) != .set(\.$extent, Extent(y: 1)))
  }

  @Test(.fastPathsOn) func smallValuesAreWrittenInPlaceAndNothingElseChanges() {
    let viewStore = ViewStore(
      Store(
        initialState: SmallFieldsForm(),
        reducer: Reducer<SmallFieldsForm, SmallFieldsAction, Void>.empty.binding(),
        environment: ()
      )
    )
    // The first write of each key path learns where its storage is; the later ones write there.
    for round in 1...3 {
      viewStore.$isOn.wrappedValue = round != 2
      viewStore.$level.wrappedValue = round == 2 ? nil : Int8(-round)
      viewStore.$day.wrappedValue = round == 3 ? .wednesday : .tuesday
      viewStore.$span.wrappedValue = Span(start: Double(round), end: Double(round) + 0.5)
      viewStore.$extent.wrappedValue = Extent(x: round, y: -round, z: round * 10)
      var expected = SmallFieldsForm()
      expected.isOn = round != 2
      expected.level = round == 2 ? nil : Int8(-round)
      expected.day = round == 3 ? .wednesday : .tuesday
      expected.span = Span(start: Double(round), end: Double(round) + 0.5)
      expected.extent = Extent(x: round, y: -round, z: round * 10)
      #expect(viewStore.state == expected)
    }
    #expect(KeyPathLearning.entry(for: \SmallFieldsForm.$level)?.storageOffset != nil)
    #expect(KeyPathLearning.entry(for: \SmallFieldsForm.$span)?.storageOffset != nil)
  }

  @Test func aPulledBackActionWritesItsSmallValueIntoTheChild() {
    struct Parent: Equatable {
      var padding: UInt8 = 1
      var form = SmallFieldsForm()
    }
    var parent = Parent()
    for round in 1...3 {
      let child = BindingAction<SmallFieldsForm>.set(\.$level, Int8(round))
      child.pullback(\Parent.form).set(&parent)
      #expect(parent.form.level == Int8(round))
      #expect(parent.padding == 1)
      #expect(parent.form.before == 0xAA && parent.form.between == 0xBB)
    }
  }
}
