import ComposableArchitecture

/// One to-do: what to do, and whether it is done.
public struct Todo: Codable, Equatable, Identifiable {
  public let id: UUID
  public var description: String
  public var isComplete: Bool

  public init(id: UUID, description: String = "", isComplete: Bool = false) {
    self.id = id
    self.description = description
    self.isComplete = isComplete
  }
}

public enum TodoAction: Codable, Equatable {
  case checkBoxToggled
  case textFieldChanged(String)
}

/// A to-do's own logic: editing its text and checking it off.
public let todoReducer = Reducer<Todo, TodoAction, Void> { todo, action, _ in
  switch action {
  case .checkBoxToggled:
    todo.isComplete.toggle()
    return .none
  case let .textFieldChanged(description):
    todo.description = description
    return .none
  }
}
