import ComposableArchitecture
import ComposableWeb

struct AppState: Equatable {
  var counters: IdentifiedArrayOf<CounterRowState> = []
  var factPrompt: FactPromptState?

  var sum: Int {
    self.counters.reduce(0) { $0 + $1.counter.count }
  }
}

enum AppAction: Equatable {
  case addButtonTapped
  case counterRow(id: UUID, action: CounterRowAction)
  case factPrompt(FactPromptAction)
  case factResponse(count: Int, Result<String, FactClient.Error>)
}

struct AppEnvironment {
  var fact: FactClient
  var mainQueue: AnySchedulerOf<DispatchQueue>
  var uuid: () -> UUID
}

let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(
  counterRowReducer.forEach(
    state: \AppState.counters,
    action: /AppAction.counterRow(id:action:),
    environment: { _ in CounterRowEnvironment() }
  ),
  factPromptReducer.optional().pullback(
    state: \AppState.factPrompt,
    action: /AppAction.factPrompt,
    environment: { FactPromptEnvironment(fact: $0.fact, mainQueue: $0.mainQueue) }
  ),
  Reducer { state, action, environment in
    switch action {
    case .addButtonTapped:
      state.counters.append(.init(id: environment.uuid()))
      return .none

    case let .counterRow(id: id, action: .counter(.factButtonTapped)):
      guard let count = state.counters[id: id]?.counter.count else { return .none }
      return environment.fact.fetch(count)
        .mapError { _ in FactClient.Error() }
        .receive(on: environment.mainQueue)
        .catchToEffect { AppAction.factResponse(count: count, $0) }

    case let .counterRow(id: id, action: .removeButtonTapped):
      state.counters.remove(id: id)
      return .none

    case .counterRow:
      return .none

    case .factPrompt(.dismissButtonTapped):
      state.factPrompt = nil
      return .none

    case .factPrompt:
      return .none

    case let .factResponse(count, .success(fact)):
      state.factPrompt = .init(count: count, fact: fact)
      return .none

    case .factResponse(_, .failure):
      return .none
    }
  }
)

struct AppView: View {
  let store: Store<AppState, AppAction>

  var body: some View {
    ZStack(alignment: .bottom) {
      List {
        WithViewStore(self.store.scope(state: \.sum)) { viewStore in
          Text("Sum: \(viewStore.state)")
        }

        ForEachStore(
          self.store.scope(state: \.counters, action: AppAction.counterRow(id:action:)),
          content: CounterRowView.init(store:)
        )
      }
      .navigationTitle("Counters")
      .navigationBarItems(
        trailing: Button("Add") {
          withAnimation {
            ViewStore(self.store.stateless).send(.addButtonTapped)
          }
        }
      )

      IfLetStore(
        self.store.scope(state: \.factPrompt, action: AppAction.factPrompt),
        then: FactPrompt.init(store:)
      )
    }
  }
}
