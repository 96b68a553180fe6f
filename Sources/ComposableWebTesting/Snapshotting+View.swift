#if SnapshotTesting
  import ComposableWeb
  import Foundation
  import IssueReporting
  import SnapshotTesting

  extension Snapshotting where Value: View, Format == String {
    /// A snapshot of a view's markup: its first paint's HTML, one element per line, compared
    /// as text.
    ///
    /// ```swift
    /// assertSnapshot(of: CounterView(store: store), as: .html)
    /// ```
    ///
    /// It needs no browser and is the same on every machine, so it suits CI everywhere; an
    /// ``image(precision:perceptualPrecision:layout:)`` snapshot shows what the markup looks
    /// like.
    public static var html: Snapshotting {
      SimplySnapshotting.lines.pullback { view in
        SnapshotDocument(body: RenderSession(root: view).html).markup
      }
      .withPathExtension("html")
    }
  }

  extension Snapshotting where Value: View, Format == Data {
    /// A snapshot of how a view looks: a PNG of its first paint in headless Chromium, at the
    /// size of a phone and as tall as the view.
    public static var image: Snapshotting {
      .image()
    }

    /// A snapshot of how a view looks: a PNG of its first paint in headless Chromium.
    ///
    /// ```swift
    /// assertSnapshot(of: TodosView(store: store), as: .image(layout: .device(config: .iPhoneXsMax)))
    /// ```
    ///
    /// The page is the one a tab first paints, with the renderer's style sheet, in a window of
    /// the layout's size (one image pixel per point). Pixels are compared only when the bytes
    /// differ, by Chromium itself.
    ///
    /// A paint repeats exactly on one machine: animations, transitions and the caret are off,
    /// and Chromium runs without GPU, font hinting, subpixel positioning or LCD text. Text is
    /// drawn in the machine's fonts, so a reference recorded with one Chromium and font version
    /// can differ by anti-aliasing on another: record references where the tests run in CI, or
    /// compare with a `perceptualPrecision` below 1. A failure attaches the new image and one
    /// with the differing pixels in magenta.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's channels must be to the reference's to
    ///     match: 1 is exactly; 0.98 lets each channel be 2 % of its range off, which absorbs
    ///     anti-aliasing that differs between font versions.
    ///   - layout: The window's size.
    ///   - styleSheet: CSS laid over the renderer's style sheet, as an app serves it with
    ///     `LiveServerConfiguration.additionalStyleSheet`.
    public static func image(
      precision: Float = 1,
      perceptualPrecision: Float = 1,
      layout: SwiftUISnapshotLayout = .sizeThatFits,
      styleSheet: String? = nil
    ) -> Snapshotting {
      Snapshotting(
        pathExtension: "png",
        diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision),
        snapshot: { view in
          let document = SnapshotDocument(
            body: RenderSession(root: view).html, styleSheet: styleSheet)
          let window = layout.window
          do {
            let height =
              window.fitsHeight
              ? try document.contentHeight(width: window.width) : window.height
            return try HeadlessChromium.screenshot(
              of: document.page(), width: window.width, height: height)
          } catch {
            reportIssue("The image snapshot could not be taken: \(error)")
            return Data()
          }
        }
      )
    }
  }

  /// Whether image snapshots can be taken here: whether a Chromium is installed.
  ///
  /// ```swift
  /// try XCTSkipUnless(ImageSnapshots.isAvailable, "no Chromium to take image snapshots with")
  /// ```
  public enum ImageSnapshots {
    public static var isAvailable: Bool { HeadlessChromium.executable != nil }
  }

  extension Snapshotting {
    /// The same strategy, writing its references with another file extension.
    fileprivate func withPathExtension(_ pathExtension: String) -> Snapshotting {
      var copy = self
      copy.pathExtension = pathExtension
      return copy
    }
  }

  extension Diffing where Value == Data {
    /// PNGs compared byte for byte, then (when the bytes differ) pixel by pixel.
    static func image(precision: Float, perceptualPrecision: Float) -> Diffing {
      .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
        guard reference != actual else { return nil }
        guard !actual.isEmpty else { return ("no image was taken", []) }
        let comparison: ImageComparison
        do {
          comparison = try ImageComparison(
            reference: reference, actual: actual, perceptualPrecision: perceptualPrecision)
        } catch {
          return ("the images could not be compared: \(error)", [])
        }
        guard !comparison.matches(precision: precision) else { return nil }
        var attachments = [DiffAttachment.data(actual, name: "actual.png")]
        if let difference = comparison.difference {
          attachments.append(.data(difference, name: "difference.png"))
        }
        return (
          "The image differs from its reference: \(comparison.description), more than "
            + "precision \(precision) at perceptual precision \(perceptualPrecision) allows.",
          attachments
        )
      }
    }
  }
#endif
