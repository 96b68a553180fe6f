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
struct Attributes: Equatable, Sequence {
  private(set) var storage: [(name: String, value: String)] = []

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
    lhs.storage.elementsEqual(rhs.storage) { $0.name == $1.name && $0.value == $1.value }
  }
}
