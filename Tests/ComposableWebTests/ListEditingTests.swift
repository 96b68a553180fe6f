import ComposableWeb
import Testing
import WebTestSupport

/// `.onDelete`, `.onMove`, `EditButton` and `EditMode`: editing the rows of a list.
@Suite struct ListEditingTests {
  struct Todos: View {
    let items: Box<[String]>

    var body: some View {
      NavigationView {
        List {
          ForEach(items.value, id: \.self) { Text($0) }
            .onDelete { items.value.remove(atOffsets: $0) }
            .onMove { items.value.move(fromOffsets: $0, toOffset: $1) }
        }
        .navigationBarItems(trailing: EditButton())
      }
    }
  }

  @Test func outsideEditModeRowsOfferDelete() throws {
    let items = Box(["Milk", "Eggs", "Bread"])
    let session = RenderSession(root: Todos(items: items))
    #expect(session.nodeIDs("button", label: "Delete").count == 3)
    #expect(session.nodeIDs("button", label: "Move up").isEmpty)
    try session.dispatch(.click(id: session.nodeIDs("button", label: "Delete")[1]))
    #expect(items.value == ["Milk", "Bread"])
  }

  @Test func editModeShowsDeleteAndMoveControls() throws {
    let items = Box(["Milk", "Eggs", "Bread"])
    let session = RenderSession(root: Todos(items: items))
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "Edit"))))
    #expect(session.nodeID("button", label: "Done") != nil)
    #expect(session.html.contains("cw-row-editing"))
    let ups = session.nodeIDs("button", label: "Move up")
    #expect(ups.count == 3)
    #expect(session.html(of: ups[0])?.contains("disabled") == true)
    try session.dispatch(.click(id: ups[2]))
    #expect(items.value == ["Milk", "Bread", "Eggs"])
    _ = session.refresh()
    try session.dispatch(.click(id: session.nodeIDs("button", label: "Move down")[0]))
    #expect(items.value == ["Bread", "Milk", "Eggs"])
    _ = session.refresh()
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "Done"))))
    #expect(!session.html.contains("cw-row-editing"))
  }

  struct TodosState: Equatable {
    var todos: IdentifiedArrayOf<CounterState> = [
      CounterState(id: 1, label: "A"), CounterState(id: 2, label: "B"),
      CounterState(id: 3, label: "C"),
    ]
    var editMode: EditMode = .inactive
  }

  enum TodosAction: Equatable {
    case delete(IndexSet)
    case move(IndexSet, Int)
    case editModeChanged(EditMode)
    case todo(id: Int, action: CounterAction)
  }

  @Test func aStoreHoldsTheEditModeAndForEachStoreRowsEdit() throws {
    let store = recordingStore(TodosState(), log: ActionLog<TodosAction>()) { state, action in
      switch action {
      case let .delete(offsets): state.todos.remove(atOffsets: offsets)
      case let .move(source, destination):
        state.todos.move(fromOffsets: source, toOffset: destination)
      case let .editModeChanged(mode): state.editMode = mode
      case .todo: break
      }
    }
    let session = RenderSession {
      WithViewStore(store.scope(state: \.editMode)) { viewStore in
        List {
          ForEachStore(store.scope(state: \.todos, action: TodosAction.todo)) { rowStore in
            WithViewStore(rowStore) { Text($0.label) }
          }
          .onDelete { viewStore.send(.delete($0)) }
          .onMove { viewStore.send(.move($0, $1)) }
        }
        .toolbar { EditButton() }
        .environment(\.editMode, viewStore.binding(send: TodosAction.editModeChanged))
      }
    }
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "Edit"))))
    #expect(ViewStore(store).editMode == .active)
    try session.dispatch(.click(id: session.nodeIDs("button", label: "Delete")[0]))
    #expect(ViewStore(store).todos.map(\.label) == ["B", "C"])
    // The rows that stayed were not re-rendered, yet they delete the right element.
    try session.dispatch(.click(id: session.nodeIDs("button", label: "Move down")[0]))
    #expect(ViewStore(store).todos.map(\.label) == ["C", "B"])
    try session.dispatch(.click(id: session.nodeIDs("button", label: "Delete")[1]))
    #expect(ViewStore(store).todos.map(\.label) == ["C"])
  }

  @Test func anEditButtonWithoutAnEditModeIsDisabled() {
    let session = RenderSession { EditButton() }
    #expect(session.html.contains("disabled"))
  }
}
