import ComposableArchitecture
import Testing

// The async API — `await store.send`, `await store.receive(…, timeout:)`, `await store.finish()`
// and the task a send returns — from `@MainActor` async tests, with effects that do real async
// work, effects that send several actions over time, and effects on a test scheduler.

@MainActor
@Suite struct TestStoreAsyncTests {
  let scheduler = DispatchQueue.test

  func makeStore() -> TestStore<AsyncState, AsyncState, AsyncAction, AsyncAction, AsyncEnvironment>
  {
    TestStore(
      initialState: AsyncState(),
      reducer: asyncReducer,
      environment: .test(scheduler: scheduler)
    )
  }

  @Test func effectRunSendsSeveralActionsOverTime() async {
    let store = makeStore()
    await store.send(.countTapped(upTo: 3))
    await store.receive(.counted(1)) { $0.counts = [1] }
    await store.receive(.counted(2)) { $0.counts = [1, 2] }
    await store.receive(.counted(3)) { $0.counts = [1, 2, 3] }
    await store.finish()
  }

  @Test func effectTaskDoesRealAsyncWork() async {
    let store = makeStore()
    await store.send(.factTapped)
    await store.receive(.factResponse("0 is a good number."), timeout: .seconds(1)) {
      $0.fact = "0 is a good number."
    }
  }

  @Test func testSchedulerTimesAsyncTests() async {
    let store = makeStore()
    await store.send(.delayTapped) { $0.isDelayed = true }
    await scheduler.advance(by: 0.5)
    await scheduler.advance(by: 0.5)
    await store.receive(.delayFinished) { $0.isDelayed = false }
  }

  @Test func theTaskOfASendFinishesWithItsEffects() async {
    let store = makeStore()
    let task = await store.send(.countTapped(upTo: 2))
    await task.finish(timeout: .seconds(1))
    await store.receive(.counted(1)) { $0.counts = [1] }
    await store.receive(.counted(2)) { $0.counts = [1, 2] }
  }

  @Test func theTaskOfASendCancelsItsEffects() async {
    let store = makeStore()
    let task = await store.send(.listenTapped)
    await task.cancel()
    #expect(task.isCancelled)
  }

  @Test func finishWaitsForEveryEffect() async {
    let store = makeStore()
    await store.send(.countTapped(upTo: 2))
    await store.finish(timeout: .seconds(1))
    // The effect is done, so its actions are all there already.
    await store.receive(.counted(1), timeout: 0) { $0.counts = [1] }
    await store.receive(.counted(2), timeout: 0) { $0.counts = [1, 2] }
  }

  @Test func aTestThatReceivesEveryActionEndsWithNoEffectRunning() async {
    // No `finish()`: a receive gives the effect that sent the action the moment it needs to
    // complete after it.
    for _ in 1...20 {
      let store = makeStore()
      await store.send(.countTapped(upTo: 1))
      await store.receive(.counted(1)) { $0.counts = [1] }
      await store.send(.factTapped)
      await store.receive(.factResponse("1 is a good number.")) { $0.fact = "1 is a good number." }
    }
  }

  @Test func receiveTimesOut() async {
    let store = makeStore()
    let task = await store.send(.listenTapped)
    let message = """
      Expected to receive an action, but it did not arrive within 0.05 seconds.

        Expected:
          AsyncAction.counted(1)
      """
    await expectFailure(message, line: #line + 1) {
      await store.receive(.counted(1), timeout: .milliseconds(50))
    }
    await task.cancel()
  }

  @Test func receiveFailsAtOnceWhenNoEffectIsRunning() async {
    let store = makeStore()
    let message = """
      Expected to receive an action, but it has not arrived, and no effect is running that \
      could send it.

        Expected:
          AsyncAction.counted(1)
      """
    let clock = ContinuousClock()
    let start = clock.now
    await expectFailure(message, line: #line + 1) {
      await store.receive(.counted(1), timeout: .seconds(60))
    }
    // Far from the timeout, however loaded the machine running the tests.
    #expect(clock.now - start < .seconds(30))
  }

