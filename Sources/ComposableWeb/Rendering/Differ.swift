/// Diffing: bringing a mounted subtree in line with a fresh render, one patch at a time.
///
/// ```swift
/// session.diffChildren(of: boundaryNode, with: boundary.render(), into: &patches)
/// ```
///
/// Matched nodes keep their ids (and so their browser elements, focus and caret); only what
/// differs is patched. Children are matched by key — the `ForEach` id, or the position in a
/// view builder block, or which branch of an `if` rendered them — then in order among the
/// unkeyed. Work is proportional to the size of the subtree, plus the moves.
extension RenderSession {
  /// Whether `old` can be patched into `new` in place rather than replaced.
  private func canMorph(_ old: Node, into new: Node) -> Bool {
    old.tag == new.tag && (old.text == nil) == (new.text == nil)
  }

  /// Patches the mounted `old` to match `new`, which takes `old`'s place and id.
  func diff(_ old: Node, _ new: Node, into patches: inout [Patch]) {
    guard old !== new else { return }
    statistics.nodesCompared += 1
    let id = old.domID
    if old.attributes != new.attributes {
      for attribute in new.attributes where old.attributes[attribute.name] != attribute.value {
        patches.append(.setAttribute(id: id, name: attribute.name, value: attribute.value))
      }
      for attribute in old.attributes where new.attributes[attribute.name] == nil {
        patches.append(.removeAttribute(id: id, name: attribute.name))
      }
      old.attributes = new.attributes
    }
    if let newText = new.text {
      if old.text != newText {
        patches.append(.setText(id: id, text: newText))
        old.text = newText
      }
    } else {
      diffChildren(of: old, with: new.children, into: &patches)
    }
    if new.wantsFocus != old.wantsFocus {
      patches.append(new.wantsFocus ? .focus(id: id) : .blur(id: id))
      old.wantsFocus = new.wantsFocus
    }
    old.handlers = new.handlers
    old.key = new.key
    old.onDisappear = new.onDisappear
    old.retainedStorage = new.retainedStorage
    if let boundary = new.boundary {
      old.boundary = boundary
      boundary.node = old
    }
  }

  /// Patches the children of the mounted `parent` to become `newChildren`.
  ///
  /// A node in `newChildren` that is already one of the children (the same object) is kept
  /// as it is, without diffing: how a `ForEachStore` keeps the rows it did not re-render.
  func diffChildren(of parent: Node, with newChildren: [Node], into patches: inout [Patch]) {
    // Children that are the very same nodes at both ends need no work at all: when a view
    // around a long `ForEachStore` re-renders, its kept rows cost a pointer comparison each.
    let (head, tail) = identicalEnds(parent.children, newChildren)
    let oldCount = parent.children.count
    if head == oldCount, head == newChildren.count { return }
    diffChildren(
      of: parent, in: head..<(oldCount - tail),
      with: Array(newChildren[head..<(newChildren.count - tail)]), into: &patches)
  }

  /// Patches the run `range` of the mounted `parent`'s children to become `newRun`; the
  /// children before and after the run stay as they are.
  ///
  /// How a ``ForEachStore`` adds, removes or moves rows: the work is that of the run, and the
  /// rest of the list is not even copied.
  func diffChildren(
    of parent: Node, in range: Range<Int>, with newRun: [Node], into patches: inout [Patch]
  ) {
    let oldRun = Array(parent.children[range])
    if oldRun.isEmpty && newRun.isEmpty { return }
    let run = diffRun(
      of: parent, from: oldRun, to: newRun, offset: range.lowerBound, into: &patches)
    parent.children.replaceSubrange(range, with: run)
  }

  /// How many children at the start and, in what remains, at the end are the same nodes.
  private func identicalEnds(_ old: [Node], _ new: [Node]) -> (head: Int, tail: Int) {
    let shorter = min(old.count, new.count)
    var head = 0
    while head < shorter, old[head] === new[head] { head += 1 }
    var tail = 0
    while tail < shorter - head, old[old.count - 1 - tail] === new[new.count - 1 - tail] {
      tail += 1
    }
    return (head, tail)
  }

  /// Patches the run of `parent`'s children `oldChildren`, which starts at `offset`, into
  /// `newChildren`, and returns the nodes that now stand in the run.
  private func diffRun(
    of parent: Node,
    from oldChildren: [Node],
    to newChildren: [Node],
    offset: Int,
    into patches: inout [Patch]
  ) -> [Node] {
    // The common case, a re-render of the same children in the same order: each is patched
    // in place, without building the key index below (hashing every key was most of the cost
    // of a click on a small page).
    if oldChildren.count == newChildren.count,
      zip(oldChildren, newChildren).allSatisfy({ old, new in
        old === new || (old.key == new.key && canMorph(old, into: new))
      })
    {
      for (old, new) in zip(oldChildren, newChildren) where old !== new {
        diff(old, new, into: &patches)
      }
      return oldChildren
    }
    let parentID = parent.domID

    // Match each new child with an old one: by key, else in order among the unkeyed.
    var oldIndexByKey: [NodeKey: Int] = [:]
    var unkeyedOld: [Int] = []
    for (index, child) in oldChildren.enumerated() {
      if let key = child.key {
        if oldIndexByKey[key] == nil { oldIndexByKey[key] = index }
      } else {
        unkeyedOld.append(index)
      }
    }
    var isUsed = [Bool](repeating: false, count: oldChildren.count)
    var match = [Int?](repeating: nil, count: newChildren.count)
    var unkeyedCursor = 0
    for (newIndex, child) in newChildren.enumerated() {
      if let key = child.key {
        if let oldIndex = oldIndexByKey[key], !isUsed[oldIndex] {
          match[newIndex] = oldIndex
          isUsed[oldIndex] = true
        }
      } else if unkeyedCursor < unkeyedOld.count {
        let oldIndex = unkeyedOld[unkeyedCursor]
        unkeyedCursor += 1
        match[newIndex] = oldIndex
        isUsed[oldIndex] = true
      }
    }

    // Remove the old children nothing matched.
    var working: [Node] = []
    working.reserveCapacity(newChildren.count)
    for (index, child) in oldChildren.enumerated() {
      if isUsed[index] {
        working.append(child)
      } else {
        patches.append(.remove(id: child.domID))
        unmount(child)
      }
    }

    // Walk the new order, moving, patching, replacing and inserting.
    for (position, child) in newChildren.enumerated() {
      guard let oldIndex = match[position] else {
        mount(child)
        patches.append(
          .insert(parent: parentID, index: offset + position, html: htmlString(child)))
        working.insert(child, at: position)
        continue
      }
      let old = oldChildren[oldIndex]
      if position >= working.count || working[position] !== old {
        if let current = working.firstIndex(where: { $0 === old }) {
          working.remove(at: current)
        }
        working.insert(old, at: position)
        patches.append(.move(id: old.domID, parent: parentID, index: offset + position))
      }
      guard old !== child else { continue }
      if canMorph(old, into: child) {
        diff(old, child, into: &patches)
      } else {
        unmount(old)
        mount(child)
        patches.append(.replace(id: old.domID, html: htmlString(child)))
        working[position] = child
      }
    }
    return working
  }
}
