import ComposableArchitecture

/// A showcase of the system's text styles in a chosen design, with sample text to type.
public struct TextStylesState: Codable, Equatable {
  /// The font design the samples are shown in.
  public enum Design: String, Codable, CaseIterable, Equatable, Hashable {
    case standard = "Default"
    case serif = "Serif"
    case rounded = "Rounded"
    case monospaced = "Mono"
  }

  @BindableState public var design: Design
  @BindableState public var sample: String
  @BindableState public var isBold: Bool

  public init(
    design: Design = .standard, sample: String = "The quick brown fox", isBold: Bool = false
  ) {
    self.design = design
    self.sample = sample
    self.isBold = isBold
  }
}

public enum TextStylesAction: Equatable, BindableAction {
  case binding(BindingAction<TextStylesState>)
  case resetButtonTapped
}

public let textStylesReducer = Reducer<TextStylesState, TextStylesAction, Void> {
  state, action, _ in
  switch action {
  case .binding:
    return .none
  case .resetButtonTapped:
    state = TextStylesState()
    return .none
  }
}
.binding()
