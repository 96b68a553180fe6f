import ComposableWeb
import Testing
import WebTestSupport

/// Containers: stacks, forms, sections, lists, navigation, spacers, dividers, progress.
@Suite struct LayoutTests {
  @Test func stacks() {
    let session = RenderSession {
      VStack(alignment: .leading, spacing: 4) {
        HStack(alignment: .top) {
          Text("A")
          Spacer()
          Text("B")
        }
        ZStack(alignment: .topLeading) {
          Color.blue
          Text("C")
        }
      }
    }
    #expect(
      session.html
        == #"<div id="n1" class="cw-root">"#
        + #"<div id="n2" class="cw-vstack" style="align-items:flex-start;gap:4px">"#
        + #"<div id="n3" class="cw-hstack" style="align-items:flex-start">"#
        + #"<span id="n4" class="cw-text">A</span><div id="n5" class="cw-spacer"></div>"#
        + #"<span id="n6" class="cw-text">B</span></div>"#
        + #"<div id="n7" class="cw-zstack" style="justify-items:flex-start;align-items:flex-start">"#
        + #"<div id="n8" class="cw-color" style="background:#0040dd"></div>"#
        + #"<span id="n9" class="cw-text">C</span></div></div></div>"#
    )
  }

  @Test func formWithSections() {
    let session = RenderSession {
      Form {
        Section(header: Text("Profile"), footer: Text("Public")) {
          Text("Name")
        }
        Section {
          Divider()
        }
      }
    }
    #expect(
      session.html
        == #"<div id="n1" class="cw-root"><div id="n2" class="cw-form" role="form">"#
        + #"<section id="n3" class="cw-section">"#
        + #"<header id="n4" class="cw-section-header"><span id="n5" class="cw-text">Profile</span></header>"#
        + #"<div id="n6" class="cw-section-body"><span id="n7" class="cw-text">Name</span></div>"#
        + #"<footer id="n8" class="cw-section-footer"><span id="n9" class="cw-text">Public</span></footer>"#
        + #"</section><section id="n10" class="cw-section">"#
        + #"<div id="n11" class="cw-section-body"><hr id="n12" class="cw-divider"></div>"#
        + #"</section></div></div>"#
    )
  }

  @Test func listRowsAreKeyedByID() {
    struct Contact: Identifiable {
      let id: Int
      let name: String
    }
    let contacts = Box([Contact(id: 1, name: "Blob"), Contact(id: 2, name: "Blob Jr.")])
    let session = RenderSession {
      List(contacts.value) { Text($0.name) }
    }
    #expect(
      session.html
        == #"<div id="n1" class="cw-root"><div id="n2" class="cw-list" role="list">"#
        + #"<div id="n3" class="cw-row"><span id="n4" class="cw-text">Blob</span></div>"#
        + #"<div id="n5" class="cw-row"><span id="n6" class="cw-text">Blob Jr.</span></div>"#
        + #"</div></div>"#
    )
    contacts.value.reverse()
    #expect(session.refresh() == [.move(id: "n5", parent: "n2", index: 0)])
  }

  @Test func listWrapsLooseViewsInRows() {
    let session = RenderSession {
      List {
        Text("Header")
        ForEach(0..<2) { Text("\($0)") }
      }
    }
    #expect(session.nodeIDs("div").count == 4)
    #expect(
      session.html.contains(
        #"<div id="n3" class="cw-row"><span id="n4" class="cw-text">Header</span></div>"#))
  }

  @Test func navigationViewAndTitle() {
    let session = RenderSession {
      NavigationView {
        Text("Content")
          .navigationTitle("Settings")
          .navigationBarItems(trailing: Button("Add") {})
      }
      .navigationViewStyle(.stack)
    }
    #expect(
      session.html
        == #"<div id="n1" class="cw-root"><div id="n2" class="cw-navigation-view">"#
        + #"<div id="n3" class="cw-toolbar"><div id="n4" class="cw-toolbar-leading"></div>"#
        + #"<div id="n5" class="cw-toolbar-trailing"><button id="n6" type="button" class="cw-button" data-cw="click">Add</button></div></div>"#
        + #"<h1 id="n7" class="cw-navigation-title"><span id="n8" class="cw-text">Settings</span></h1>"#
        + #"<span id="n9" class="cw-text">Content</span></div></div>"#
    )
  }

  @Test func progressViews() {
    let session = RenderSession {
      VStack {
        ProgressView()
        ProgressView("Uploading", value: 0.5, total: 2.0)
      }
    }
    #expect(
      session.html.contains(
        #"<div id="n3" class="cw-progress-view" role="status"><progress id="n4" class="cw-progress"></progress></div>"#
      )
    )
    #expect(
      session.html.contains(
        #"<span id="n6" class="cw-text">Uploading</span><progress id="n7" class="cw-progress" value="0.5" max="2"></progress>"#
      )
    )
  }
}
