import ComposableWeb
import GalleryStudies
import RenderFixtures

// MARK: - render

/// One row's "+" pressed in a `ForEachStore` page of 10, 1 000 and 10 000 rows: the event
/// dispatched, the action sent, the changed row re-rendered and diffed into patches. Against
/// the same at 10 rows: the renderer's work should follow the change, not the list.
@MainActor
func renderWorkload() -> [Case] {
  [10, 1_000, 10_000].map { rowCount in
    let workload = ForEachStoreWorkload(rowCount: rowCount)
    // Rows far apart, so no cache favors a small list.
    var row = 0
    return Case(
      "render-forEach/\(rowCount)", baseline: "render-forEach/10",
      note: "a row's button pressed, its patch computed"
    ) { n in
      let name = "render-forEach/\(rowCount)"
      let start = workload.totalCount
      var patchCount = 0
      for _ in 0..<n {
        row = (row &+ 7_919) % rowCount
        patchCount += succeeding(name) { try workload.incrementRow(at: row) }.count
      }
      // Every press handled, and each one patched its row.
      check(workload.totalCount == start + n && patchCount >= n, name)
    }
  }
}

/// A row appended to a `ForEachStore` page of 10, 1 000 and 10 000 rows, then removed again, as
/// "Add counter" and a delete do: the work should follow the row, not the list. (The store
/// scoped to the rows still compares the old and new rows once per change: 2021 semantics.)
@MainActor
func renderInsertWorkload() -> [Case] {
  [10, 1_000, 10_000].map { rowCount in
    let workload = RowInsertionWorkload(rowCount: rowCount)
    return Case(
      "render-forEach-insert/\(rowCount)", baseline: "render-forEach-insert/10",
      note: "a row appended and removed, both patches computed"
    ) { n in
      let name = "render-forEach-insert/\(rowCount)"
      var patchCount = 0
      for _ in 0..<n {
        patchCount += succeeding(name) { try workload.appendRow() }.count
        patchCount += succeeding(name) { try workload.removeLastRow() }.count
      }
      // An insert and a removal each time, and the list back at its size.
      check(patchCount >= 2 * n && workload.rowCount == rowCount, name)
    }
  }
}

// MARK: - drag

/// One drag update of a circle over a page of 10 and 1 000 unchanging rows, as the browser sends
/// it: the message parsed, the translation sent through the store, the circle re-rendered and
/// diffed, the patch frame written. The page around the circle should not matter.
@MainActor
func dragWorkload() -> [Case] {
  [10, 1_000].map { rowCount in
    let workload = DragWorkload(otherRowCount: rowCount)
    var step = 0.0
    return Case(
      "render-drag/\(rowCount)", baseline: "render-drag/10",
      note: "one pointer move: message in, patch frame out"
    ) { n in
      var patchFrames = 0
      for _ in 0..<n {
        step += 1
        let frame = workload.dragUpdate(x: step.truncatingRemainder(dividingBy: 300), y: 7)
        if frame.hasPrefix(#"{"t":"patch""#) { patchFrames += 1 }
      }
      // Each move answered with a patch, never an error frame.
      check(patchFrames == n, "render-drag/\(rowCount)")
    }
  }
}

// MARK: - state

/// One row's `@State` star pressed in a page of 10, 1 000 and 10 000 row views: the event
/// dispatched, the state written, that row's view re-rendered and diffed into patches. Against
/// the same at 10 rows, and against `render-forEach` (the same size of change through a store):
/// view state should cost what the change costs, not what the list costs.
@MainActor
func stateWorkload() -> [Case] {
  [10, 1_000, 10_000].map { rowCount in
    let workload = StateToggleWorkload(rowCount: rowCount)
    var row = 0
    return Case(
      "state-toggle/\(rowCount)", baseline: "state-toggle/10",
      note: "a row's @State star pressed, its patch computed"
    ) { n in
      let name = "state-toggle/\(rowCount)"
      var patchCount = 0
      for _ in 0..<n {
        row = (row &+ 7_919) % rowCount
        patchCount += succeeding(name) { try workload.toggleRow(at: row) }.count
      }
      check(patchCount >= n, name)
    }
  }
}

// MARK: - click

/// One click as its socket delivers it — the message's text in, the patch frame's text out — on
/// a counter page of 1 and 1 000 rows: what a click costs the server besides the socket.
@MainActor
func clickWorkload() -> [Case] {
  [1, 1_000].map { rowCount in
    let workload = ClickWorkload(rowCount: rowCount)
    var row = 0
    return Case(
      "session-click/\(rowCount)", baseline: "session-click/1",
      note: "a click's message parsed and handled, its patch frame written"
    ) { n in
      let start = workload.totalCount
      var patchFrames = 0
      for _ in 0..<n {
        row = (row &+ 7_919) % rowCount
        if workload.click(row: row).hasPrefix(#"{"t":"patch""#) { patchFrames += 1 }
      }
      // Each click applied once and answered with a patch frame.
      check(
        patchFrames == n && workload.totalCount == start + n, "session-click/\(rowCount)")
    }
  }
}

/// The same click on the gallery's Counters page, as `Scripts/load` drives it: a page with one
/// counter row (its buttons, count, fact button and alert) under the gallery's bar. What the
/// load run's CPU per click is made of, in the server, beside the socket.
@MainActor
func galleryClickWorkload() -> [Case] {
  let session = RenderSession {
    CaseStudy.countersPage(
      Store(initialState: CountersState(), reducer: countersReducer, environment: .live))
  }
  var sequence = 0
  func click(_ id: String) -> String {
    sequence += 1
    return session.handle(message: #"{"t":"click","id":"\#(id)","s":\#(sequence)}"#)
  }
  let name = "session-click/counters"
  let add = session.nodeIDs("button", label: "Add counter")
  check(add.count == 1, name)
  _ = click(add[0])
  let increment = session.nodeIDs("button", label: "+")
  check(increment.count == 1, name)
  return [
    Case(
      "session-click/counters", baseline: "session-click/1",
      note: "the gallery's Counters page: a row's \"+\" clicked, its patch frame written"
    ) { n in
      var patchFrames = 0
      for _ in 0..<n where click(increment[0]).hasPrefix(#"{"t":"patch""#) {
        patchFrames += 1
      }
      // Each click answered with a patch, never an error frame.
      check(patchFrames == n, name)
    }
  ]
}
