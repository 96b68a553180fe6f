import ComposableArchitecture

/// The values a view reads with ``Environment``, set for a subtree with
/// `.environment(_:_:)`.
///
/// ```swift
/// struct Row: View {
///   @Environment(\.editMode) var editMode
///   @Environment(\.colorScheme) var colorScheme
///   var body: some View { … }
/// }
/// ```
public struct EnvironmentValues {
  private var values: [ObjectIdentifier: Any] = [:]

  public init() {}

  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

extension EnvironmentValues {
  /// Whether the views below show light or dark colors (`.preferredColorScheme(_:)`).
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// Whether a view above set the color scheme, rather than it being the default.
  var isColorSchemeSet: Bool {
    values[ObjectIdentifier(ColorSchemeKey.self)] != nil
  }

  /// Whether the view is presented by a navigation link or a sheet, and a way to dismiss it.
  public var presentationMode: Binding<PresentationMode> {
    get { self[PresentationModeKey.self] }
    set { self[PresentationModeKey.self] = newValue }
  }

  /// Dismisses the presentation (navigation link or sheet) the view is in.
  public var dismiss: DismissAction {
    get { self[DismissActionKey.self] }
    set { self[DismissActionKey.self] = newValue }
  }

  /// Whether the lists below are being edited; set by `EditButton` or your own binding.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }

  /// Whether controls below respond to input (`.disabled(_:)` turns it off).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// What a `.refreshable` above asks the lists below to run.
  public var refresh: RefreshAction? {
    get { self[RefreshActionKey.self] }
    set { self[RefreshActionKey.self] = newValue }
  }
}

private enum ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { .light }
}

private enum PresentationModeKey: EnvironmentKey {
  static var defaultValue: Binding<PresentationMode> {
    .constant(PresentationMode(isPresented: false, dismissPresentation: {}))
  }
}

private enum DismissActionKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(isPresented: false, action: {}) }
}

private enum EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

private enum IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

private enum RefreshActionKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}
