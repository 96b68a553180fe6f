import ComposableArchitecture

// A small settings feature, shaped like the case study, shared by the binding tests.

struct UserSettings: Equatable, Codable {
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

extension UserSettings {
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.enableHaptics == rhs.enableHaptics
      && lhs.theme == rhs.theme
      && lhs.fontSize == rhs.fontSize
      && lhs.notes.text == rhs.notes.text
  }
}

struct SettingsState: Equatable {
  @BindableState var displayName = ""
  @BindableState var protectMyPosts = false
  @BindableState var sendNotifications = false
  @BindableState var userSettings = UserSettings()
  var isLoading = false
}

@CasePathable
enum SettingsAction: BindableAction, Equatable {
  case binding(BindingAction<SettingsState>)
  case resetButtonTapped
}

struct AppState: Equatable {
  var settings = SettingsState()
  var count = 0
}

@CasePathable
enum AppAction: Equatable {
  case settings(SettingsAction)
  case binding(BindingAction<AppState>)
}
