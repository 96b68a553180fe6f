/// A fixed-capacity buffer that drops its oldest element to make room: the recorder's history,
/// where dropping the oldest chunk must not move the others.
///
/// ```swift
/// var buffer = RingBuffer<Int>(capacity: 2)
/// buffer.append(1); buffer.append(2); buffer.append(3)
/// buffer[0]  // 2
/// ```
struct RingBuffer<Element> {
  let capacity: Int
  private var storage: [Element] = []
  /// The physical index of the oldest element once the buffer is full.
  private var head = 0

  init(capacity: Int) {
    self.capacity = max(1, capacity)
    storage.reserveCapacity(self.capacity)
  }

  var count: Int { storage.count }
  var isEmpty: Bool { storage.isEmpty }
  var first: Element? { isEmpty ? nil : self[0] }
  var last: Element? { isEmpty ? nil : self[count - 1] }

  /// Appends `element`, dropping the oldest one when the buffer is full.
  mutating func append(_ element: Element) {
    if storage.count < capacity {
      storage.append(element)
    } else {
      storage[head] = element
      head = (head + 1) % capacity
    }
  }

  /// The element at `index`, oldest first.
  subscript(index: Int) -> Element {
    get { storage[(head + index) % capacity] }
    _modify { yield &storage[(head + index) % capacity] }
  }

  /// The elements, oldest first.
  var elements: [Element] {
    (0..<count).map { self[$0] }
  }
}
