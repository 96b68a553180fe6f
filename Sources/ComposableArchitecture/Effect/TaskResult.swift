import Foundation

/// The result of async work that can fail with any error, `Equatable` when its value is, so it
/// can sit in an action.
///
/// ```swift
/// enum Action: Equatable {
///   case factButtonTapped
///   case factResponse(TaskResult<String>)
/// }
///
/// case .factButtonTapped:
///   return .task { [count = state.count] in
///     await .factResponse(TaskResult { try await environment.fact.fetch(count) })
///   }
/// ```
///
/// Two failures are equal when their errors are of one `Equatable` type and equal, or, for
/// other errors, when they are the same as `NSError`s (domain and code).
public enum TaskResult<Success: Sendable>: Sendable {
  case success(Success)
  case failure(any Error)

  /// Runs `body` and keeps its value or the error it throws.
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// The task result of a `Result`.
  public init<Failure>(_ result: Result<Success, Failure>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }

  /// The success value, or the failure's error thrown.
  public var value: Success {
    get throws {
      switch self {
      case let .success(value): return value
      case let .failure(error): throw error
      }
    }
  }

  /// Transforms the success value.
  public func map<NewSuccess>(
    _ transform: (Success) -> NewSuccess
  ) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): return .success(transform(value))
    case let .failure(error): return .failure(error)
    }
  }

  /// Transforms the success value into another task result.
  public func flatMap<NewSuccess>(
    _ transform: (Success) -> TaskResult<NewSuccess>
  ) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): return transform(value)
    case let .failure(error): return .failure(error)
    }
  }
}

extension Result where Success: Sendable, Failure == any Error {
  /// The `Result` of a task result.
  public init(_ result: TaskResult<Success>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }
}

extension TaskResult: Equatable where Success: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.success(lhs), .success(rhs)):
      return lhs == rhs
    case let (.failure(lhs), .failure(rhs)):
      return errorsAreEqual(lhs, rhs)
    default:
      return false
    }
  }
}

extension TaskResult: Hashable where Success: Hashable {
  public func hash(into hasher: inout Hasher) {
    switch self {
    case let .success(value):
      hasher.combine(0)
      hasher.combine(value)
    case let .failure(error):
      // Equal errors are of one type and bridge to one domain and code: hash what they share.
      let error = error as NSError
      hasher.combine(1)
      hasher.combine(error.domain)
      hasher.combine(error.code)
    }
  }
}

/// Whether two errors are equal: by `==` when they are of one `Equatable` type, else as
/// `NSError`s.
private func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
  func isEqual<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? E else { return false }
    return lhs == rhs
  }
  // Through `Any`: cast straight from `any Error`, every error counts as `Equatable`, since it
  // bridges to `NSError`.
  if let lhs = (lhs as Any) as? any Equatable {
    return isEqual(lhs, rhs as Any)
  }
  return type(of: lhs) == type(of: rhs) && (lhs as NSError) == (rhs as NSError)
}
