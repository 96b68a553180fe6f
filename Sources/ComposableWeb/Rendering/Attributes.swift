/// The attributes of a ``Node``, in the order they were set.
///
/// ```swift
/// var attributes = Attributes()
/// attributes.set("type", "checkbox")
/// attributes.set("checked", "")
/// ```
///
/// Order is kept so the HTML of a render is the same every time; elements have a handful of
/// attributes, so a small array beats a dictionary.
///
/// The most common elements (a list row, a plain text, a plain button, a stack as it comes)
/// start from one of the lists below, shared by every node that has it: copying attributes
/// shares their storage until one is set, so a page of a thousand rows holds one of each
/// instead of a thousand, and comparing two that share storage is one pointer comparison.
struct Attributes: Equatable, Sequence {
  private(set) var storage: [(name: String, value: String)] = []

  init() {}

  /// The attributes `pairs`, in order.
  init(_ pairs: KeyValuePairs<String, String>) {
    storage = pairs.map { (name: $0.key, value: $0.value) }
  }

  subscript(name: String) -> String? {
    storage.first { $0.name == name }?.value
  }

  /// Sets `name` to `value`, replacing an earlier value in place.
  mutating func set(_ name: String, _ value: String) {
    if let index = storage.firstIndex(where: { $0.name == name }) {
      storage[index].value = value
    } else {
      storage.append((name, value))
    }
  }

  /// Sets a boolean attribute: present when `isOn`, absent otherwise.
  mutating func set(_ name: String, isOn: Bool) {
    if isOn {
      set(name, "")
    } else {
      remove(name)
    }
  }

  mutating func remove(_ name: String) {
    // Not a write when there is nothing to remove: shared storage stays shared.
    guard storage.contains(where: { $0.name == name }) else { return }
    storage.removeAll { $0.name == name }
  }

  /// Adds a class to the space-separated `class` attribute.
  mutating func addClass(_ name: String) {
    if let classes = self["class"] {
      guard !classes.split(separator: " ").contains(Substring(name)) else { return }
      set("class", classes + " " + name)
    } else {
      set("class", name)
    }
  }

  /// Appends a declaration to the `style` attribute.
  mutating func addStyle(_ declaration: String) {
    if let style = self["style"] {
      set("style", style + ";" + declaration)
    } else {
      set("style", declaration)
    }
  }

  func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
    storage.makeIterator()
  }

  static func == (lhs: Attributes, rhs: Attributes) -> Bool {
    guard lhs.storage.count == rhs.storage.count else { return false }
    let sharesStorage = lhs.storage.withUnsafeBufferPointer { left in
      rhs.storage.withUnsafeBufferPointer { left.baseAddress == $0.baseAddress }
    }
    return sharesStorage
      || lhs.storage.elementsEqual(rhs.storage) { $0.name == $1.name && $0.value == $1.value }
  }
}

extension Attributes {
  /// A row of a list or of a form's section.
  static let row = Attributes(["class": "cw-row"])
  /// A text without styles of its own.
  static let plainText = Attributes(["class": "cw-text"])
  /// A button in the default style, labelled with a plain text.
  static let plainButton = Attributes(["type": "button", "class": "cw-button", "data-cw": "click"])
  /// Stacks with their default alignment and spacing.
  static let centeredHStack = Attributes(["class": "cw-hstack", "style": "align-items:center"])
  static let centeredVStack = Attributes(["class": "cw-vstack", "style": "align-items:center"])

  /// The shared list for a container with this class and style, if there is one.
  static func shared(class cssClass: String, style: String?) -> Attributes? {
    switch (cssClass, style) {
    case ("cw-row", nil): .row
    case ("cw-hstack", "align-items:center"): .centeredHStack
    case ("cw-vstack", "align-items:center"): .centeredVStack
    default: nil
    }
  }
}
