import CaseStudies
import ComposableArchitecture
import Foundation
import Testing

/// A session of the gallery's Todos or Counters exports as a bug report (their states and
/// actions are `Codable`), and the report replays to the session's final state in a test: the
/// walkthrough of the inspector article.
@Suite struct BugReportExportTests {
  @Test func aTodosSessionExportsAndReplays() throws {
    let recorder = ActionRecorder<TodosState, TodosAction>()
    let mainQueue = DispatchQueue.test
    let store = Store(
      initialState: TodosState(),
      reducer: todosReducer.recording(into: recorder),
      environment: TodosEnvironment(
        mainQueue: mainQueue.eraseToAnyScheduler(), uuid: UUID.incrementing())
    )
    let viewStore = ViewStore(store)
    for description in ["Eggs", "Bread", "Oat milk"] {
      viewStore.send(.addTodoButtonTapped)
      viewStore.send(.todo(id: viewStore.todos[0].id, action: .textFieldChanged(description)))
    }
    viewStore.send(.todo(id: UUID(0), action: .checkBoxToggled))
    mainQueue.advance(by: TodosEnvironment.sortDelay)
    viewStore.send(.editModeChanged(.active))

    let json = try recorder.bugReport().json()
    let report = try BugReport<TodosState, TodosAction>(json: json)
    #expect(report.actions.count == 9)
    #expect(report.actions.last?.action == .editModeChanged(.active))
    #expect(report.finalState == viewStore.state)

    let replayed = try report.replay(
      reducer: todosReducer,
      environment: TodosEnvironment(
        mainQueue: DispatchQueue.test.eraseToAnyScheduler(), uuid: UUID.incrementing())
    )
    #expect(replayed == viewStore.state)
    #expect(replayed.todos.map(\.description) == ["Oat milk", "Bread", "Eggs"])
    #expect(replayed.todos[id: UUID(0)]?.isComplete == true)
  }

  @Test func aCountersSessionExportsAndReplays() throws {
    let recorder = ActionRecorder<CountersState, CountersAction>()
    let store = Store(
      initialState: CountersState(),
      reducer: countersReducer.recording(into: recorder),
      environment: CountersEnvironment(
        fact: .mock, mainQueue: .immediate, uuid: UUID.incrementing())
    )
    let viewStore = ViewStore(store)
    viewStore.send(.addCounterButtonTapped)
    viewStore.send(.counter(id: UUID(0), action: .incrementButtonTapped))
    viewStore.send(.counter(id: UUID(0), action: .incrementButtonTapped))
    viewStore.send(.counter(id: UUID(0), action: .factButtonTapped))
    #expect(viewStore.factPrompt != nil)

    let report = try BugReport<CountersState, CountersAction>(
      json: try recorder.bugReport().json())
    let replayed = try report.replay(
      reducer: countersReducer,
      environment: CountersEnvironment(
        fact: .failing, mainQueue: .immediate, uuid: UUID.incrementing())
    )
    // The fact came back in a recorded action: the replay needs no fact client.
    #expect(replayed == viewStore.state)
    #expect(replayed.factPrompt?.count == 2)
  }

  @Test func studiesWhoseActionsCarryBindingsSayWhyTheyCantBeExported() {
    // A binding action holds a key path and a value of any type: not plain data.
    let recorder = ActionRecorder<LoginFormState, LoginFormAction>()
    let store = Store(
      initialState: LoginFormState(),
      reducer: loginFormReducer.recording(into: recorder),
      environment: LoginFormEnvironment()
    )
    ViewStore(store).send(.binding(.set(\.$username, "blob")))
    #expect {
      _ = try recorder.bugReport().json()
    } throws: { error in
      "\(error)".contains("LoginFormAction is not Encodable")
    }
  }
}
