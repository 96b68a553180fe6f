import ComposableWeb

/// A stopwatch on an analog clock face drawn with shapes: a hand turns with each second.
struct ClockTimerView: View {
  let store: Store<ClockTimerState, ClockTimerAction>

  /// The ticks' and the minute hand's color: the face is white in dark mode too, as a real
  /// clock's is, so they stay dark on it.
  static let ink = Color(white: 0.12)

  var body: some View {
    WithViewStore(store) { viewStore in
      VStack(spacing: 24) {
        ZStack {
          Circle()
            .fill(Color.white)
            .shadow(color: Color(white: 0, opacity: 0.15), radius: 10, x: 0, y: 4)
          Circle()
            .strokeBorder(Color(white: 0.85), lineWidth: 2)
          ForEach(0..<60) { tick in
            Rectangle()
              .fill(tick % 5 == 0 ? Self.ink : Color(white: 0.7))
              .frame(width: tick % 5 == 0 ? 3 : 1.5, height: tick % 5 == 0 ? 14 : 7)
              .offset(y: tick % 5 == 0 ? -96 : -99.5)
              .rotationEffect(.degrees(Double(tick) * 6))
          }
          Path { path in
            path.move(to: CGPoint(x: 120, y: 118))
            path.addLine(to: CGPoint(x: 120, y: 70))
            path.addArc(
              center: CGPoint(x: 120, y: 120), radius: 50, startAngle: .degrees(-90),
              endAngle: .degrees(-90 + Double(viewStore.secondsElapsed % 60) * 6), clockwise: false)
            path.closeSubpath()
          }
          .fill(Color.orange.opacity(0.18))
          .frame(width: 240, height: 240)
          // Minutes, then seconds.
          Capsule()
            .fill(Self.ink)
            .frame(width: 5, height: 60)
            .offset(y: -30)
            .rotationEffect(.degrees(Double(viewStore.secondsElapsed) / 10))
          Capsule()
            .fill(Color.orange)
            .frame(width: 2.5, height: 96)
            .offset(y: -40)
            .rotationEffect(.degrees(Double(viewStore.secondsElapsed) * 6))
          Circle()
            .fill(Color.orange)
            .frame(width: 10, height: 10)
        }
        .frame(width: 240, height: 240)

        Text(Self.format(viewStore.secondsElapsed))
          .font(.system(.largeTitle, design: .rounded).monospacedDigit())

        HStack(spacing: 12) {
          Button(action: { viewStore.send(.toggleTimerButtonTapped) }) {
            Label(
              viewStore.isTimerActive ? "Stop" : "Start",
              systemImage: viewStore.isTimerActive ? "stop.fill" : "play.fill"
            )
            .frame(minWidth: 90)
          }
          .buttonStyle(.borderedProminent)
          .tint(viewStore.isTimerActive ? .red : .green)
          Button(action: { viewStore.send(.resetButtonTapped) }) {
            Label("Reset", systemImage: "arrow.counterclockwise")
          }
          .buttonStyle(.bordered)
          .disabled(viewStore.secondsElapsed == 0 && !viewStore.isTimerActive)
        }
      }
      .frame(maxWidth: .infinity)
      .navigationTitle("Timer")
      .onDisappear { viewStore.send(.onDisappear) }
    }
  }

  /// `mm:ss`.
  static func format(_ seconds: Int) -> String {
    let minutes = seconds / 60
    let rest = seconds % 60
    return (minutes < 10 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
  }
}
