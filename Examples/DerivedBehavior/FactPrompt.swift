import ComposableArchitecture
import ComposableWeb

struct FactPromptState: Equatable {
  let count: Int
  var fact: String
  var isLoading = false
}

enum FactPromptAction: Equatable {
  case dismissButtonTapped
  case getAnotherFactButtonTapped
  case factResponse(Result<String, FactClient.Error>)
}

struct FactPromptEnvironment {
  var fact: FactClient
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

let factPromptReducer = Reducer<FactPromptState, FactPromptAction, FactPromptEnvironment> {
  state, action, environment in
  switch action {
  case .dismissButtonTapped:
    return .none

  case .getAnotherFactButtonTapped:
    state.isLoading = true
    return environment.fact.fetch(state.count)
      .mapError { _ in FactClient.Error() }
      .receive(on: environment.mainQueue)
      .catchToEffect(FactPromptAction.factResponse)

  case let .factResponse(.success(fact)):
    state.isLoading = false
    state.fact = fact
    return .none

  case .factResponse(.failure):
    state.isLoading = false
    return .none
  }
}

struct FactPrompt: View {
  let store: Store<FactPromptState, FactPromptAction>

  var body: some View {
    WithViewStore(self.store) { viewStore in
      VStack(alignment: .leading, spacing: 16) {
        VStack(alignment: .leading, spacing: 12) {
          HStack {
            Image(systemName: "info.circle.fill")
            Text("Fact")
          }
          .font(.title3.bold())

          if viewStore.isLoading {
            ProgressView()
          } else {
            Text(viewStore.fact)
          }
        }

        HStack(spacing: 12) {
          Button("Get another fact") {
            viewStore.send(.getAnotherFactButtonTapped)
          }
          Button("Dismiss") {
            viewStore.send(.dismissButtonTapped)
          }
        }
      }
      .padding()
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(Color.white)
      .cornerRadius(8)
      .shadow(color: .black.opacity(0.1), radius: 20)
      .padding()
    }
  }
}
