import ComposableWeb

/// The counter the navigation case studies push or present. Its screen titles it, so the title
/// shows while it loads too.
struct NavigationCounterView: View {
  let store: Store<NavigationCounterState, NavigationCounterAction>

  var body: some View {
    WithViewStore(store) { viewStore in
      Form {
        Section {
          HStack {
            Button("−") { viewStore.send(.decrementButtonTapped) }
              .accessibilityLabel("Decrement")
            Text("\(viewStore.count)").font(.body.monospacedDigit())
            Button("+") { viewStore.send(.incrementButtonTapped) }
              .accessibilityLabel("Increment")
          }
          .font(.title2)
        }
      }
    }
  }
}
