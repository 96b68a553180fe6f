/// Whether a list is being edited: its rows show delete and move controls while it is.
///
/// ```swift
/// struct TodosState: Equatable {
///   var editMode: EditMode = .inactive
/// }
/// List { … }
///   .environment(\.editMode, viewStore.binding(get: \.editMode, send: TodosAction.editModeChanged))
/// ```
public enum EditMode: Hashable, Sendable {
  case inactive
  case transient
  case active

  /// Whether rows show their editing controls.
  public var isEditing: Bool {
    self != .inactive
  }
}
