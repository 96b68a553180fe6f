import ComposableArchitecture

// A small settings feature, shaped like the case study, shared by the binding tests.

struct Preferences: Equatable, Codable {
  var enableHaptics = true
  var theme = Theme.system
  var fontSize = 14
  var notes: NotEquatable = NotEquatable()
}

enum Theme: String, Equatable, Codable {
  case system, light, dark
}

/// A nested value that is not `Equatable`, so binding to it can't make a `BindingAction` of its own.
struct NotEquatable: Codable {
  var text = ""
}

extension Preferences {
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.enableHaptics == rhs.enableHaptics
      && lhs.theme == rhs.theme
      && lhs.fontSize == rhs.fontSize
      && lhs.notes.text == rhs.notes.text
  }
}

struct SettingsFormState: Equatable {
  @BindableState var displayName = ""
  @BindableState var protectMyPosts = false
  @BindableState var sendNotifications = false
  @BindableState var userSettings = Preferences()
  var isLoading = false
}

@CasePathable
enum SettingsFormAction: BindableAction, Equatable {
  case binding(BindingAction<SettingsFormState>)
  case resetButtonTapped
}

struct FormAppState: Equatable {
  var settings = SettingsFormState()
  var count = 0
}

@CasePathable
enum FormAppAction: Equatable {
  case settings(SettingsFormAction)
  case binding(BindingAction<FormAppState>)
}
