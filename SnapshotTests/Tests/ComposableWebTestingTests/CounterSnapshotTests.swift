import ComposableWebTesting
import Foundation
import XCTest

// A feature as a 2021 app wrote it, and its snapshot tests as a 2021 test target wrote them.

struct CounterState: Equatable {
  var count = 0
}

enum CounterAction: Equatable {
  case decrementButtonTapped
  case incrementButtonTapped
}

let counterReducer = Reducer<CounterState, CounterAction, Void> { state, action, _ in
  switch action {
  case .decrementButtonTapped:
    state.count -= 1
    return .none
  case .incrementButtonTapped:
    state.count += 1
    return .none
  }
}

struct CounterView: View {
  let store: Store<CounterState, CounterAction>

  var body: some View {
    WithViewStore(self.store) { viewStore in
      HStack {
        Button("−") { viewStore.send(.decrementButtonTapped) }
        Text("\(viewStore.count)")
          .font(.body.monospacedDigit())
        Button("+") { viewStore.send(.incrementButtonTapped) }
      }
    }
  }
}

struct CounterScreen: View {
  let store: Store<CounterState, CounterAction>

  var body: some View {
    NavigationView {
      Form {
        Section(header: Text("Counter")) {
          CounterView(store: self.store)
        }
      }
      .navigationTitle("Counter demo")
    }
  }
}

func counterStore(count: Int = 0) -> Store<CounterState, CounterAction> {
  Store(initialState: CounterState(count: count), reducer: counterReducer, environment: ())
}

final class CounterSnapshotTests: XCTestCase {
  func testMarkup() {
    assertSnapshot(of: CounterScreen(store: counterStore(count: 3)), as: .html)
  }

  func testOnAPhone() throws {
    try XCTSkipUnless(ImageSnapshots.isAvailable, "no Chromium to take image snapshots with")
    assertSnapshot(
      matching: CounterScreen(store: counterStore(count: 3)),
      as: .image(layout: .device(config: .iPhoneXsMax))
    )
  }

  func testInTheDark() throws {
    try XCTSkipUnless(ImageSnapshots.isAvailable, "no Chromium to take image snapshots with")
    assertSnapshot(
      matching: CounterScreen(store: counterStore(count: 3)).preferredColorScheme(.dark),
      as: .image(layout: .fixed(width: 390, height: 300))
    )
  }

  func testFittingItsContent() throws {
    try XCTSkipUnless(ImageSnapshots.isAvailable, "no Chromium to take image snapshots with")
    assertSnapshot(matching: CounterView(store: counterStore(count: 42)), as: .image)
  }

  /// A changed view fails against its reference, and says by how much.
  func testAChangedViewDiffers() throws {
    try XCTSkipUnless(ImageSnapshots.isAvailable, "no Chromium to take image snapshots with")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("counter-snapshots-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let strategy = Snapshotting<CounterScreen, Data>.image(layout: .fixed(width: 390, height: 300))
    _ = verifySnapshot(
      of: CounterScreen(store: counterStore(count: 3)), as: strategy, named: "counter",
      record: .all,
      snapshotDirectory: folder.path)
    let failure = verifySnapshot(
      of: CounterScreen(store: counterStore(count: 4)), as: strategy, named: "counter",
      record: .never,
      snapshotDirectory: folder.path)
    XCTAssertTrue(failure?.contains("pixels differ") == true, failure ?? "no failure")
    // The same view matches its reference.
    XCTAssertNil(
      verifySnapshot(
        of: CounterScreen(store: counterStore(count: 3)), as: strategy, named: "counter",
        record: .never,
        snapshotDirectory: folder.path))
  }

  /// Markup snapshots diff by line: a changed count is one changed line.
  func testAChangedMarkupDiffersByTheLineThatChanged() {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("counter-markup-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = verifySnapshot(
      of: CounterView(store: counterStore(count: 3)), as: .html, named: "counter", record: .all,
      snapshotDirectory: folder.path)
    let failure =
      verifySnapshot(
        of: CounterView(store: counterStore(count: 4)), as: .html, named: "counter", record: .never,
        snapshotDirectory: folder.path) ?? ""
    XCTAssertTrue(failure.contains("−") && failure.contains("+"), failure)
    XCTAssertTrue(failure.contains(">3<") && failure.contains(">4<"), failure)
  }
}
