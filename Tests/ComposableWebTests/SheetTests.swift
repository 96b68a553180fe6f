import ComposableWeb
import Testing
import WebTestSupport

/// `.sheet(isPresented:)` and `.sheet(item:)`.
@Suite struct SheetTests {
  @Test func presentsWhileTrueAndClosesThroughTheBinding() throws {
    let isPresented = Box(true)
    let dismissals = Box(0)
    let session = RenderSession {
      Text("Page")
        .sheet(isPresented: isPresented.binding, onDismiss: { dismissals.value += 1 }) {
          Text("Sheet")
        }
    }
    #expect(
      session.html.contains(
        #"<div id="n3" class="cw-sheet-backdrop"><div id="n4" class="cw-sheet" role="dialog" aria-modal="true">"#
          + #"<button id="n5" type="button" class="cw-button cw-sheet-close" aria-label="Close" data-cw="click">✕</button>"#
          + #"<span id="n6" class="cw-text">Sheet</span></div></div>"#
      )
    )
    try session.dispatch(.click(id: "n5"))
    #expect(isPresented.value == false)
    #expect(dismissals.value == 1)
    #expect(session.refresh() == [.remove(id: "n3")])
  }

  struct Contact: Identifiable, Equatable {
    let id: Int
    let name: String
  }

  @Test func itemSheetsAreReplacedWhenTheItemChanges() throws {
    let contact = Box<Contact?>(nil)
    let session = RenderSession {
      Text("Contacts")
        .sheet(item: contact.binding) { Text($0.name) }
    }
    #expect(session.nodeIDs("div").isEmpty)
    contact.value = Contact(id: 1, name: "Blob")
    #expect(session.refresh().count == 1)
    contact.value = Contact(id: 2, name: "Blob Jr.")
    let patches = session.refresh()
    #expect(patches.count == 2)
    #expect(patches.first == .remove(id: "n3"))
    let close = try #require(session.nodeID("button", label: "Close"))
    try session.dispatch(.click(id: close))
    #expect(contact.value == nil)
  }
}
