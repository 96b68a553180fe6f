import ComposableWeb

/// The to-do list, written as 2021 apps wrote it: a view that holds its own view store.
///
/// ```swift
/// TodosView(store: Store(initialState: TodosState(), reducer: todosReducer, environment: .live))
/// ```
struct TodosView: View {
  let store: Store<TodosState, TodosAction>
  @ObservedObject var viewStore: ViewStore<ViewState, TodosAction>

  struct ViewState: Equatable {
    var editMode: EditMode
    var filter: TodosFilter
    var isClearCompletedButtonDisabled: Bool

    init(_ state: TodosState) {
      editMode = state.editMode
      filter = state.filter
      isClearCompletedButtonDisabled = !state.todos.contains(where: \.isComplete)
    }
  }

  init(store: Store<TodosState, TodosAction>) {
    self.store = store
    self.viewStore = ViewStore(store.scope(state: ViewState.init))
  }

  var body: some View {
    VStack(alignment: .leading) {
      Picker(
        "Filter",
        selection: viewStore.binding(get: \.filter, send: TodosAction.filterPicked).animation()
      ) {
        ForEach(TodosFilter.allCases, id: \.self) { filter in
          Text(filter.rawValue).tag(filter)
        }
      }
      .pickerStyle(.segmented)
      .padding(.horizontal)

      List {
        ForEachStore(
          store.scope(state: \.filteredTodos, action: TodosAction.todo(id:action:)),
          content: TodoView.init(store:)
        )
        .onDelete { viewStore.send(.delete($0)) }
        .onMove { viewStore.send(.move($0, $1)) }
      }
    }
    .navigationTitle("Todos")
    .navigationBarItems(
      trailing: HStack(spacing: 20) {
        if viewStore.editMode == .inactive {
          Button("Clear Completed") {
            viewStore.send(.clearCompletedButtonTapped, animation: .default)
          }
          .disabled(viewStore.isClearCompletedButtonDisabled)
        }
        EditButton()
        Button("Add Todo") { viewStore.send(.addTodoButtonTapped, animation: .default) }
          .buttonStyle(.borderedProminent)
      }
    )
    .environment(
      \.editMode,
      viewStore.binding(get: \.editMode, send: TodosAction.editModeChanged)
    )
  }
}

/// One to-do: a check box and its text.
struct TodoView: View {
  let store: Store<Todo, TodoAction>

  var body: some View {
    WithViewStore(store) { viewStore in
      HStack {
        Button(viewStore.isComplete ? "☑" : "☐") { viewStore.send(.checkBoxToggled) }
          .buttonStyle(.plain)
          .accessibilityLabel(viewStore.isComplete ? "Completed" : "Not completed")
        TextField(
          "Untitled Todo",
          text: viewStore.binding(get: \.description, send: TodoAction.textFieldChanged)
        )
      }
      .foregroundColor(viewStore.isComplete ? .secondary : nil)
    }
  }
}

package struct TodosView_Previews: PreviewProvider {
  package static var previews: some View {
    NavigationView {
      TodosView(
        store: Store(
          initialState: TodosState(
            todos: [
              Todo(id: UUID(), description: "Oat milk", isComplete: false),
              Todo(id: UUID(), description: "Eggs", isComplete: true),
            ]
          ),
          reducer: todosReducer,
          environment: .live
        )
      )
    }
    .previewDisplayName("Two to-dos")
  }
}
