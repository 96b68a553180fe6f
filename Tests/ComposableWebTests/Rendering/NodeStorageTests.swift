import Testing

@testable import ComposableWeb

/// A node's sparse storage: the handlers it has and the fields few nodes use read back as they
/// were set, and unset ones read as empty; attribute lists shared by many nodes are copied when
/// one of them is changed.
@Suite struct NodeStorageTests {
  @Test func handlersReadBackAsSetAndCopiesAreIndependent() {
    var handlers = EventHandlers()
    #expect(handlers.click == nil && handlers.input == nil && !handlers.isDisabled)
    var clicks = 0
    var typed: [String] = []
    handlers.click = { clicks += 1 }
    handlers.input = { typed.append($0) }
    handlers.isDisabled = true
    var copy = handlers
    // A second click handler replaces the first instead of adding to it.
    copy.click = { clicks += 10 }
    copy.input = nil
    copy.isDisabled = false
    handlers.click?()
    handlers.input?("a")
    copy.click?()
    #expect(clicks == 11)
    #expect(typed == ["a"])
    #expect(handlers.isDisabled && !copy.isDisabled)
    #expect(copy.input == nil && copy.toggle == nil && copy.readValue == nil)
  }

  @Test func everyKindOfHandlerIsKeptApart() {
    var handlers = EventHandlers()
    var calls: [String] = []
    handlers.click = { calls.append("click") }
    handlers.submit = { calls.append("submit") }
    handlers.focus = { calls.append("focus") }
    handlers.blur = { calls.append("blur") }
    handlers.toggle = { calls.append("toggle \($0)") }
    handlers.step = { calls.append("step \($0)") }
    handlers.select = { calls.append("select \($0)") }
    handlers.slider = { calls.append("slider \($0)") }
    handlers.readValue = { "value" }
    handlers.readIsOn = { true }
    handlers.click?()
    handlers.submit?()
    handlers.focus?()
    handlers.blur?()
    handlers.toggle?(true)
    handlers.step?(false)
    handlers.select?("b")
    handlers.slider?(0.5)
    #expect(
      calls == [
        "click", "submit", "focus", "blur", "toggle true", "step false", "select b", "slider 0.5",
      ])
    #expect(handlers.readValue?() == "value" && handlers.readIsOn?() == true)
    #expect(handlers.gestures == nil && handlers.resize == nil)
  }

  @Test func rarelyUsedNodeFieldsReadBackAsSet() {
    let node = Node(tag: "div")
    #expect(!node.wantsFocus && node.selectionTag == nil && node.optionContent == nil)
    #expect(node.onAppear.isEmpty && node.onDisappear.isEmpty && node.retainedStorage.isEmpty)
    var appeared = 0
    node.onAppear.append { appeared += 1 }
    node.onAppear.append { appeared += 2 }
    node.wantsFocus = true
    node.selectionTag = AnyHashable("tag")
    node.optionContent = [Node(tag: "span", text: "Icon")]
    for action in node.onAppear { action() }
    #expect(appeared == 3)
    #expect(node.wantsFocus && node.selectionTag == AnyHashable("tag"))
    #expect(node.optionContent?.first?.text == "Icon")
    node.wantsFocus = false
    node.onAppear = []
    #expect(!node.wantsFocus && node.onAppear.isEmpty && node.selectionTag == AnyHashable("tag"))
  }

  @Test func sharedAttributeListsAreCopiedWhenOneNodeChanges() {
    let first = Node(tag: "div")
    let second = Node(tag: "div")
    first.attributes = .row
    second.attributes = .row
    second.attributes.set("style", "gap:4px")
    second.attributes.remove("data-absent")
    #expect(first.attributes.map(\.name) == ["class"])
    #expect(first.attributes == .row && second.attributes != .row)
    #expect(second.attributes.map(\.value) == ["cw-row", "gap:4px"])
    // Equal pairs in storage of their own compare equal; a different value doesn't.
    var built = Attributes()
    built.set("class", "cw-row")
    #expect(built == .row)
    built.set("class", "cw-row-content")
    #expect(built != .row)
  }
}
