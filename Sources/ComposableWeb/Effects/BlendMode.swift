/// How a view's colors mix with what is behind it, for ``View/blendMode(_:)``.
///
/// ```swift
/// Circle().fill(Color.red).blendMode(.multiply)
/// ```
public enum BlendMode: Hashable, Sendable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

  /// The CSS `mix-blend-mode`; the compositing modes CSS lacks draw normally, with a runtime
  /// warning.
  var css: String {
    switch self {
    case .sourceAtop, .destinationOver, .destinationOut:
      SurfaceWarnings.report(
        "blendMode(_:) with .sourceAtop, .destinationOver or .destinationOut draws normally.")
    case .plusDarker:
      SurfaceWarnings.report("blendMode(.plusDarker) draws as .darken.")
    default:
      break
    }
    return switch self {
    case .normal, .sourceAtop, .destinationOver, .destinationOut: "normal"
    case .multiply: "multiply"
    case .screen: "screen"
    case .overlay: "overlay"
    case .darken, .plusDarker: "darken"
    case .lighten: "lighten"
    case .colorDodge: "color-dodge"
    case .colorBurn: "color-burn"
    case .softLight: "soft-light"
    case .hardLight: "hard-light"
    case .difference: "difference"
    case .exclusion: "exclusion"
    case .hue: "hue"
    case .saturation: "saturation"
    case .color: "color"
    case .luminosity: "luminosity"
    case .plusLighter: "plus-lighter"
    }
  }
}
