import ComposableWeb

/// A sheet presented from `@State` and closed from inside by `presentationMode` or `dismiss`.
struct SheetDemoView: View {
  @State var isSheetPresented = false
  @State var savedNote = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text(savedNote.isEmpty ? "No note yet." : "Note: \(savedNote)")
      Button("Write a note") { isSheetPresented = true }
        .buttonStyle(.borderedProminent)
    }
    .padding()
    .navigationTitle("Sheet")
    .sheet(isPresented: $isSheetPresented) {
      NoteEditorView(note: $savedNote)
    }
  }
}

/// The sheet's content: it keeps a draft, and saves or cancels by dismissing itself.
struct NoteEditorView: View {
  @Binding var note: String
  @State var draft = ""
  @Environment(\.presentationMode) var presentationMode
  @Environment(\.dismiss) var dismiss

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("New note").font(.headline)
      TextField("Note", text: $draft)
      HStack {
        Button("Cancel") { presentationMode.wrappedValue.dismiss() }
        Spacer()
        Button("Save") {
          note = draft
          dismiss()
        }
        .buttonStyle(.borderedProminent)
        .disabled(draft.isEmpty)
      }
    }
  }
}
