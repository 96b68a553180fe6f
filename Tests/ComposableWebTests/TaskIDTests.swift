import ComposableWeb
import Testing
import WebTestSupport

/// `.task(id:)`: a task that restarts when its id changes and stops when its view leaves.
@MainActor
@Suite struct TaskIDTests {
  final class Runs: @unchecked Sendable {
    var started: [Int] = []
    var cancelled: [Int] = []
  }

  struct Loader: View {
    let runs: Runs
    @State var number = 1

    var body: some View {
      Button("Number \(number)") { number += 1 }
        .task(id: number) { [number, runs] in
          runs.started.append(number)
          do {
            try await Task.sleep(for: .seconds(60))
          } catch {
            runs.cancelled.append(number)
          }
        }
    }
  }

  @Test func restartsWhenTheIDChangesAndStopsWhenTheViewLeaves() async throws {
    let runs = Runs()
    let isShown = Box(true)
    let session = RenderSession {
      if isShown.value { Loader(runs: runs) }
    }
    while runs.started != [1] { await Task.yield() }
    try session.dispatch(.click(id: #require(session.nodeID("button", label: "Number 1"))))
    while runs.started != [1, 2] || runs.cancelled != [1] { await Task.yield() }
    isShown.value = false
    _ = session.refresh()
    while runs.cancelled != [1, 2] { await Task.yield() }
    #expect(runs.started == [1, 2])
  }
}
