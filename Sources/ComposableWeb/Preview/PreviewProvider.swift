/// A type that produces previews of views, as 2021 view files declare them next to the view.
///
/// ```swift
/// struct CounterView_Previews: PreviewProvider {
///   static var previews: some View {
///     CounterView(store: Store(initialState: CounterState(), reducer: counterReducer, environment: ()))
///       .previewLayout(.sizeThatFits)
///   }
/// }
/// ```
///
/// ``PreviewCatalog`` shows a module's previews on one page, like a storybook.
public protocol PreviewProvider {
  associatedtype Previews: View

  /// The views to preview.
  @ViewBuilder static var previews: Previews { get }

  /// The platform to preview on; `nil` for the default.
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  public static var platform: PreviewPlatform? { nil }
}
