/// How much work a session's last flush did, for tests and benchmarks that check the work is
/// proportional to the change rather than to the page.
///
/// ```swift
/// try session.dispatch(.click(id: plusInRow42))
/// session.lastFlushStatistics.boundariesRendered  // 1: the row's own view store
/// session.lastFlushStatistics.nodesCompared       // the row's handful of nodes
/// ```
public struct RenderStatistics: Equatable, Sendable {
  /// Observation boundaries whose content was rendered again.
  public var boundariesRendered = 0
  /// Pairs of old and new nodes the diff compared.
  public var nodesCompared = 0
  /// Nodes put on the page (rendered afresh and inserted).
  public var nodesMounted = 0
  /// Nodes taken off the page.
  public var nodesUnmounted = 0
  /// Patches produced.
  public var patches = 0

  public init() {}
}