  @Test func receiveFailsAtOnceWhenTheEffectsEndWithoutSendingIt() async {
    let store = makeStore()
    await store.send(.countTapped(upTo: 1))
    let message = """
      Received a different action than expected:

        − AsyncAction.counted(2)
        + AsyncAction.counted(1)

      (Expected: −, Received: +)
      """
    await expectFailure(message, line: #line + 1) {
      await store.receive(.counted(2), timeout: .seconds(10)) { $0.counts = [1] }
    }
    let noMoreMessage = """
      Expected to receive an action, but it has not arrived, and no effect is running that \
      could send it.

        Expected:
          AsyncAction.counted(2)
      """
    await expectFailure(noMoreMessage, line: #line + 1) {
      await store.receive(.counted(2), timeout: .seconds(10))
    }
  }

  @Test func finishTimesOut() async {
    let store = makeStore()
    await store.send(.listenTapped)
    let message = """
      An effect started by this action did not finish within 0.05 seconds:

        Action:
          AsyncAction.listenTapped

      Give it more time with "timeout:", or cancel it before finishing.
      """
    await expectFailure(message, line: #line + 1) {
      await store.finish(timeout: .milliseconds(50))
    }
    // The effect was stopped after the failure, so the end of the test does not report it again.
  }

  @Test func theTaskOfASendTimesOut() async {
    let store = makeStore()
    let task = await store.send(.listenTapped)
    let message = """
      The effects started by this action did not finish within 0.05 seconds:

        Action:
          AsyncAction.listenTapped

      Give them more time with "timeout:", or cancel them.
      """
    await expectFailure(message, line: #line + 1) {
      await task.finish(timeout: 50_000_000)
    }
    #expect(task.isCancelled)
  }

  @Test func asyncEffectStillRunningAtTheEnd() async {
    let message = """
      An effect started by this action is still running at the end of the test:

        Action:
          AsyncAction.listenTapped

      Every effect must finish before the test ends. Do one of the following:
        • If the effect waits on a scheduler ("receive(on:)", "delay", "debounce", …), advance \
      the test scheduler far enough for it to finish, or use an immediate scheduler.
        • If the effect runs until cancelled (a timer, a long-living subscription), make it \
      ".cancellable(id:)" and send the action that cancels it before the test ends.
      """
    await expectFailure(message, line: #line + 4) {
      let store = makeStore()
      await store.send(.countTapped(upTo: 1))
      await store.receive(.counted(1)) { $0.counts = [1] }
      await store.send(.listenTapped)
    }
  }

  @Test func asyncStateChangeDoesNotMatchExpectation() async {
    let store = makeStore()
    await store.send(.factTapped)
    let message = """
      State change does not match expectation:

          AsyncState(
            counts: [],
        −   fact: "1 is a good number.",
        +   fact: "0 is a good number.",
            isDelayed: false
          )

      (Expected: −, Actual: +)

        Action:
          AsyncAction.factResponse("0 is a good number.")
      """
    await expectFailure(message, line: #line + 1) {
      await store.receive(.factResponse("0 is a good number.")) { $0.fact = "1 is a good number." }
    }
  }

  @Test func asyncSendStateChangeDoesNotMatchExpectation() async {
    let store = makeStore()
    let message = """
      State change does not match expectation:

          AsyncState(
            counts: [],
            fact: nil,
        −   isDelayed: false
        +   isDelayed: true
          )

      (Expected: −, Actual: +)

        Action:
          AsyncAction.delayTapped
      """
    await expectFailure(message, line: #line + 1) {
      await store.send(.delayTapped)
    }
    await scheduler.advance(by: 1)
    await store.receive(.delayFinished) { $0.isDelayed = false }
  }
}
