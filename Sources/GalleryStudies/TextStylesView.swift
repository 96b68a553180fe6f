import ComposableWeb

/// Every text style of the system font, in a design you pick, showing the text you type.
struct TextStylesView: View {
  let store: Store<TextStylesState, TextStylesAction>

  var body: some View {
    WithViewStore(store) { viewStore in
      Form {
        Section(header: Text("Sample")) {
          TextField("Sample text", text: viewStore.binding(\.$sample))
          Picker("Design", selection: viewStore.binding(\.$design)) {
            ForEach(TextStylesState.Design.allCases, id: \.self) { design in
              Text(design.rawValue).tag(design)
            }
          }
          .pickerStyle(SegmentedPickerStyle())
          Toggle("Bold", isOn: viewStore.binding(\.$isBold))
        }
        Section(header: Text("Text styles")) {
          ForEach(Font.TextStyle.allCases, id: \.self) { style in
            VStack(alignment: .leading, spacing: 2) {
              Text(Self.name(of: style))
                .font(.caption)
                .foregroundColor(.secondary)
              Text(viewStore.sample)
                .font(Self.font(style, viewStore.design, bold: viewStore.isBold))
                .lineLimit(1)
            }
          }
        }
        Button("Reset") { viewStore.send(.resetButtonTapped) }
      }
      .navigationTitle("Text styles")
    }
  }

  static func font(_ style: Font.TextStyle, _ design: TextStylesState.Design, bold: Bool) -> Font {
    let font: Font
    switch design {
    case .standard: font = .system(style)
    case .serif: font = .system(style, design: .serif)
    case .rounded: font = .system(style, design: .rounded)
    case .monospaced: font = .system(style, design: .monospaced)
    }
    return bold ? font.bold() : font
  }

  static func name(of style: Font.TextStyle) -> String {
    switch style {
    case .largeTitle: "Large Title"
    case .title: "Title"
    case .title2: "Title 2"
    case .title3: "Title 3"
    case .headline: "Headline"
    case .subheadline: "Subheadline"
    case .body: "Body"
    case .callout: "Callout"
    case .footnote: "Footnote"
    case .caption: "Caption"
    case .caption2: "Caption 2"
    }
  }
}
