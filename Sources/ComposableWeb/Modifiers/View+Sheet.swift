extension View {
  /// Presents `content` in a sheet over the page while `isPresented` is true.
  ///
  /// ```swift
  /// .sheet(isPresented: viewStore.binding(get: \.isSheetPresented, send: .setSheet(isPresented:))) {
  ///   IfLetStore(store.scope(state: \.detail, action: AppAction.detail), then: DetailView.init)
  /// }
  /// ```
  ///
  /// The sheet renders as a modal `role="dialog"` with a close button; closing sets the
  /// binding to false, then runs `onDismiss`.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    ModifiedView(content: self) { context, renderContent in
      var nodes = renderContent(context)
      if isPresented.wrappedValue {
        let dismiss = {
          isPresented.wrappedValue = false
          onDismiss?()
        }
        nodes.append(
          sheetNode(
            renderNodes(content(), context: sheetContext(context, dismiss: dismiss)),
            dismiss: dismiss)
        )
      }
      return nodes
    }
  }

  /// Presents `content` for an item in a sheet while `item` is non-nil; closing sets it to
  /// `nil`, then runs `onDismiss`.
  ///
  /// ```swift
  /// .sheet(item: viewStore.binding(get: \.selectedContact, send: .contactSelected)) { contact in
  ///   ContactView(contact: contact)
  /// }
  /// ```
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    ModifiedView(content: self) { context, renderContent in
      var nodes = renderContent(context)
      if let value = item.wrappedValue {
        let dismiss = {
          item.wrappedValue = nil
          onDismiss?()
        }
        let sheet = sheetNode(
          renderNodes(content(value), context: sheetContext(context, dismiss: dismiss)),
          dismiss: dismiss)
        // A different item is a different sheet.
        sheet.key = .identity(SheetKey(id: AnyHashable(value.id)))
        nodes.append(sheet)
      }
      return nodes
    }
  }

  /// Presents `content` over the whole page; the same as a sheet here.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, onDismiss: onDismiss) { () -> Content in
      // Reported once the cover is presented: only then does the page differ from SwiftUI's.
      SurfaceWarnings.report(
        "fullScreenCover(isPresented:onDismiss:content:) presents its content as a sheet, not "
          + "over the whole page.")
      return content()
    }
  }
}

/// The key of a sheet presented for an item.
/// The context of a sheet's content: a part of its own, where `presentationMode` and `dismiss`
/// close the sheet.
private func sheetContext(_ context: RenderContext, dismiss: @escaping () -> Void) -> RenderContext
{
  var context = context.appending(.part("sheet"))
  context.environment = presentedEnvironment(context.environment, dismiss: dismiss)
  return context
}

private struct SheetKey: Hashable {
  let id: AnyHashable
}

/// A modal sheet holding `content`, with a close button that runs `dismiss`.
private func sheetNode(_ content: [Node], dismiss: @escaping () -> Void) -> Node {
  let close = Node(tag: "button", text: "✕")
  close.attributes.set("type", "button")
  close.attributes.set("class", "cw-button cw-sheet-close")
  close.attributes.set("aria-label", "Close")
  close.attributes.set("data-cw", "click")
  close.handlers.click = dismiss
  let sheet = containerNode("div", class: "cw-sheet", children: [close] + content)
  sheet.attributes.set("role", "dialog")
  sheet.attributes.set("aria-modal", "true")
  let backdrop = containerNode("div", class: "cw-sheet-backdrop", children: [sheet])
  backdrop.key = .identity("cw-sheet")
  return backdrop
}
