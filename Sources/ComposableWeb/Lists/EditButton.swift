import IssueReporting

/// A button that turns the edit mode of the lists around it on and off: "Edit", then "Done".
///
/// ```swift
/// .navigationBarItems(leading: EditButton())
/// ```
///
/// It toggles `\.editMode` from the environment: the one a `NavigationView` keeps, or your
/// own binding set with `.environment(\.editMode, …)`.
public struct EditButton: View {
  @Environment(\.editMode) var editMode

  public init() {}

  public var body: some View {
    if let editMode {
      Button(editMode.wrappedValue.isEditing ? "Done" : "Edit") {
        editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
      }
    } else {
      Button("Edit") {
        reportMissingEditMode()
      }
      .disabled(true)
    }
  }
}

private func reportMissingEditMode() {
  reportLibraryIssue(
    """
    An EditButton has no edit mode to toggle. Put it inside a NavigationView, or give it one \
    with .environment(\\.editMode, binding).
    """
  )
}
