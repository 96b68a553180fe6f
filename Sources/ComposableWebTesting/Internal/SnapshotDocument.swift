import ComposableWeb
import Foundation

/// The documents snapshots are made of: a view's first paint as a standalone page, and its
/// markup laid out for a readable diff.
enum SnapshotDocument {
  /// A page that shows `body` (a session's render) with the renderer's style sheet inlined, as
  /// a tab's first paint shows it before its script connects. Animations, transitions and the
  /// text caret are off: a snapshot is of a still page.
  static func page(body: String, measuringHeight: Bool = false) -> String {
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
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <style>\(PageStyleSheet.text)</style>
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
  static func markup(_ html: String) -> String {
    html.replacingOccurrences(of: "><", with: ">\n<") + "\n"
  }

  /// The height the page's content takes at `width`, in CSS pixels.
  static func contentHeight(of body: String, width: Int) throws -> Int {
    let dom = try HeadlessChromium.domAfterLoad(
      of: page(body: body, measuringHeight: true), width: width)
    guard let match = dom.firstMatch(of: /data-snapshot-height="(\d+)"/), let height = Int(match.1)
    else {
      throw HeadlessChromium.Failure(description: "the page's height could not be measured")
    }
    return max(1, height)
  }
}
