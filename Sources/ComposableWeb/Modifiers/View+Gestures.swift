import Foundation

extension View {
  /// Runs `action` when the view is tapped `count` times: clicked, touched, or activated with
  /// Return or Space while focused.
  ///
  /// ```swift
  /// Image(systemName: viewStore.isFavorite ? "heart.fill" : "heart")
  ///   .onTapGesture { viewStore.send(.favoriteTapped) }
  /// ```
  ///
  /// The view becomes focusable and announces itself as a button.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    recognizing(recognizers(of: TapGesture(count: count).onEnded(action)))
  }

  /// Runs `action` when the view is pressed and held for `minimumDuration` seconds (or
  /// activated with Return or Space while focused).
  public func onLongPressGesture(
    minimumDuration: Double = 0.5,
    maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    // The browser reports a press once it has lasted, not when it starts or is let go early.
    if onPressingChanged != nil {
      SurfaceWarnings.report(
        "onLongPressGesture never calls `pressing` or `onPressingChanged`: only the completed "
          + "press is reported.")
    }
    let gesture = LongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: Double(maximumDistance))
    return recognizing(recognizers(of: gesture.onEnded { _ in action() }))
  }

  /// Runs `action` when the view is pressed and held, in the 2021 argument order.
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5,
    maximumDistance: CGFloat = 10,
    pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
      onPressingChanged: pressing)
  }

  /// Attaches a gesture to the view.
  ///
  /// ```swift
  /// Circle().gesture(DragGesture().onChanged { viewStore.send(.dragged($0.translation)) })
  /// ```
  ///
  /// A `mask` without ``GestureMask/gesture`` leaves the gesture off (`including: .none`, a
  /// common way to turn one off conditionally). The browser can't single out the gestures of
  /// subviews, so ``GestureMask/subviews`` changes nothing.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    recognizing(masked(recognizers(of: gesture), by: mask, in: "gesture"))
  }

  /// Attaches a gesture that is recognized alongside the view's other gestures.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    recognizing(
      masked(recognizers(of: gesture), by: mask, in: "simultaneousGesture"),
      warningOverInnerGestures:
        "simultaneousGesture(_:including:) over a gesture or control inside runs only the "
        + "innermost one.")
  }

  /// Attaches a gesture that takes precedence over the gestures of the view's subviews.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    recognizing(
      masked(recognizers(of: gesture), by: mask, in: "highPriorityGesture"),
      warningOverInnerGestures:
        "highPriorityGesture(_:including:) takes no priority: a gesture or control inside wins.")
  }

  /// `recognizers`, or none when `mask` leaves the gesture itself off.
  ///
  /// - Parameter modifier: The modifier's name, for the runtime warning that a mask without
  ///   ``GestureMask/subviews`` leaves the subviews' gestures on.
  private func masked(
    _ recognizers: GestureRecognizers, by mask: GestureMask, in modifier: String
  ) -> GestureRecognizers {
    // The browser delivers events to the subviews' own gestures whatever the mask says.
    if !mask.contains(.subviews) {
      SurfaceWarnings.report(
        "\(modifier)(_:including:) with a mask without .subviews leaves the subviews' own "
          + "gestures on.")
    }
    return mask.contains(.gesture) ? recognizers : GestureRecognizers()
  }

  /// This view's element asking the browser to recognize gestures, and running their actions.
  ///
  /// - Parameter warning: A runtime warning to report when a gesture or control inside the view
  ///   will take the events first.
  func recognizing(
    _ recognizers: GestureRecognizers, warningOverInnerGestures warning: String? = nil
  ) -> ModifiedView<Self> {
    ModifiedView(content: self) { context, renderContent in
      let nodes = renderContent(context)
      guard !recognizers.isEmpty, !context.environment.isDisabled else { return nodes }
      // One element recognizes the gesture: the view's own, unless it is a control already.
      let node: Node
      if nodes.count == 1, nodes[0].tag != "cw-b", nodes[0].tag != "cw-i",
        nodes[0].attributes["data-cw"] == nil
      {
        node = nodes[0]
      } else {
        node = Node(tag: "div", children: nodes)
        node.attributes.set("class", "cw-gesture")
      }
      // The innermost element that handles an event takes it: the browser has no priorities.
      if let warning, node.children.contains(where: handlesPointerEvents) {
        SurfaceWarnings.report(warning)
      }
      attach(recognizers, to: node)
      return [node]
    }
  }
}

/// Whether `node` or a node inside it recognizes a gesture or is a control.
private func handlesPointerEvents(_ node: Node) -> Bool {
  node.handlers.gestures != nil || node.attributes["data-cw"] != nil
    || node.children.contains(where: handlesPointerEvents)
}

/// Adds gesture recognizers to a node: the attributes the client script reads, and handlers.
private func attach(_ recognizers: GestureRecognizers, to node: Node) {
  var all = node.handlers.gestures ?? GestureRecognizers()
  all.merge(recognizers)
  node.handlers.gestures = all
  if !all.taps.isEmpty {
    node.attributes.set(
      "data-cw-tap", all.taps.keys.sorted().map(String.init).joined(separator: ","))
  }
  if let duration = all.longPressDuration {
    node.attributes.set("data-cw-press", String(Int((duration * 1000).rounded())))
  }
  if let distance = all.dragMinimumDistance {
    node.attributes.set("data-cw-drag", cssNumber(rounded3(distance)))
  }
  if !all.taps.isEmpty || !all.longPresses.isEmpty {
    // Reachable and usable from the keyboard, and announced, like a button.
    if node.attributes["tabindex"] == nil { node.attributes.set("tabindex", "0") }
    if node.attributes["role"] == nil { node.attributes.set("role", "button") }
  }
}
