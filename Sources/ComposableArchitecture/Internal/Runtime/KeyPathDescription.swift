/// A key path as it is written in source, for dumps: `\SettingsState.$userSettings.enableHaptics`.
///
/// The standard library's `debugDescription` names stored properties but, on Linux, prints
/// computed ones — every `$field` projection and every nested `BindableState` component — as
/// `<computed 0x… (Type)>`. This fills in those names: properties from the binary's symbol table
/// (``SymbolTable``) or, where it has none, from what applying the key path taught
/// (``KeyPathLearning``); `BindableState`'s dynamic member subscript from the argument it was
/// applied with. A component it can't name keeps the standard library's text.
@usableFromInline
struct KeyPathDescription {
  /// The root type's name: `SettingsState`.
  var root: String
  /// The components, each with its leading `.` (or `[` for subscripts): `.$displayName`.
  var components: String

  /// The key path as written: `\SettingsState.$displayName`.
  var text: String { "\\\(root)\(components)" }

  init(root: String, components: String) {
    self.root = root
    self.components = components
  }

  init(_ keyPath: AnyKeyPath) {
    let rootType = type(of: keyPath).rootType
    guard let components = Self.rawComponents(of: keyPath) else {
      let raw = keyPath.debugDescription
      self.init(root: readableTypeName(rootType), components: String(raw.drop { $0 != "." }))
      return
    }
    // The standard library starts with the unqualified root name; ours names nested types in
    // full (`Outer.State`), the way they are written.
    self.init(
      root: readableTypeName(rootType),
      components: Self.nameComputedComponents(
        in: components,
        learned: KeyPathLearning.entry(for: keyPath)
      )
    )
  }

  /// The standard library's description of `keyPath` after its root, `\Root`, or `nil` if it
  /// doesn't start with the root's unqualified name.
  private static func rawComponents(of keyPath: AnyKeyPath) -> String? {
    let raw = keyPath.debugDescription
    let rawRoot = "\\" + _typeName(type(of: keyPath).rootType, qualified: false)
    guard raw.hasPrefix(rawRoot) else { return nil }
    return String(raw.dropFirst(rawRoot.count))
  }

  /// Whether `keyPath` is one computed property, such as a root-level `$field` projection, and if
  /// so its name when the binary's symbols have it: `.some("$displayName")`.
  ///
  /// `nil` for a path of several components, a stored property, or a subscript.
  static func soleComputedComponent(of keyPath: AnyKeyPath) -> String?? {
    guard let components = rawComponents(of: keyPath) else { return nil }
    let pieces = split(components)
    guard
      pieces.count == 3,
      case .text(".") = pieces[0],
      case let .computed(address, _) = pieces[1],
      case .text("") = pieces[2]
    else { return nil }
    switch computedName(at: address) {
    case let .property(name): return .some(name)
    case .dynamicMember: return nil
    case .unknown: return .some(nil)
    }
  }

  /// This key path followed by `child`, which is rooted at this one's value.
  func appending(_ child: KeyPathDescription) -> KeyPathDescription {
    KeyPathDescription(root: root, components: components + child.components)
  }

  /// A piece of the standard library's description: plain text, or a computed component.
  private enum Piece {
    case text(Substring)
    case computed(address: UInt, raw: Substring)
  }

  /// What a computed component turned out to be.
  private enum ComputedName {
    case property(String)
    case dynamicMember
    case unknown
  }

  private static func nameComputedComponents(
    in components: String,
    learned: KeyPathLearning.Entry?
  ) -> String {
    let pieces = split(components)
    var names = pieces.map { piece -> ComputedName in
      guard case let .computed(address, _) = piece else { return .unknown }
      return computedName(at: address)
    }

    // Where the symbol table had no name, fall back on what applying the key path taught.
    if case let .named(name) = learned?.firstField,
      pieces.count > 1, case .text(".") = pieces[0], case .unknown = names[1]
    {
      names[1] = .property(name)
    }
    let arguments = learned?.arguments ?? []
    let dynamicMembers = names.indices.filter {
      if case .dynamicMember = names[$0] { return true }
      return false
    }
    if dynamicMembers.count < arguments.count {
      // Dynamic member components come after the projection they extend, so they are the last
      // unnamed computed components whose value is bindable state.
      let candidates = pieces.indices.filter { index in
        guard case let .computed(_, raw) = pieces[index], case .unknown = names[index] else {
          return false
        }
        return raw.contains(" (BindableState<")
      }
      for index in candidates.suffix(arguments.count - dynamicMembers.count) {
        names[index] = .dynamicMember
      }
    }
    // Arguments pair with the dynamic member components in order; a count that doesn't match
    // means the learned list is not this path's, so none is used.
    let dynamicMemberCount = names.filter {
      if case .dynamicMember = $0 { return true }
      return false
    }.count
    var remainingArguments = dynamicMemberCount == arguments.count ? arguments[...] : []

    var result = ""
    for (piece, name) in zip(pieces, names) {
      switch (piece, name) {
      case let (.text(text), _):
        result += text
      case let (.computed, .property(name)):
        result += name
      case let (.computed(_, raw), .dynamicMember):
        if let argument = remainingArguments.popFirst() {
          // The argument is rooted at the wrapped value: `\UserSettings.enableHaptics`.
          result += KeyPathDescription(argument).components.dropFirst()
        } else {
          result += raw
        }
      case let (.computed(_, raw), .unknown):
        result += raw
      }
    }
    return result
  }

