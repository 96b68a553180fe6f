import ComposableWeb
import Foundation

/// A case study's page in the gallery: a link back to the index in the bar above the study's
/// own screen.
///
/// ```swift
/// GalleryPage {
///   LoginFormView(store: store)
/// }
/// ```
struct GalleryPage<Content: View>: View {
  let content: Content

  init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  var body: some View {
    NavigationView {
      content
        .toolbar {
          // Where a pushed screen has its back control: the bar above the title.
          ToolbarItem(placement: .navigationBarLeading) {
            Link(destination: CaseStudy.indexURL) {
              Text("‹ All case studies")
            }
            .accessibilityLabel("Back to all case studies")
          }
        }
    }
  }
}
