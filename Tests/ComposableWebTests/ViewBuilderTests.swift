import ComposableWeb
import Testing
import WebTestSupport

/// The view builder: blocks of any size, `if`, `if`/`else`, `switch`, optionals and `ForEach`.
@Suite struct ViewBuilderTests {
  @Test func blocksHoldAnyNumberOfViews() {
    let session = RenderSession {
      VStack {
        Text("1")
        Text("2")
        Text("3")
        Text("4")
        Text("5")
        Text("6")
        Text("7")
        Text("8")
        Text("9")
        Text("10")
        Text("11")
        Text("12")
      }
    }
    #expect(session.nodeIDs("span").count == 12)
    #expect(session.html.contains(#"<span id="n14" class="cw-text">12</span>"#))
  }

  @Test func emptyBlockRendersNothing() {
    let session = RenderSession { VStack {} }
    #expect(
      session.html
        == #"<div id="n1" class="cw-root"><div id="n2" class="cw-vstack" style="align-items:center"></div></div>"#
    )
  }

  @Test func ifWithoutElse() {
    let flag = Box(false)
    let session = RenderSession {
      Group {
        Text("A")
        if flag.value { Text("B") }
        Text("C")
      }
    }
    #expect(session.nodeIDs("span").count == 2)
    flag.value = true
    // The block keys its children by position, so showing B inserts one node and touches
    // neither neighbour.
    #expect(
      session.refresh() == [
        .insert(parent: "n1", index: 1, html: #"<span id="n4" class="cw-text">B</span>"#)
      ]
    )
    flag.value = false
    #expect(session.refresh() == [.remove(id: "n4")])
  }

  @Test func ifElseReplacesAcrossBranches() {
    let flag = Box(true)
    let session = RenderSession {
      if flag.value {
        Text("Yes")
      } else {
        Text("No")
      }
    }
    #expect(session.html.contains(">Yes<"))
    flag.value = false
    #expect(
      session.refresh() == [
        .remove(id: "n2"),
        .insert(parent: "n1", index: 0, html: #"<span id="n3" class="cw-text">No</span>"#),
      ]
    )
  }

  enum Screen { case home, profile, settings }

  @Test func switchPicksTheCase() {
    let screen = Box(Screen.home)
    let session = RenderSession {
      switch screen.value {
      case .home: Text("Home")
      case .profile: Text("Profile")
      case .settings: Button("Settings") {}
      }
    }
    #expect(session.html.contains(">Home<"))
    screen.value = .settings
    let patches = session.refresh()
    #expect(patches.count == 2)
    #expect(
      session.html.contains(
        #"<button id="n3" type="button" class="cw-button" data-cw="click">Settings</button>"#))
  }

  @Test func optionalViews() {
    let name = Box<String?>(nil)
    let session = RenderSession {
      VStack {
        if let name = name.value { Text(name) }
      }
    }
    #expect(session.nodeIDs("span").isEmpty)
    name.value = "Blob"
    _ = session.refresh()
    #expect(session.nodeIDs("span", label: "Blob").count == 1)
  }

  struct Item: Identifiable {
    let id: Int
    var name: String
  }

  @Test func forEachOverIdentifiableKeysByID() {
    let items = Box([
      Item(id: 1, name: "One"), Item(id: 2, name: "Two"), Item(id: 3, name: "Three"),
    ])
    let session = RenderSession {
      VStack {
        ForEach(items.value) { Text($0.name) }
      }
    }
    #expect(
      session.html
        == #"<div id="n1" class="cw-root"><div id="n2" class="cw-vstack" style="align-items:center">"#
        + #"<cw-i id="n3"><span id="n4" class="cw-text">One</span></cw-i>"#
        + #"<cw-i id="n5"><span id="n6" class="cw-text">Two</span></cw-i>"#
        + #"<cw-i id="n7"><span id="n8" class="cw-text">Three</span></cw-i></div></div>"#
    )
    // Reordering moves elements by id; renaming patches only the renamed text.
    items.value = [Item(id: 3, name: "Three"), Item(id: 1, name: "Uno"), Item(id: 2, name: "Two")]
    #expect(
      session.refresh() == [
        .move(id: "n7", parent: "n2", index: 0),
        .setText(id: "n4", text: "Uno"),
      ]
    )
    items.value.removeFirst()
    #expect(session.refresh() == [.remove(id: "n7")])
    items.value.insert(Item(id: 9, name: "Nine"), at: 1)
    #expect(
      session.refresh() == [
        .insert(
          parent: "n2", index: 1,
          html: #"<cw-i id="n9"><span id="n10" class="cw-text">Nine</span></cw-i>"#
        )
      ]
    )
  }

  @Test func forEachWithKeyPathID() {
    let session = RenderSession {
      HStack {
        ForEach(["a", "b"], id: \.self) { Text($0.uppercased()) }
      }
    }
    #expect(session.nodeIDs("cw-i").count == 2)
    #expect(session.nodeID("span", label: "B") != nil)
  }

  @Test func forEachOverRange() {
    let session = RenderSession {
      VStack {
        ForEach(0..<3) { Text("Row \($0)") }
      }
    }
    #expect(session.nodeIDs("span").count == 3)
    #expect(session.nodeID("span", label: "Row 2") != nil)
  }

  @Test func anyViewGroupAndEmptyView() {
    let session = RenderSession {
      VStack {
        AnyView(Text("Erased"))
        AnyView(AnyView(Divider()))
        Group {
          Text("G1")
          EmptyView()
          Text("G2")
        }
      }
    }
    #expect(session.nodeID("span", label: "Erased") != nil)
    #expect(session.nodeIDs("hr").count == 1)
    #expect(session.nodeIDs("span").count == 3)
  }

  struct Greeting: View {
    let name: String
    var body: some View {
      VStack {
        Text("Hello, \(name)!")
      }
    }
  }

  @Test func compositeViewsRenderTheirBodies() {
    let session = RenderSession(root: Greeting(name: "Blob"))
    #expect(session.nodeID("span", label: "Hello, Blob!") != nil)
  }
}
