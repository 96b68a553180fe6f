/// A publisher of a view store's state, with publishers of its fields by dynamic member lookup.
///
/// ```swift
/// viewStore.publisher.count
///   .sink { count in print(count) }
/// ```
///
/// It emits the current value on subscription, then only changes; field publishers de-duplicate
/// by `Equatable`. A subscription keeps its view store alive.
@dynamicMemberLookup
public struct StorePublisher<State>: Publisher {
  public typealias Output = State
  public typealias Failure = Never

  /// The underlying publisher.
  public let upstream: AnyPublisher<State, Never>
  private let owner: AnyObject

  init(upstream: AnyPublisher<State, Never>, owner: AnyObject) {
    self.upstream = upstream
    self.owner = owner
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == State, S.Failure == Never {
    let owner = self.owner
    upstream
      .handleEvents(receiveCancel: { _ = owner })
      .receive(subscriber: subscriber)
  }

  /// A publisher of the state's value at `keyPath`, de-duplicated.
  public subscript<Value: Equatable>(
    dynamicMember keyPath: KeyPath<State, Value>
  ) -> StorePublisher<Value> {
    StorePublisher<Value>(
      upstream: upstream.map(keyPath).removeDuplicates().eraseToAnyPublisher(),
      owner: owner
    )
  }
}
