// Written the way a 2021 app and its tests were written (Swift 5 language mode, XCTest,
// `/Enum.case` case paths, `Effect` publishers and schedulers), to prove that such code compiles
// and behaves unchanged against this package.
import ComposableArchitecture
import XCTest

struct Todo: Equatable, Identifiable {
  var description = ""
  let id: UUID
  var isComplete = false
}

enum TodoAction: Equatable {
  case checkBoxToggled
  case textFieldChanged(String)
}

struct TodoEnvironment {}

let todoReducer = Reducer<Todo, TodoAction, TodoEnvironment> { todo, action, _ in
  switch action {
  case .checkBoxToggled:
    todo.isComplete.toggle()
    return .none
  case let .textFieldChanged(description):
    todo.description = description
    return .none
  }
}

enum Filter: LocalizedStringKey, CaseIterable, Hashable {
  case all = "All"
  case active = "Active"
  case completed = "Completed"
}

typealias LocalizedStringKey = String

struct AppState: Equatable {
  var filter: Filter = .all
  var todos: IdentifiedArrayOf<Todo> = []

  var filteredTodos: IdentifiedArrayOf<Todo> {
    switch filter {
    case .active: return self.todos.filter { !$0.isComplete }
    case .all: return self.todos
    case .completed: return self.todos.filter(\.isComplete)
    }
  }
}

enum AppAction: Equatable {
  case addTodoButtonTapped
  case clearCompletedButtonTapped
  case delete(IndexSet)
  case filterPicked(Filter)
  case sortCompletedTodos
  case todo(id: Todo.ID, action: TodoAction)
}

struct AppEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
  var uuid: () -> UUID
}

let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(
  todoReducer.forEach(
    state: \.todos,
    action: /AppAction.todo(id:action:),
    environment: { _ in TodoEnvironment() }
  ),
  Reducer { state, action, environment in
    switch action {
    case .addTodoButtonTapped:
      state.todos.insert(Todo(id: environment.uuid()), at: 0)
      return .none

    case .clearCompletedButtonTapped:
      state.todos.removeAll(where: { $0.isComplete })
      return .none

    case let .delete(indexSet):
      state.todos.remove(atOffsets: indexSet)
      return .none

    case let .filterPicked(filter):
      state.filter = filter
      return .none

    case .sortCompletedTodos:
      state.todos.sort { $1.isComplete && !$0.isComplete }
      return .none

    case .todo(id: _, action: .checkBoxToggled):
      struct TodoCompletionId: Hashable {}
      return Effect(value: .sortCompletedTodos)
        .debounce(id: TodoCompletionId(), for: 1, scheduler: environment.mainQueue.animation())
        .eraseToEffect()

    case .todo:
      return .none
    }
  }
)
.debugActions(actionFormat: .labelsOnly, environment: { _ in DebugEnvironment(printer: { _ in }) })

extension AnySchedulerOf where SchedulerTimeType == DispatchQueue.SchedulerTimeType {
  /// Stands in for CombineSchedulers' SwiftUI `animation()` helper, which 2021 code used with
  /// debounce; Linux has no SwiftUI.
  func animation() -> Self { self }
}

final class TodosLegacyTests: XCTestCase {
  let mainQueue = DispatchQueue.test

  func testAddTodo() {
    let store = TestStore(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: self.mainQueue.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )

    store.send(.addTodoButtonTapped) {
      $0.todos.insert(
        Todo(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
          isComplete: false
        ),
        at: 0
      )
    }
  }

  func testEditTodo() {
    let state = AppState(
      todos: [
        Todo(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
          isComplete: false
        )
      ]
    )
    let store = TestStore(
      initialState: state,
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: self.mainQueue.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )

    store.send(
      .todo(id: state.todos[0].id, action: .textFieldChanged("Learn Composable Architecture"))
    ) {
      $0.todos[id: state.todos[0].id]?.description = "Learn Composable Architecture"
    }
  }

  func testCompleteTodoSorts() {
    let state = AppState(
      todos: [
        Todo(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
          isComplete: false
        ),
        Todo(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
          isComplete: false
        ),
      ]
    )
    let store = TestStore(
      initialState: state,
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: self.mainQueue.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )

    store.assert(
      .send(.todo(id: state.todos[0].id, action: .checkBoxToggled)) {
        $0.todos[id: state.todos[0].id]?.isComplete = true
      },
      .do { self.mainQueue.advance(by: 1) },
      .receive(.sortCompletedTodos) {
        $0.todos = [
          $0.todos[1],
          $0.todos[0],
        ]
      }
    )
  }

  func testCompleteTodoDebounces() {
    let state = AppState(
      todos: [
        Todo(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
          isComplete: false
        ),
        Todo(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
          isComplete: false
        ),
      ]
    )
    let store = TestStore(
      initialState: state,
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: self.mainQueue.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )

    store.send(.todo(id: state.todos[0].id, action: .checkBoxToggled)) {
      $0.todos[id: state.todos[0].id]?.isComplete = true
    }
    self.mainQueue.advance(by: 0.5)
    store.send(.todo(id: state.todos[0].id, action: .checkBoxToggled)) {
      $0.todos[id: state.todos[0].id]?.isComplete = false
    }
    self.mainQueue.advance(by: 1)
    store.receive(.sortCompletedTodos)
  }

  func testClearCompleted() {
    let state = AppState(
      todos: [
        Todo(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
          isComplete: false
        ),
        Todo(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
          isComplete: true
        ),
      ]
    )
    let store = TestStore(
      initialState: state,
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: self.mainQueue.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )

    store.send(.clearCompletedButtonTapped) {
      $0.todos = [
        $0.todos[0]
      ]
    }
  }

  func testFilteredEdit() {
    let todo1 = Todo(
      description: "",
      id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
      isComplete: false
    )
    let todo2 = Todo(
      description: "",
      id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
      isComplete: true
    )

    let store = TestStore(
      initialState: AppState(todos: [todo1, todo2]),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: self.mainQueue.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )

    store.send(.filterPicked(.completed)) {
      $0.filter = .completed
    }
    store.send(.todo(id: todo2.id, action: .textFieldChanged("Did this already"))) {
      $0.todos[id: todo2.id]?.description = "Did this already"
    }
  }
}

extension UUID {
  // A deterministic, auto-incrementing "UUID" generator for testing.
  static var incrementing: () -> UUID {
    var uuid = 0
    return {
      defer { uuid += 1 }
      return UUID(uuidString: "00000000-0000-0000-0000-\(String(format: "%012x", uuid))")!
    }
  }
}
