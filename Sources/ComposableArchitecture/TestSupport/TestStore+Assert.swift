import CustomDump

extension TestStore {
  /// One step of an ``assert(_:file:fileID:line:column:)-(TestStore<State,LocalState,Action,LocalAction,Environment>.Step...,_,_,_,_)`` script.
  ///
  /// ```swift
  /// store.assert(
  ///   .send(.incrementButtonTapped) { $0.count = 1 },
  ///   .environment { $0.fact = .mock },
  ///   .send(.factButtonTapped),
  ///   .do { scheduler.advance() },
  ///   .receive(.factResponse(.success("1 is a good number."))) { $0.fact = "…" }
  /// )
  /// ```
  public struct Step {
    enum Kind {
      case send(LocalAction, ((inout LocalState) throws -> Void)?)
      case receive(Action, ((inout LocalState) throws -> Void)?)
      case environment((inout Environment) throws -> Void)
      case `do`(() throws -> Void)
      case sequence([Step])
    }

    let kind: Kind
    let location: SourceLocation

    /// Sends an action and asserts how it changes the state.
    public static func send(
      _ action: LocalAction,
      file filePath: StaticString = #filePath,
      fileID: StaticString = #fileID,
      line: UInt = #line,
      column: UInt = #column,
      _ update: ((inout LocalState) throws -> Void)? = nil
    ) -> Step {
      Step(
        kind: .send(action, update),
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// Asserts the next action an effect fed back and how it changed the state.
    public static func receive(
      _ action: Action,
      file filePath: StaticString = #filePath,
      fileID: StaticString = #fileID,
      line: UInt = #line,
      column: UInt = #column,
      _ update: ((inout LocalState) throws -> Void)? = nil
    ) -> Step {
      Step(
        kind: .receive(action, update),
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// Changes the environment before the next step.
    public static func environment(
      file filePath: StaticString = #filePath,
      fileID: StaticString = #fileID,
      line: UInt = #line,
      column: UInt = #column,
      _ update: @escaping (inout Environment) throws -> Void
    ) -> Step {
      Step(
        kind: .environment(update),
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// Runs work between steps, like advancing a scheduler.
    public static func `do`(
      file filePath: StaticString = #filePath,
      fileID: StaticString = #fileID,
      line: UInt = #line,
      column: UInt = #column,
      _ work: @escaping () throws -> Void
    ) -> Step {
      Step(
        kind: .do(work),
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// Groups steps, to share them between tests.
    public static func sequence(
      _ steps: [Step],
      file filePath: StaticString = #filePath,
      fileID: StaticString = #fileID,
      line: UInt = #line,
      column: UInt = #column
    ) -> Step {
      Step(
        kind: .sequence(steps),
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
  }
}

extension TestStore where LocalState: Equatable, Action: Equatable {
  /// Runs a script of steps: sends, receives, environment changes and work in between.
  public func assert(
    _ steps: Step...,
    file filePath: StaticString = #filePath,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) {
    assert(steps, file: filePath, fileID: fileID, line: line, column: column)
  }

  /// Runs an array of steps.
  public func assert(
    _ steps: [Step],
    file filePath: StaticString = #filePath,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) {
    for step in steps {
      let location = step.location
      switch step.kind {
      case let .send(action, update):
        send(
          action, file: location.filePath, fileID: location.fileID, line: location.line,
          column: location.column, update
        )
      case let .receive(action, update):
        receive(
          action, file: location.filePath, fileID: location.fileID, line: location.line,
          column: location.column, update
        )
      case let .environment(update):
        do {
          try update(&environment)
        } catch {
          fail(stepThrew(".environment", error), at: location)
        }
      case let .do(work):
        do {
          try work()
        } catch {
          fail(stepThrew(".do", error), at: location)
        }
      case let .sequence(steps):
        assert(steps, file: filePath, fileID: fileID, line: line, column: column)
      }
    }
  }

  private func stepThrew(_ step: String, _ error: any Error) -> String {
    """
    The "\(step)" step threw an error:

    \(String(customDumping: error).indented(by: 2))
    """
  }
}
