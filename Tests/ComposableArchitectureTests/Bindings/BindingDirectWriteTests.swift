import Testing

@testable import ComposableArchitecture

// A binding action for a root-level `$field` writes the field's storage directly once its key
// path is learned. These pin down that the direct write lands exactly where the key path would
// have written, and that key paths it can't vouch for keep writing through the key path.

/// Fields of mixed sizes and alignments around the bindable ones, so a wrong offset shows.
private struct MixedForm: Equatable {
  var flag = false
  @BindableState var name = "Blob"
  var small: UInt8 = 7
  @BindableState var count = 1
  var optional: Double? = 2.5
  @BindableState var tags: [String] = []
  @BindableState var nickname: String? = nil
  var trailing = "end"

  /// A computed key path to `count`'s storage that clamps: a direct write would skip the clamp.
  var clampedCount: BindableState<Int> {
    get { _count }
    set { _count.wrappedValue = min(newValue.wrappedValue, 10) }
  }

  static let countStorageOffset = MemoryLayout<MixedForm>.offset(of: \MixedForm._count)
}

@CasePathable
private enum MixedFormAction: BindableAction, Equatable {
  case binding(BindingAction<MixedForm>)
}

private struct GenericForm<Value: Equatable>: Equatable {
  var padding: UInt8 = 0
  @BindableState var value: Value
}

private final class FormModel {
  @BindableState var count = 0
}

private func mixedStore() -> ViewStore<MixedForm, MixedFormAction> {
  ViewStore(
    Store(
      initialState: MixedForm(),
      reducer: Reducer<MixedForm, MixedFormAction, Void>.empty.binding(),
      environment: ()
    )
  )
}

@Suite struct BindingDirectWriteTests {
  @Test(.fastPathsOn) func aRootLevelFieldIsWrittenInPlaceAndNothingElseChanges() {
    let viewStore = mixedStore()
    for round in 1...3 {
      viewStore.$count.wrappedValue = 100 + round
      viewStore.$name.wrappedValue = "Blob \(round)"
      viewStore.$tags.wrappedValue = Array(repeating: "tag", count: round)
      viewStore.$nickname.wrappedValue = round == 2 ? nil : "B\(round)"
      var expected = MixedForm()
      expected.count = 100 + round
      expected.name = "Blob \(round)"
      expected.tags = Array(repeating: "tag", count: round)
      expected.nickname = round == 2 ? nil : "B\(round)"
      #expect(viewStore.state == expected)
    }
    // The first write of each learned where its storage is.
    for keyPath: AnyKeyPath in [\MixedForm.$count, \MixedForm.$name, \MixedForm.$tags] {
      #expect(KeyPathLearning.entry(for: keyPath)?.storageOffset != nil)
    }
  }

  @Test(.fastPathsOn) func theLearnedOffsetIsTheStoragesOwn() {
    var state = MixedForm()
    BindingAction<MixedForm>.set(\.$count, 5).set(&state)
    BindingAction<MixedForm>.set(\.$count, 6).set(&state)
    let offset = KeyPathLearning.entry(for: \MixedForm.$count)?.storageOffset
    #expect(offset != nil)
    #expect(offset == MixedForm.countStorageOffset)
    #expect(state.count == 6)
  }

  @Test func aComputedPropertyOfBindableStateKeepsItsSetter() {
    var state = MixedForm()
    for value in [20, 30, 40] {
      BindingAction<MixedForm>.set(\.clampedCount, value).set(&state)
      #expect(state.count == 10)
    }
    #expect(KeyPathLearning.entry(for: \MixedForm.clampedCount)?.storageOffset == nil)
  }

  @Test func aPathBeyondTheProjectionIsWrittenThroughTheKeyPath() {
    var state = SettingsFormState()
    for size in [15, 16, 17] {
      BindingAction<SettingsFormState>.set(\.$userSettings.fontSize, size).set(&state)
      BindingAction<SettingsFormState>.set(\.$displayName.projectedValue, "Blob \(size)").set(
        &state)
      #expect(state.userSettings.fontSize == size)
      #expect(state.displayName == "Blob \(size)")
      #expect(state.userSettings.enableHaptics)
    }
    #expect(
      KeyPathLearning.entry(for: \SettingsFormState.$userSettings.fontSize)?.storageOffset == nil)
    #expect(
      KeyPathLearning.entry(for: \SettingsFormState.$displayName.projectedValue)?.storageOffset
        == nil
    )
  }

  @Test func eachSpecializationOfAGenericFormLearnsItsOwnOffset() {
    var ints = GenericForm(value: 0)
    var strings = GenericForm(value: "")
    for round in 1...3 {
      BindingAction<GenericForm<Int>>.set(\.$value, round).set(&ints)
      BindingAction<GenericForm<String>>.set(\.$value, "round \(round)").set(&strings)
      #expect(ints == GenericForm(padding: 0, value: round))
      #expect(strings == GenericForm(padding: 0, value: "round \(round)"))
    }
  }

  @Test func aClassRootIsWrittenThroughTheKeyPath() {
    let model = FormModel()
    var root = model
    for value in 1...3 {
      BindingAction<FormModel>.set(\.$count, value).set(&root)
      #expect(model.count == value)
    }
    #expect(KeyPathLearning.entry(for: \FormModel.$count)?.storageOffset == nil)
  }

  @Test func oneKeyPathObjectWrittenFromManyThreadsStaysCorrect() async {
    await withTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          var state = MixedForm()
          for value in 0..<500 {
            BindingAction<MixedForm>.set(\.$count, task * 1_000 + value).set(&state)
          }
          return state.count == task * 1_000 + 499 && state.name == "Blob"
        }
      }
      for await isCorrect in group {
        #expect(isCorrect)
      }
    }
  }
}
