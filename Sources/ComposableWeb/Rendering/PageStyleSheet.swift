/// The style sheet that gives the renderer's classes (`cw-vstack`, `cw-form`, `cw-font-title`,
/// …) their iOS look: `Resources/style.css`, embedded in the binary at build time.
///
/// The live server serves it to every page; anything else that shows rendered HTML in a
/// browser (a snapshot, a static page) links or inlines the same text.
package enum PageStyleSheet {
  /// The style sheet's text, decoded once on first use.
  package static let text = String(decoding: PackageResources.style_css, as: UTF8.self)
}
