import ComposableArchitecture
import ComposableWeb

/// Which to-dos the list shows.
public enum TodosFilter: String, Codable, CaseIterable, Equatable, Hashable {
  case all = "All"
  case active = "Active"
  case completed = "Completed"

  func includes(_ todo: Todo) -> Bool {
    switch self {
    case .all: true
    case .active: !todo.isComplete
    case .completed: todo.isComplete
    }
  }
}

/// A to-do list: add, edit, check off (completed to-dos sink to the bottom a moment later),
/// filter, clear the completed ones, and delete or reorder in edit mode.
public struct TodosState: Codable, Equatable {
  public var editMode: EditMode
  public var filter: TodosFilter
  public var todos: IdentifiedArrayOf<Todo>

  public init(
    editMode: EditMode = .inactive,
    filter: TodosFilter = .all,
    todos: IdentifiedArrayOf<Todo> = []
  ) {
    self.editMode = editMode
    self.filter = filter
    self.todos = todos
  }

  /// The to-dos the current filter shows, in order.
  public var filteredTodos: IdentifiedArrayOf<Todo> {
    todos.filter(filter.includes)
  }
}

@CasePathable
public enum TodosAction: Codable, Equatable {
  case addTodoButtonTapped
  case clearCompletedButtonTapped
  case delete(IndexSet)
  case editModeChanged(EditMode)
  case filterPicked(TodosFilter)
  case move(IndexSet, Int)
  case sortCompletedTodos
  case todo(id: Todo.ID, action: TodoAction)
}

public struct TodosEnvironment {
  public var mainQueue: AnySchedulerOf<DispatchQueue>
  public var uuid: () -> UUID

  public init(mainQueue: AnySchedulerOf<DispatchQueue>, uuid: @escaping () -> UUID) {
    self.mainQueue = mainQueue
    self.uuid = uuid
  }

  /// The main queue, and ids numbered from zero (see `UUID.incrementing()`), so a session's bug
  /// report replays in a test.
  public static var live: TodosEnvironment {
    TodosEnvironment(mainQueue: .main, uuid: UUID.incrementing())
  }
}

extension TodosEnvironment {
  /// How long a checked-off to-do stays in place before the list re-sorts: long enough to see
  /// the check, and to uncheck a mistake without the row jumping away.
  public static var sortDelay: DispatchQueue.SchedulerTimeType.Stride { .seconds(1) }
}

public let todosReducer = Reducer<TodosState, TodosAction, TodosEnvironment>.combine(
  todoReducer.forEach(
    state: \.todos,
    action: \.todo,
    environment: { _ in () }
  ),
  Reducer { state, action, environment in
    struct SortID: Hashable {}

    switch action {
    case .addTodoButtonTapped:
      state.todos.insert(Todo(id: environment.uuid()), at: 0)
      return .none

    case .clearCompletedButtonTapped:
      state.todos.removeAll(where: \.isComplete)
      return .none

    case let .delete(offsets):
      // Offsets count the rows the filter shows.
      let shown = state.filteredTodos
      for offset in offsets where shown.indices.contains(offset) {
        state.todos.remove(id: shown[offset].id)
      }
      return .none

    case let .editModeChanged(editMode):
      state.editMode = editMode
      return .none

    case let .filterPicked(filter):
      state.filter = filter
      return .none

    case var .move(source, destination):
      // Offsets count the rows the filter shows: map them onto the whole list.
      if state.filter != .all {
        let shown = state.filteredTodos
        source = IndexSet(
          source.compactMap {
            shown.indices.contains($0) ? state.todos.index(id: shown[$0].id) : nil
          })
        destination =
          destination < shown.count
          ? state.todos.index(id: shown[destination].id) ?? state.todos.endIndex
          : (shown.last.flatMap { state.todos.index(id: $0.id) }.map { $0 + 1 }
            ?? state.todos.endIndex)
      }
      state.todos.move(fromOffsets: source, toOffset: destination)
      return Effect(value: .sortCompletedTodos)
        .deferred(for: .milliseconds(100), scheduler: environment.mainQueue)

    case .sortCompletedTodos:
      // A stable partition: active to-dos first, each group in its own order.
      state.todos = IdentifiedArray(
        uniqueElements: state.todos.filter { !$0.isComplete } + state.todos.filter(\.isComplete))
      return .none

    case .todo(id: _, action: .checkBoxToggled):
      return Effect(value: .sortCompletedTodos)
        .debounce(id: SortID(), for: TodosEnvironment.sortDelay, scheduler: environment.mainQueue)

    case .todo:
      return .none
    }
  }
)
