// A test target adds this one product: it brings the view layer and swift-snapshot-testing's
// `assertSnapshot`, with strategies that render views as the browser shows them.
@_exported import ComposableWeb

#if SnapshotTesting
  @_exported import SnapshotTesting
#else
  // Without the trait the module builds (this package builds every target of its own), and a
  // test that uses it is told what to turn on.
  @available(
    *, unavailable,
    message: """
      ComposableWebTesting's snapshots need the SnapshotTesting trait of \
      swift-composable-architecture-linux: traits: ["SnapshotTesting"] on the package's line
      """
  )
  public func assertSnapshot<Value, Strategy>(
    of value: @autoclosure () throws -> Value, as strategy: Strategy
  ) {}

  @available(
    *, unavailable,
    message: """
      ComposableWebTesting's snapshots need the SnapshotTesting trait of \
      swift-composable-architecture-linux: traits: ["SnapshotTesting"] on the package's line
      """
  )
  public func assertSnapshot<Value, Strategy>(
    matching value: @autoclosure () throws -> Value, as strategy: Strategy
  ) {}
#endif
