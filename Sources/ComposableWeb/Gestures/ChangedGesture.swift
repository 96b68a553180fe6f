/// A gesture with an action for each change of its value: what `.onChanged` returns.
///
/// ```swift
/// DragGesture().onChanged { viewStore.send(.dragged($0.translation)) }
/// ```
public struct _ChangedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value

  let content: Content
  let action: (Value) -> Void
}

extension _ChangedGesture: RecognizableGesture {
  func recognizers(changed: [(Any) -> Void], ended: [(Any) -> Void]) -> GestureRecognizers {
    let action = self.action
    guard let content = content as? any RecognizableGesture else { return GestureRecognizers() }
    return content.recognizers(
      changed: changed + [{ if let value = $0 as? Value { action(value) } }], ended: ended)
  }
}

extension Gesture {
  /// Runs `action` each time the gesture's value changes: as a drag moves.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}
