import Foundation

/// Colors at locations from 0 to 1, which the gradient styles spread over a shape.
///
/// ```swift
/// let sky = Gradient(colors: [.blue, .cyan])
/// let sunset = Gradient(stops: [.init(color: .orange, location: 0), .init(color: .purple, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable {
  /// A color and where it sits along the gradient.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat

    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]

  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// Colors spread evenly from 0 to 1.
  public init(colors: [Color]) {
    let last = Double(max(colors.count - 1, 1))
    self.stops = colors.enumerated().map {
      Stop(color: $0.element, location: Double($0.offset) / last)
    }
  }

  /// The stops as CSS color stops, `red 0%, blue 100%`, their locations mapped by `position`.
  func cssStops(_ position: (Double) -> String) -> String {
    stops.map { "\($0.color.cssValue) \(position(Double($0.location)))" }.joined(separator: ", ")
  }

  /// SVG `<stop>` elements, their offsets mapped by `offset`.
  func svgStops(_ offset: (Double) -> Double = { $0 }) -> [Node] {
    stops.map { stop in
      let node = Node(tag: "stop", children: [])
      node.attributes.set("offset", cssNumber(rounded3(offset(Double(stop.location)))))
      node.attributes.set("style", "stop-color:\(stop.color.cssValue)")
      return node
    }
  }

  /// An id for an SVG definition of this gradient, the same every render: equal gradients share
  /// one, which is harmless as their definitions are equal too.
  func definitionID(kind: String, parameters: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in (kind + parameters + cssStops { "\($0)" }).utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return "cw-\(kind)-\(String(hash, radix: 36))"
  }
}

/// A number rounded to a thousandth.
func rounded3(_ value: Double) -> Double {
  (value * 1000).rounded() / 1000
}
