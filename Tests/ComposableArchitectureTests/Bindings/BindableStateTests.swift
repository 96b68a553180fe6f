import ComposableArchitecture
import Foundation
import Testing

@Suite struct BindableStateTests {
  @Test func wrapsAValue() {
    var state = SettingsFormState()
    state.displayName = "Blob"
    #expect(state.$displayName.wrappedValue == "Blob")
  }

  @Test func theProjectionIsSettable() {
    var state = SettingsFormState()
    state.$displayName = BindableState(wrappedValue: "Blob")
    #expect(state.displayName == "Blob")
  }

  @Test func dynamicMemberLookupReachesNestedFields() {
    var state = SettingsFormState()
    let haptics: BindableState<Bool> = state.$userSettings.enableHaptics
    #expect(haptics.wrappedValue)
    state.$userSettings.enableHaptics = BindableState(wrappedValue: false)
    state.$userSettings.fontSize.wrappedValue = 20
    #expect(state.userSettings.enableHaptics == false)
    #expect(state.userSettings.fontSize == 20)
    #expect(state.userSettings.theme == .system)
  }

  @Test func equatable() {
    #expect(BindableState(wrappedValue: "Blob") == BindableState(wrappedValue: "Blob"))
    #expect(BindableState(wrappedValue: "Blob") != BindableState(wrappedValue: "Blob Jr."))
  }

  @Test func hashable() {
    let set: Set = [
      BindableState(wrappedValue: 1), BindableState(wrappedValue: 1),
      BindableState(wrappedValue: 2),
    ]
    #expect(set.count == 2)
    #expect(BindableState(wrappedValue: "Blob").hashValue == "Blob".hashValue)
  }

  @Test func sendable() {
    func requireSendable<Value: Sendable>(_ value: Value) -> Value { value }
    #expect(requireSendable(BindableState(wrappedValue: 1)).wrappedValue == 1)
  }

  @Test func codesAsTheBareValue() throws {
    struct Profile: Codable, Equatable {
      @BindableState var name = "Blob"
      @BindableState var age = 3
      var isAdmin = false
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(Profile())
    #expect(String(decoding: data, as: UTF8.self) == #"{"age":3,"isAdmin":false,"name":"Blob"}"#)
    let decoded = try JSONDecoder().decode(
      Profile.self, from: Data(#"{"age":4,"isAdmin":true,"name":"Blob Jr."}"#.utf8)
    )
    #expect(decoded.name == "Blob Jr.")
    #expect(decoded.age == 4)
    #expect(decoded.isAdmin)
  }

  @Test func roundTripsANestedValue() throws {
    let value = BindableState(wrappedValue: Preferences(enableHaptics: false, theme: .dark))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(value)
    let bare = try encoder.encode(value.wrappedValue)
    #expect(data == bare)
    #expect(try JSONDecoder().decode(BindableState<Preferences>.self, from: data) == value)
  }

  @Test func coderStrategiesApplyToTheWrappedValue() throws {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    let data = try encoder.encode([BindableState(wrappedValue: Date(timeIntervalSince1970: 42))])
    #expect(String(decoding: data, as: UTF8.self) == "[42]")
  }

  @Test func dumpsAsTheBareValue() {
    #expect(String(customDumping: BindableState(wrappedValue: "Blob")) == #""Blob""#)
    var state = SettingsFormState()
    state.displayName = "Blob"
    // The label is the backing storage's, `_displayName`: it comes from Swift's reflection of the
    // state, which a property wrapper can't rename. The value is bare.
    #expect(String(customDumping: state).contains(#"_displayName: "Blob","#))
    #expect(!String(customDumping: state).contains("BindableState"))
  }

  @Test func diffsShowTheBareValue() {
    var expected = SettingsFormState()
    expected.displayName = "Blob"
    let difference = diff(SettingsFormState(), expected)
    #expect(difference?.contains(#"+   _displayName: "Blob","#) == true)
    #expect(difference?.contains("BindableState") == false)
  }

  @Test func reflectsAsTheBareValue() {
    let mirror = Mirror(reflecting: BindableState(wrappedValue: Preferences()))
    #expect(mirror.children.map(\.label) == Mirror(reflecting: Preferences()).children.map(\.label))
  }

  @Test func describesAsTheBareValue() {
    #expect(String(describing: BindableState(wrappedValue: 42)) == "42")
    #expect("\(BindableState(wrappedValue: "Blob"))" == "Blob")
    #expect(String(reflecting: BindableState(wrappedValue: "Blob")) == #""Blob""#)
  }
}
