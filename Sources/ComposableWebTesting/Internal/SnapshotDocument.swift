import ComposableWeb
import Foundation

/// A view's first paint as a snapshot sees it: a standalone page to screenshot, and markup laid
/// out for a readable diff.
struct SnapshotDocument {
  /// The session's render of the view.
  let body: String
  /// An app's CSS, laid over the renderer's.
  var styleSheet: String?

  /// A page that shows the render with the renderer's style sheet (and the app's) inlined, as a
  /// tab's first paint shows it before its script connects. Animations, transitions and the
  /// text caret are off: a snapshot is of a still page.
  func page(measuringHeight: Bool = false) -> String {
    let measuring =
      measuringHeight
      ? """
      <script>
      addEventListener("load", function () {
        var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
        document.body.setAttribute("data-snapshot-height", String(height));
      });
      </script>
      """ : ""
    let appStyle = styleSheet.map { "\n<style>\($0)</style>" } ?? ""
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <style>\(PageStyleSheet.text)</style>\(appStyle)
      <style>
      *, *::before, *::after { animation: none !important; transition: none !important; \
      caret-color: transparent !important; }
      </style>\(measuring)
      </head>
      <body>
      <main>\(body)</main>
      </body>
      </html>
      """
  }

  /// The render with one element per line: a change shows as the lines of the elements it
  /// touched.
  var markup: String {
    body.replacingOccurrences(of: "><", with: ">\n<") + "\n"
  }

  /// The height the page's content takes at `width`, in CSS pixels.
  func contentHeight(width: Int) throws -> Int {
    let dom = try HeadlessChromium.domAfterLoad(of: page(measuringHeight: true), width: width)
    guard let match = dom.firstMatch(of: /data-snapshot-height="(\d+)"/), let height = Int(match.1)
    else {
      throw HeadlessChromium.Failure(description: "the page's height could not be measured")
    }
    return max(1, height)
  }
}
