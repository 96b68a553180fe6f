import ComposableWeb

/// A ready-made page for benchmarks: the counter list of ``ForEachStoreWorkload``, clicked the
/// way a tab's socket delivers a click.
///
/// ```swift
/// let workload = ClickWorkload(rowCount: 1)
/// let frame = workload.click(row: 0)
/// // {"t":"patch","ack":1,"p":[{"op":"text","id":"n…","v":"1"}]}
/// ```
///
/// One click is what the server does for a message once it has the frame's text: the message
/// parsed, the event dispatched, the action sent through the store, the row re-rendered and
/// diffed, and the patch frame written — everything but the socket and the scheduling around it.
public final class ClickWorkload {
  private let page: ForEachStoreWorkload
  /// The text of each row's "+" click, but for its sequence number.
  private let messagePrefixes: [String]
  private var sequence = 0

  /// Renders the page with `rowCount` rows.
  public init(rowCount: Int) {
    page = ForEachStoreWorkload(rowCount: rowCount)
    messagePrefixes = page.session.nodeIDs("button", label: "+").map {
      #"{"t":"click","id":"\#($0)","s":"#
    }
  }

  /// The sum of every row's count: how many clicks the store has handled.
  public var totalCount: Int { page.totalCount }

  /// Clicks the "+" of the row at `index` and returns the frame the page gets.
  public func click(row index: Int) -> String {
    sequence += 1
    return page.session.handle(message: messagePrefixes[index] + "\(sequence)}")
  }
}
