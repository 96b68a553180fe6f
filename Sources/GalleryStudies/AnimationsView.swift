import ComposableWeb

/// A circle to drag that springs back, a rainbow of animated colors, and a reset that asks first.
struct AnimationsView: View {
  let store: Store<AnimationsState, AnimationsAction>

  /// The rainbow, in order.
  static let palette: [Color] = [.blue, .purple, .pink, .red, .orange, .yellow, .green]

  var body: some View {
    WithViewStore(store) { viewStore in
      VStack(alignment: .leading, spacing: 16) {
        Text(
          "Drag the circle anywhere: it springs back when you let go. Tap it (or press Return on it) for the next color; Rainbow runs it through them all, one a second."
        )
        .font(.callout)
        .foregroundColor(.secondary)

        ZStack {
          RoundedRectangle(cornerRadius: 20)
            .fill(
              LinearGradient(
                colors: [Color(white: 0.97), Color(white: 0.9)], startPoint: .top, endPoint: .bottom
              ))
          Circle()
            .fill(Self.palette[viewStore.colorIndex % Self.palette.count])
            .frame(width: 90, height: 90)
            .shadow(color: Color(white: 0, opacity: 0.25), radius: 8, x: 0, y: 4)
            .offset(viewStore.offset)
            .onTapGesture { viewStore.send(.circleTapped, animation: .easeInOut(duration: 0.4)) }
            .gesture(
              DragGesture(minimumDistance: 0)
                .onChanged { viewStore.send(.circleDragged($0.translation)) }
                .onEnded { _ in
                  viewStore.send(
                    .circleReleased, animation: .spring(response: 0.45, dampingFraction: 0.55))
                }
            )
            .accessibilityLabel("Draggable circle")
        }
        .frame(height: 320)

        HStack(spacing: 12) {
          Button(action: { viewStore.send(.rainbowButtonTapped) }) {
            Label("Rainbow", systemImage: "sparkles")
          }
          .buttonStyle(.borderedProminent)
          Button(action: { viewStore.send(.resetButtonTapped) }) {
            Label("Reset", systemImage: "arrow.counterclockwise")
          }
          .buttonStyle(.bordered)
        }
      }
      .navigationTitle("Animations")
      .confirmationDialog(
        store.scope(state: \.confirmationDialog, action: { $0 }),
        dismiss: .confirmationDialogDismissed
      )
    }
  }
}
