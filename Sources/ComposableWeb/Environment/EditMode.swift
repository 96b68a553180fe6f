/// Whether a list is being edited: its rows show delete and move controls while it is.
///
/// ```swift
/// struct TodosState: Equatable {
///   var editMode: EditMode = .inactive
/// }
/// List { … }
///   .environment(\.editMode, viewStore.binding(get: \.editMode, send: TodosAction.editModeChanged))
/// ```
///
/// It encodes as its case's name (`"active"`), so feature state that holds it stays `Codable`.
public enum EditMode: String, Codable, Hashable, Sendable {
  case inactive
  case transient
  case active

  /// Whether rows show their editing controls.
  public var isEditing: Bool {
    self != .inactive
  }
}
