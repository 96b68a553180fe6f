/// Builds toolbar content from `ToolbarItem`s and `ToolbarItemGroup`s, with `if` and `if/else`.
///
/// ```swift
/// .toolbar {
///   ToolbarItem(placement: .principal) { Text("Inbox") }
///   if viewStore.canSend {
///     ToolbarItem(placement: .confirmationAction) { Button("Send") { viewStore.send(.send) } }
///   }
/// }
/// ```
@resultBuilder
public enum ToolbarContentBuilder {
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock<each Content: ToolbarContent>(
    _ content: repeat each Content
  ) -> TupleToolbarContent<repeat each Content> {
    TupleToolbarContent(repeat each content)
  }

  public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> Content? {
    content
  }

  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
    content
  }

  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    first: TrueContent
  ) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
    _ConditionalToolbarContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    second: FalseContent
  ) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
    _ConditionalToolbarContent(storage: .falseContent(second))
  }
}

/// Several pieces of toolbar content in a row, as a ``ToolbarContentBuilder`` block builds them.
public struct TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent {
  let value: (repeat each Content)

  init(_ content: repeat each Content) {
    value = (repeat each content)
  }

  public var body: Never { primitiveBody(of: self) }
}

extension TupleToolbarContent: PrimitiveToolbarContent {
  func items(context: RenderContext) -> [ToolbarPiece] {
    var pieces: [ToolbarPiece] = []
    var position = 0
    for content in repeat each value {
      pieces += toolbarItems(content, context: context.appending(.position(position)))
      position += 1
    }
    return pieces
  }
}

/// One of two pieces of toolbar content, as `if/else` builds it.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>:
  ToolbarContent
{
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  public var body: Never { primitiveBody(of: self) }
}

extension _ConditionalToolbarContent: PrimitiveToolbarContent {
  func items(context: RenderContext) -> [ToolbarPiece] {
    switch storage {
    case let .trueContent(content):
      toolbarItems(content, context: context.appending(.trueBranch))
    case let .falseContent(content):
      toolbarItems(content, context: context.appending(.falseBranch))
    }
  }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  public var body: Never { primitiveBody(of: self) }
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
  func items(context: RenderContext) -> [ToolbarPiece] {
    map { toolbarItems($0, context: context) } ?? []
  }
}
