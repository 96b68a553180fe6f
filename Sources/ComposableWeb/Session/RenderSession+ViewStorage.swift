/// The session's index of view storage by identity.
extension RenderSession {
  /// The number of views on the page that keep dynamic-property storage (`@State`,
  /// `@StateObject`, `@FocusState`, …): it falls back when they leave the page.
  ///
  /// ```swift
  /// session.viewStateCount  // 3: three rows, each with its own @State
  /// ```
  public var viewStateCount: Int {
    viewStorages.count
  }

  /// The storage kept for `identity`, made afresh if no view there holds one now.
  func viewStorage(for identity: ViewIdentity) -> ViewStorage {
    if let storage = viewStorages[identity]?.storage { return storage }
    let storage = ViewStorage(identity: identity, session: self)
    viewStorages[identity] = WeakViewStorage(storage: storage)
    return storage
  }

  /// Forgets `identity` once no view holds its storage any more.
  func viewStorageDidEnd(_ identity: ViewIdentity) {
    if let entry = viewStorages[identity], entry.storage == nil {
      viewStorages[identity] = nil
    }
  }
}
