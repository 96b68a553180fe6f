import Foundation

/// How a date is written into text: SwiftUI's `Text.DateStyle`, for ``TextState`` and
/// `LocalizedStringKey` interpolations.
///
/// ```swift
/// TextState("Last played \(game.date, style: .date)")        // "Last played June 3, 2021"
/// TextState("Started \(game.startedAt, style: .relative) ago") // "Started 2 hours, 5 minutes ago"
/// ```
public struct TextDateStyle: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case time, date, relative, offset, timer
  }

  private let kind: Kind

  /// The time of day, `"9:41 AM"`.
  public static let time = TextDateStyle(kind: .time)
  /// The day, `"June 3, 2021"`.
  public static let date = TextDateStyle(kind: .date)
  /// How far the date is from now, in its two largest units, `"2 hours, 5 minutes"`.
  public static let relative = TextDateStyle(kind: .relative)
  /// The signed distance from now in its largest unit, `"+2 hours"`, `"-5 minutes"`.
  public static let offset = TextDateStyle(kind: .offset)
  /// The distance from now as a clock, `"2:05"`, `"1:02:05"`.
  public static let timer = TextDateStyle(kind: .timer)

  /// `date` written in this style; the time-relative styles measure from `now`.
  package func format(_ date: Date, relativeTo now: Date) -> String {
    switch kind {
    case .time:
      return Self.formatter(date: .none, time: .short).string(from: date)
    case .date:
      return Self.formatter(date: .long, time: .none).string(from: date)
    case .relative:
      return Self.units(of: abs(date.timeIntervalSince(now)), count: 2)
    case .offset:
      let interval = date.timeIntervalSince(now)
      return (interval < 0 ? "-" : "+") + Self.units(of: abs(interval), count: 1)
    case .timer:
      let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
      let (hours, minutes) = (seconds / 3600, seconds / 60 % 60)
      return hours > 0
        ? String(format: "%d:%02d:%02d", hours, minutes, seconds % 60)
        : String(format: "%d:%02d", minutes, seconds % 60)
    }
  }

  /// A range of dates: the times alone when both fall on one day, `"9:41 AM – 10:41 AM"`.
  static func format(_ start: Date, _ end: Date) -> String {
    let sameDay = Calendar.current.isDate(start, inSameDayAs: end)
    let formatter =
      sameDay ? formatter(date: .none, time: .short) : formatter(date: .short, time: .short)
    return "\(formatter.string(from: start)) – \(formatter.string(from: end))"
  }

  private static func formatter(
    date: DateFormatter.Style, time: DateFormatter.Style
  ) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.dateStyle = date
    formatter.timeStyle = time
    return formatter
  }

  /// `interval` in its `count` largest non-zero units, `"2 hours, 5 minutes"`. Foundation's
  /// `DateComponentsFormatter` is unavailable on Linux.
  private static func units(of interval: TimeInterval, count: Int) -> String {
    let units: [(name: String, seconds: Int)] = [
      ("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1),
    ]
    var remaining = Int(interval.rounded(.down))
    var parts: [String] = []
    for unit in units where parts.count < count {
      let value = remaining / unit.seconds
      remaining %= unit.seconds
      guard value > 0 else { continue }
      parts.append("\(value) \(unit.name)\(value == 1 ? "" : "s")")
    }
    return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
  }
}
