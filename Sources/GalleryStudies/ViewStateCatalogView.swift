import ComposableWeb

/// An index of screens that use SwiftUI's own view state, each pushed by a
/// `NavigationLink(destination:)`: the browser's back and forward buttons move through them.
///
/// ```swift
/// GalleryPage { ViewStateCatalogView() }
/// ```
struct ViewStateCatalogView: View {
  var body: some View {
    List {
      NavigationLink(destination: FocusFormView()) {
        Text("Focus form")
      }
      NavigationLink(destination: SheetDemoView()) {
        Text("Sheet that dismisses itself")
      }
      NavigationLink(
        destination: RefreshableFactsView(
          store: Store(
            initialState: RefreshableFactsState(),
            reducer: refreshableFactsReducer,
            environment: .live
          )
        )
      ) {
        Text("Refreshable list")
      }
      NavigationLink("Measured layout", destination: MeasuredLayoutView())
      NavigationLink("Nested screens", destination: NestedScreenView(level: 1))
    }
    .navigationTitle("View state")
  }
}

package struct ViewStateCatalogView_Previews: PreviewProvider {
  package static var previews: some View {
    NavigationView { ViewStateCatalogView() }
      .previewLayout(.fixed(width: 390, height: 420))
      .previewDisplayName("Catalogue")
  }
}
