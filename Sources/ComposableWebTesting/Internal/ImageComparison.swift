import Foundation

/// How two PNGs differ, pixel by pixel, as Chromium decodes them.
///
/// Chromium draws both into canvases and compares their pixels in a page script; no PNG
/// decoder of our own is needed. A pixel matches when none of its channels is further from the
/// reference's than `1 - perceptualPrecision` of the channel's range; the images match when at
/// least `precision` of their pixels do.
struct ImageComparison {
  var width: Int
  var height: Int
  var referenceSize: (width: Int, height: Int)
  var differingPixels: Int
  /// The actual image with the differing pixels in magenta, when the sizes match.
  var difference: Data?

  var pixelCount: Int { width * height }

  init(reference: Data, actual: Data, perceptualPrecision: Float) throws {
    let tolerance = Int((255 * (1 - Double(perceptualPrecision))).rounded())
    let page = """
      <!doctype html>
      <html><body>
      <img id="reference" src="data:image/png;base64,\(reference.base64EncodedString())">
      <img id="actual" src="data:image/png;base64,\(actual.base64EncodedString())">
      <pre id="result">unread</pre>
      <textarea id="difference"></textarea>
      <script>
      addEventListener("load", function () {
        function pixels(image) {
          var canvas = document.createElement("canvas");
          canvas.width = image.naturalWidth;
          canvas.height = image.naturalHeight;
          var context = canvas.getContext("2d");
          context.drawImage(image, 0, 0);
          return { canvas: canvas, context: context,
            data: context.getImageData(0, 0, canvas.width, canvas.height) };
        }
        var reference = document.getElementById("reference");
        var actual = document.getElementById("actual");
        var result = { width: actual.naturalWidth, height: actual.naturalHeight,
          referenceWidth: reference.naturalWidth, referenceHeight: reference.naturalHeight,
          differing: -1 };
        if (result.width === result.referenceWidth && result.height === result.referenceHeight) {
          var old = pixels(reference).data.data, now = pixels(actual), data = now.data.data;
          var differing = 0;
          for (var i = 0; i < data.length; i += 4) {
            var delta = Math.max(Math.abs(data[i] - old[i]), Math.abs(data[i + 1] - old[i + 1]),
              Math.abs(data[i + 2] - old[i + 2]), Math.abs(data[i + 3] - old[i + 3]));
            if (delta > \(tolerance)) {
              differing += 1;
              data[i] = 255; data[i + 1] = 0; data[i + 2] = 255; data[i + 3] = 255;
            }
          }
          result.differing = differing;
          if (differing > 0) {
            now.context.putImageData(now.data, 0, 0);
            document.getElementById("difference").textContent = now.canvas.toDataURL("image/png");
          }
        }
        document.getElementById("result").textContent = JSON.stringify(result);
      });
      </script>
      </body></html>
      """
    let dom = try HeadlessChromium.domAfterLoad(of: page)
    guard let json = dom.firstMatch(of: /<pre id="result">(\{[^<]*\})<\/pre>/)?.1,
      let fields = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Int],
      let width = fields["width"], let height = fields["height"],
      let referenceWidth = fields["referenceWidth"],
      let referenceHeight = fields["referenceHeight"],
      let differing = fields["differing"]
    else {
      throw HeadlessChromium.Failure(description: "Chromium could not compare the two images")
    }
    self.width = width
    self.height = height
    self.referenceSize = (referenceWidth, referenceHeight)
    self.differingPixels = differing
    if let encoded = dom.firstMatch(of: /data:image\/png;base64,([A-Za-z0-9+\/=]+)<\/textarea>/)?.1
    {
      difference = Data(base64Encoded: String(encoded))
    }
  }

  /// Whether the sizes are equal and at least `precision` of the pixels match.
  func matches(precision: Float) -> Bool {
    guard differingPixels >= 0, pixelCount > 0 else { return false }
    return Double(pixelCount - differingPixels) / Double(pixelCount) >= Double(precision)
  }

  var description: String {
    guard differingPixels >= 0 else {
      return
        "the image is \(width)×\(height) pixels; the reference is "
        + "\(referenceSize.width)×\(referenceSize.height)"
    }
    let share = Double(differingPixels) / Double(max(1, pixelCount)) * 100
    return
      "\(differingPixels) of \(pixelCount) pixels differ "
      + "(\(String(format: "%.3f", share)) %)"
  }
}
