import CaseStudies
import ComposableArchitecture
import ComposableWeb
import Testing

@Suite struct TodosTests {
  let mainQueue = DispatchQueue.test

  func makeStore(_ state: TodosState = TodosState())
    -> TestStore<TodosState, TodosState, TodosAction, TodosAction, TodosEnvironment>
  {
    TestStore(
      initialState: state,
      reducer: todosReducer,
      environment: TodosEnvironment(
        mainQueue: mainQueue.eraseToAnyScheduler(), uuid: UUID.incrementing())
    )
  }

  func todos(_ items: (Int, String, Bool)...) -> IdentifiedArrayOf<Todo> {
    IdentifiedArray(
      uniqueElements: items.map { Todo(id: UUID($0.0), description: $0.1, isComplete: $0.2) })
  }

  @Test func addAndEdit() {
    let store = makeStore()
    store.send(.addTodoButtonTapped) {
      $0.todos.insert(Todo(id: UUID(0)), at: 0)
    }
    store.send(.todo(id: UUID(0), action: .textFieldChanged("Milk"))) {
      $0.todos[id: UUID(0)]?.description = "Milk"
    }
    store.send(.addTodoButtonTapped) {
      $0.todos.insert(Todo(id: UUID(1)), at: 0)
    }
  }

  @Test func completingSortsAfterADelay() {
    let store = makeStore(TodosState(todos: todos((0, "Milk", false), (1, "Eggs", false))))
    store.send(.todo(id: UUID(0), action: .checkBoxToggled)) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    mainQueue.advance(by: .milliseconds(999))
    mainQueue.advance(by: .milliseconds(1))
    store.receive(.sortCompletedTodos) {
      $0.todos = self.todos((1, "Eggs", false), (0, "Milk", true))
    }
  }

  @Test func uncheckingQuicklyDebouncesTheSort() {
    let store = makeStore(TodosState(todos: todos((0, "Milk", false), (1, "Eggs", false))))
    store.send(.todo(id: UUID(0), action: .checkBoxToggled)) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    mainQueue.advance(by: .milliseconds(500))
    store.send(.todo(id: UUID(0), action: .checkBoxToggled)) {
      $0.todos[id: UUID(0)]?.isComplete = false
    }
    mainQueue.advance(by: .seconds(1))
    store.receive(.sortCompletedTodos)
  }

  @Test func filterAndClearCompleted() {
    let store = makeStore(
      TodosState(todos: todos((0, "Milk", false), (1, "Eggs", true), (2, "Bread", true))))
    store.send(.filterPicked(.completed)) {
      $0.filter = .completed
    }
    #expect(store.state.filteredTodos.map(\.description) == ["Eggs", "Bread"])
    store.send(.filterPicked(.active)) {
      $0.filter = .active
    }
    #expect(store.state.filteredTodos.map(\.description) == ["Milk"])
    store.send(.clearCompletedButtonTapped) {
      $0.todos = self.todos((0, "Milk", false))
    }
  }

  @Test func editModeDeleteAndMove() {
    let store = makeStore(
      TodosState(todos: todos((0, "Milk", false), (1, "Eggs", false), (2, "Bread", false))))
    store.send(.editModeChanged(.active)) {
      $0.editMode = .active
    }
    store.send(.delete([1])) {
      $0.todos = self.todos((0, "Milk", false), (2, "Bread", false))
    }
    store.send(.move([0], 2)) {
      $0.todos = self.todos((2, "Bread", false), (0, "Milk", false))
    }
    mainQueue.advance(by: .milliseconds(100))
    store.receive(.sortCompletedTodos)
    store.send(.editModeChanged(.inactive)) {
      $0.editMode = .inactive
    }
  }

  @Test func deleteAndMoveCountTheFilteredRows() {
    let store = makeStore(
      TodosState(
        filter: .completed,
        todos: todos((0, "Milk", false), (1, "Eggs", true), (2, "Bread", true), (3, "Jam", true))
      )
    )
    store.send(.move([2], 0)) {
      $0.todos = self.todos(
        (0, "Milk", false), (3, "Jam", true), (1, "Eggs", true), (2, "Bread", true))
    }
    mainQueue.advance(by: .milliseconds(100))
    store.receive(.sortCompletedTodos)
    store.send(.delete([0])) {
      $0.todos = self.todos((0, "Milk", false), (1, "Eggs", true), (2, "Bread", true))
    }
  }
}
