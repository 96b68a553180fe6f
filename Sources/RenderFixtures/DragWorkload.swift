import ComposableWeb

/// A ready-made page for benchmarks: a circle dragged over a page of other content, with a way
/// to deliver one drag update as the browser sends it.
///
/// ```swift
/// let workload = DragWorkload(otherRowCount: 100)
/// let frame = workload.dragUpdate(x: 42, y: 17)
/// // {"t":"patch","ack":1,"p":[{"op":"attr","id":"n…","n":"style","v":"…translate(42px,17px)"}]}
/// ```
///
/// One update is a whole server round: the message parsed, the gesture's action sent through
/// the store, the circle's boundary re-rendered and diffed, and the patch frame written.
public final class DragWorkload {
  struct State: Equatable {
    var offset = CGSize.zero
  }

  /// The page: a draggable circle above `otherRowCount` rows that do not change.
  public let session: RenderSession
  private let circleID: String
  private var sequence = 0

  public init(otherRowCount: Int) {
    let store = Store(
      initialState: State(),
      reducer: Reducer<State, CGSize, Void> { state, translation, _ in
        state.offset = translation
        return .none
      },
      environment: ()
    )
    let rows = Array(0..<otherRowCount)
    session = RenderSession {
      VStack {
        WithViewStore(store) { viewStore in
          Circle()
            .fill(Color.blue)
            .frame(width: 80, height: 80)
            .offset(viewStore.state.offset)
            .gesture(DragGesture(minimumDistance: 0).onChanged { viewStore.send($0.translation) })
        }
        List {
          ForEach(rows, id: \.self) { row in
            Text("Row \(row)")
          }
        }
      }
    }
    // The element that carries the gesture: the circle's frame, which holds the shape's SVG.
    circleID = session.nodeIDs(withAttribute: "data-cw-drag").first ?? ""
  }

  /// Delivers one drag update to `(x, y)` from `(0, 0)` and returns the frame the page gets.
  public func dragUpdate(x: Double, y: Double) -> String {
    sequence += 1
    return session.handle(
      message:
        #"{"t":"drag","id":"\#(circleID)","sx":0,"sy":0,"x":\#(x),"y":\#(y),"end":false,"s":\#(sequence)}"#
    )
  }
}
