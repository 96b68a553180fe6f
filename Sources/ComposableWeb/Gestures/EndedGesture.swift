/// A gesture with an action for when it ends: what `.onEnded` returns.
///
/// ```swift
/// TapGesture().onEnded { viewStore.send(.tapped) }
/// ```
public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value

  let content: Content
  let action: (Value) -> Void
}

extension _EndedGesture: RecognizableGesture {
  func recognizers(changed: [(Any) -> Void], ended: [(Any) -> Void]) -> GestureRecognizers {
    let action = self.action
    guard let content = content as? any RecognizableGesture else { return GestureRecognizers() }
    return content.recognizers(
      changed: changed, ended: ended + [{ if let value = $0 as? Value { action(value) } }])
  }
}

extension Gesture {
  /// Runs `action` when the gesture ends: a tap, a long press, the release of a drag.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }
}
