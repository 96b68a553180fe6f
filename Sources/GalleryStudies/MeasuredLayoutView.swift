import ComposableWeb

/// A grid laid out from the size the browser measured: resize the window and the tiles follow.
struct MeasuredLayoutView: View {
  var body: some View {
    VStack(alignment: .leading) {
      GeometryReader { proxy in
        VStack(alignment: .leading, spacing: 8) {
          Text("This area is \(Int(proxy.size.width)) × \(Int(proxy.size.height)) points.")
          HStack(spacing: 0) {
            ForEach(0..<4) { index in
              Text("\(index + 1)")
                .frame(width: proxy.size.width / 4, height: 60)
                .background(index.isMultiple(of: 2) ? Color.blue : Color.green)
                .foregroundColor(.white)
            }
          }
        }
      }
      .frame(height: 120)
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 90), spacing: 8)], spacing: 8) {
        ForEach(1..<13) { index in
          Text("Tile \(index)")
            .frame(maxWidth: .infinity, minHeight: 48)
            .background(Color.orange)
            .cornerRadius(8)
        }
      }
    }
    .padding()
    .navigationTitle("Measured layout")
  }
}
