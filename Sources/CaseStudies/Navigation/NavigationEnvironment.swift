import ComposableArchitecture

/// What the navigation case studies need from the outside: a queue to wait on while a screen
/// "loads".
public struct NavigationEnvironment {
  public var mainQueue: AnySchedulerOf<DispatchQueue>

  public init(mainQueue: AnySchedulerOf<DispatchQueue>) {
    self.mainQueue = mainQueue
  }

  public static var live: NavigationEnvironment {
    NavigationEnvironment(mainQueue: .main)
  }

  /// How long a screen's content takes to load: long enough to see the spinner.
  public static var loadDelay: DispatchQueue.SchedulerTimeType.Stride { .seconds(1) }
}
