import ComposableWeb
import Testing
import WebTestSupport

/// `.toolbar { ToolbarItem(placement:) }`, `ToolbarItemGroup` and the navigation bar modifiers.
@Suite struct ToolbarTests {
  @Test func itemsGoToTheirPlacements() {
    let showsAdd = Box(true)
    let session = RenderSession {
      NavigationView {
        Text("Todos list")
          .navigationTitle("Todos")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .navigationBarLeading) { EditButton() }
            ToolbarItem(placement: .principal) { Text("Middle") }
            if showsAdd.value {
              ToolbarItem(placement: .navigationBarTrailing) { Button("Add") {} }
            }
            ToolbarItemGroup(placement: .bottomBar) {
              Text("3 items")
              Button("Clear") {}
            }
          }
      }
    }
    let html = session.html
    #expect(html.contains(#"<div id="n4" class="cw-toolbar-leading"><cw-b id="n5"><button"#))
    #expect(html.contains(#"class="cw-toolbar-principal"><span"#))
    #expect(html.contains(#"class="cw-toolbar-trailing"><button"#))
    #expect(html.contains(#"class="cw-bottom-bar"><span"#))
    #expect(session.nodeID("button", label: "Edit") != nil)
    #expect(session.nodeID("button", label: "Add") != nil)
    showsAdd.value = false
    _ = session.refresh()
    #expect(session.nodeID("button", label: "Add") == nil)
  }

  @Test func aViewToolbarGoesTrailing() {
    let session = RenderSession {
      Text("Body").toolbar { Button("Share") {} }
    }
    #expect(session.html.contains(#"class="cw-toolbar-trailing"><button"#))
  }
}