  /// Splits `.child.<computed 0x… (Type)>.name` into text and computed components.
  private static func split(_ components: String) -> [Piece] {
    var pieces: [Piece] = []
    var rest = components[...]
    let marker = "<computed 0x"
    while let range = rest.range(of: marker) {
      pieces.append(.text(rest[..<range.lowerBound]))
      let digits = rest[range.upperBound...].prefix(while: \.isHexDigit)
      // The component ends at the `>` after its balanced `(Type)`.
      var index = digits.endIndex
      guard
        let address = UInt(digits, radix: 16),
        rest[index...].hasPrefix(" (")
      else {
        pieces.append(.text(rest[range.lowerBound...]))
        return pieces
      }
      index = rest.index(index, offsetBy: 1)
      var depth = 0
      while index < rest.endIndex {
        if rest[index] == "(" { depth += 1 }
        if rest[index] == ")" { depth -= 1 }
        rest.formIndex(after: &index)
        if depth == 0 { break }
      }
      guard index < rest.endIndex, rest[index] == ">" else {
        pieces.append(.text(rest[range.lowerBound...]))
        return pieces
      }
      rest.formIndex(after: &index)
      pieces.append(.computed(address: address, raw: rest[range.lowerBound..<index]))
      rest = rest[index...]
    }
    pieces.append(.text(rest))
    return pieces
  }

  /// Names the computed component whose getter is at `address`, from its demangled symbol:
  /// `key path getter for App.SettingsState.$displayName : …`.
  private static func computedName(at address: UInt) -> ComputedName {
    let prefix = "key path getter for "
    // The symbol table is read only while fast paths are on: with them off, nothing here
    // reads the runtime's binaries, and names come from what applying key paths taught.
    guard
      FastPaths.areEnabled,
      let symbol = SymbolTable.shared.keyPathGetterName(at: address),
      symbol.hasPrefix(prefix)
    else { return .unknown }
    let declaration = symbol.dropFirst(prefix.count)
    // Subscripts: `ComposableArchitecture.BindableState.subscript<A>(dynamicMember: …) -> …`.
    if let subscriptRange = declaration.range(of: ".subscript"),
      !declaration[..<subscriptRange.lowerBound].contains(" ")
    {
      let owner = declaration[..<subscriptRange.lowerBound]
      let isBindableState =
        owner == "ComposableArchitecture.BindableState"
        && declaration[subscriptRange.upperBound...].contains("(dynamicMember:")
      return isBindableState ? .dynamicMember : .unknown
    }
    // Properties: `App.SettingsState.$displayName : T : Root`, or for a local type
    // `$displayName : T in Local #1 in App.f() -> () : Root`.
    guard let end = declaration.range(of: " : ")?.lowerBound else { return .unknown }
    let path = declaration[..<end]
    guard let name = lastComponent(of: path), !name.isEmpty else { return .unknown }
    return .property(name)
  }

  /// The last `.`-separated component of a declaration path, ignoring dots in brackets.
  private static func lastComponent(of path: Substring) -> String? {
    var depth = 0
    var start = path.startIndex
    for index in path.indices {
      switch path[index] {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case "." where depth == 0: start = path.index(after: index)
      default: break
      }
    }
    let name = path[start...]
    guard !name.contains(where: { $0 == " " || $0 == "(" || $0 == "<" }) else { return nil }
    return String(name)
  }
}

/// A type's name as written in code, also for types declared inside functions, whose reflected
/// names carry `(unknown context at $…)` parts that mean nothing to a reader.
func readableTypeName(_ type: Any.Type) -> String {
  var name = typeName(type)
  while let start = name.range(of: "(unknown context at $") {
    guard let end = name[start.upperBound...].firstIndex(of: ")") else { break }
    name.removeSubrange(start.lowerBound...end)
  }
  return name
}
