import ConcurrencyExtras
import CustomDump
import Foundation

/// Where ``Reducer/debug(_:actionFormat:environment:)`` writes its output.
public struct DebugEnvironment: Sendable {
  /// Receives each formatted entry.
  public var printer: @Sendable (String) -> Void
  /// The queue entries are formatted and printed on, off the store's thread.
  public var queue: DispatchQueue

  /// Prints through `printer` on `queue`.
  ///
  /// By default every debug environment shares one serial queue, so entries from every
  /// debugged reducer print in the order the stores received their actions.
  public init(
    printer: @escaping @Sendable (String) -> Void = { print($0) },
    queue: DispatchQueue = DebugEnvironment.sharedQueue
  ) {
    self.printer = printer
    self.queue = queue
  }

  /// The serial queue debug environments print on unless given another.
  @usableFromInline
  static let sharedQueue = DispatchQueue(label: "co.composable-architecture.debug", qos: .default)
}

/// How ``Reducer/debug(_:actionFormat:environment:)`` prints actions.
public enum ActionFormat: Sendable {
  /// The whole action, dumped over several lines.
  case prettyPrint
  /// Only the case labels of the action and of the enums in its payload, on one line:
  /// `AppAction.login(.passwordChanged)`. No other value is printed, so passwords and tokens in
  /// payloads stay out of the log.
  case labelsOnly
}

extension Reducer {
  /// Prints every action this reducer receives and the state change it makes.
  ///
  /// ```swift
  /// appReducer.debug("app")
  /// // app: received action:
  /// //   AppAction.incrementButtonTapped
  /// //   AppState(
  /// // -   count: 0
  /// // +   count: 1
  /// //   )
  /// ```
  ///
  /// Only debug builds print; in release builds this returns the reducer itself, so leaving the
  /// call in costs nothing.
  public func debug(
    _ prefix: String = "",
    actionFormat: ActionFormat = .prettyPrint,
    environment toDebugEnvironment: @escaping (Environment) -> DebugEnvironment = { _ in
      DebugEnvironment()
    }
  ) -> Reducer {
    debug(
      prefix, state: { $0 }, action: AnyCasePath(), actionFormat: actionFormat,
      environment: toDebugEnvironment)
  }

  /// Prints every action this reducer receives, without the state.
  public func debugActions(
    _ prefix: String = "",
    actionFormat: ActionFormat = .prettyPrint,
    environment toDebugEnvironment: @escaping (Environment) -> DebugEnvironment = { _ in
      DebugEnvironment()
    }
  ) -> Reducer {
    debug(
      prefix, state: { _ in () }, action: AnyCasePath(), actionFormat: actionFormat,
      environment: toDebugEnvironment)
  }

  /// Prints the actions in `toLocalAction`'s case that this reducer receives and the change they
  /// make to the part of state `toLocalState` selects.
  public func debug<LocalState, LocalAction>(
    _ prefix: String = "",
    state toLocalState: @escaping (State) -> LocalState,
    action toLocalAction: CasePath<Action, LocalAction>,
    actionFormat: ActionFormat = .prettyPrint,
    environment toDebugEnvironment: @escaping (Environment) -> DebugEnvironment = { _ in
      DebugEnvironment()
    }
  ) -> Reducer {
    #if DEBUG
      return Reducer { state, action, environment in
        let previousState = toLocalState(state)
        let effects = self.reducer(&state, action, environment)
        guard let localAction = toLocalAction.extract(from: action) else { return effects }
        let nextState = toLocalState(state)
        let debugEnvironment = toDebugEnvironment(environment)
        let entry = UncheckedSendable((localAction, previousState, nextState))
        // Queued right here rather than from an effect: entries then reach the queue in the
        // order the reducers ran, whatever order effects of other reducers start in.
        debugEnvironment.queue.async {
          let (localAction, previousState, nextState) = entry.value
          debugEnvironment.printer(
            debugEntry(
              prefix: prefix,
              action: localAction,
              actionFormat: actionFormat,
              previousState: previousState,
              nextState: nextState
            )
          )
        }
        return effects
      }
    #else
      return self
    #endif
  }
}

/// Formats one ``Reducer/debug(_:actionFormat:environment:)`` entry.
func debugEntry<Action, State>(
  prefix: String,
  action: Action,
  actionFormat: ActionFormat,
  previousState: State,
  nextState: State
) -> String {
  var output = prefix.isEmpty ? "received action:\n" : "\(prefix): received action:\n"
  switch actionFormat {
  case .prettyPrint:
    output += String(customDumping: action).indented(by: 2)
  case .labelsOnly:
    output += caseLabelPath(action).indented(by: 2)
  }
  output += "\n"
  if State.self != Void.self {
    // Not indented further: the diff's first column holds its `-`/`+` markers, and its lines
    // already line up under the action's.
    output += diff(previousState, nextState) ?? "  (No state changes)"
    output += "\n"
  }
  return output
}

extension String {
  func indented(by count: Int) -> String {
    let indentation = String(repeating: " ", count: count)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { indentation + $0 }
      .joined(separator: "\n")
  }
}

extension Reducer {
  /// Marks each action's reducer run as a signpost interval for Instruments, on Apple platforms.
  ///
  /// Linux has no signposts, so this returns the reducer itself; it exists so 2021-era
  /// `appReducer.signpost()` calls compile unchanged.
  public func signpost(_ prefix: String = "") -> Reducer {
    self
  }
}
