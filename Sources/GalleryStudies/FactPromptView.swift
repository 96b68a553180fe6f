import ComposableWeb

/// The fact about a counter's number, with its own loading state for another fact.
///
/// ```swift
/// IfLetStore(store.scope(state: \.factPrompt, action: CountersAction.factPrompt)) {
///   FactPromptView(store: $0)
/// }
/// ```
struct FactPromptView: View {
  let store: Store<FactPromptState, FactPromptAction>

  var body: some View {
    WithViewStore(store) { viewStore in
      VStack(alignment: .leading) {
        Text("Fact about \(viewStore.count)").font(.headline)
        if viewStore.isLoading {
          ProgressView("Getting another fact…")
        } else {
          Text(viewStore.fact)
        }
        if let errorMessage = viewStore.errorMessage {
          Text(errorMessage).foregroundColor(.red)
        }
        HStack {
          Button("Get another fact") { viewStore.send(.getAnotherFactButtonTapped) }
            .disabled(viewStore.isLoading)
          Button("Dismiss") { viewStore.send(.dismissButtonTapped) }
        }
      }
      .padding()
      // A card across the column, as a prompt over the list reads on a phone.
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(Color(.secondarySystemGroupedBackground))
      .cornerRadius(10)
      .shadow(color: Color(white: 0, opacity: 0.12), radius: 12, y: 4)
    }
  }
}
