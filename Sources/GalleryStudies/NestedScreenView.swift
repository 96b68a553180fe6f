import ComposableWeb

/// A screen that links to a deeper one: a stack the browser's back and forward buttons walk.
struct NestedScreenView: View {
  let level: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("You are \(level) screen\(level == 1 ? "" : "s") deep.")
      if level < 4 {
        NavigationLink("Go deeper", destination: NestedScreenView(level: level + 1))
      }
    }
    .padding()
    .navigationTitle("Level \(level)")
    .toolbar {
      ToolbarItem(placement: .navigationBarTrailing) {
        Text("\(level)/4").foregroundColor(.secondary)
      }
    }
  }
}
