import Foundation
import IssueReporting

extension MutableCollection {
  /// Moves the elements at `source` so they sit before the element that was at `destination`,
  /// as `onMove(perform:)` reports a move.
  ///
  /// ```swift
  /// var letters = ["a", "b", "c", "d"]
  /// letters.move(fromOffsets: [0], toOffset: 3)  // ["b", "c", "a", "d"]
  /// ```
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let count = self.count
    guard destination >= 0, destination <= count, source.allSatisfy({ $0 >= 0 && $0 < count })
    else {
      reportLibraryIssue(
        """
        move(fromOffsets: \(Array(source)), toOffset: \(destination)) is out of bounds for a \
        collection of \(count) elements; nothing was moved.
        """
      )
      return
    }
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    var staying: [Element] = []
    staying.reserveCapacity(count - moving.count)
    for (offset, element) in zip(0..., self) where !source.contains(offset) {
      staying.append(element)
    }
    let insertion = destination - source.count(in: 0..<destination)
    staying.insert(contentsOf: moving, at: insertion)
    for (position, element) in zip(indices, staying) {
      self[position] = element
    }
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as `onDelete(perform:)` reports a deletion.
  ///
  /// ```swift
  /// var letters = ["a", "b", "c"]
  /// letters.remove(atOffsets: [0, 2])  // ["b"]
  /// ```
  public mutating func remove(atOffsets offsets: IndexSet) {
    let count = self.count
    for offset in offsets.reversed() {
      guard offset >= 0, offset < count else {
        reportLibraryIssue(
          "remove(atOffsets:) got offset \(offset) for a collection of \(count) elements; it was skipped."
        )
        continue
      }
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}
