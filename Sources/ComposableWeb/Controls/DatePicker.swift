import Foundation

/// A control for choosing a date, a time of day, or both, bound to a `Date`.
///
/// ```swift
/// DatePicker("Due", selection: viewStore.$dueDate, displayedComponents: .date)
/// ```
///
/// Renders as a labelled `<input type="date">` (or `time`, or `datetime-local`), read and
/// written in the server's time zone. The parts of the date it does not show are kept as they
/// were; a value outside the allowed range is clamped into it.
public struct DatePicker<Label: View>: View {
  let label: Label
  let selection: Binding<Date>
  let range: ClosedRange<Date>?
  let components: DatePickerComponents

  public init(
    selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, range: nil, displayedComponents: displayedComponents, label: label)
  }

  public init(
    selection: Binding<Date>,
    in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, range: range, displayedComponents: displayedComponents, label: label)
  }

  public init(
    selection: Binding<Date>,
    in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, range: range.lowerBound...Date.distantFuture,
      displayedComponents: displayedComponents, label: label)
  }

  public init(
    selection: Binding<Date>,
    in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, range: Date.distantPast...range.upperBound,
      displayedComponents: displayedComponents, label: label)
  }

  init(
    selection: Binding<Date>,
    range: ClosedRange<Date>?,
    displayedComponents: DatePickerComponents,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.selection = selection
    self.range = range
    self.components = displayedComponents.isEmpty ? [.hourAndMinute, .date] : displayedComponents
  }

  public var body: Never { primitiveBody(of: self) }
}

extension DatePicker where Label == Text {
  public init<S: StringProtocol>(
    _ title: S,
    selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, range: nil, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  public init(
    _ titleKey: LocalizedStringKey,
    selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, range: nil, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  public init<S: StringProtocol>(
    _ title: S,
    selection: Binding<Date>,
    in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, range: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  public init<S: StringProtocol>(
    _ title: S,
    selection: Binding<Date>,
    in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: range.lowerBound...Date.distantFuture,
      displayedComponents: displayedComponents
    ) { Text(title) }
  }
}

/// The parts of a date a ``DatePicker`` shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

extension DatePicker: PrimitiveView {
  func render(into nodes: inout [Node], context: RenderContext) {
    // The browser's date input sends wall-clock text without a zone; the server reads it in its
    // own.
    SurfaceWarnings.report(
      "DatePicker reads and writes dates in the server's time zone, not the browser's.")
    let format = DateInputFormat(components: components)
    let selection = self.selection
    let range = self.range
    let input = Node(tag: "input", children: [])
    input.attributes.set("type", format.inputType)
    input.attributes.set("class", "cw-date-picker")
    input.attributes.set("value", format.string(from: selection.wrappedValue))
    if let range {
      if range.lowerBound > Date.distantPast {
        input.attributes.set("min", format.string(from: range.lowerBound))
      }
      if range.upperBound < Date.distantFuture {
        input.attributes.set("max", format.string(from: range.upperBound))
      }
    }
    input.attributes.set("data-cw", "input")
    input.handlers.input = { text in
      // A value the browser should never send changes nothing; the echo puts the field back.
      guard var date = format.date(from: text, keepingOthersOf: selection.wrappedValue) else {
        return
      }
      if let range { date = min(max(date, range.lowerBound), range.upperBound) }
      selection.wrappedValue = date
    }
    input.handlers.readValue = { format.string(from: selection.wrappedValue) }
    context.decorateControl(input)
    let labelNode = containerNode(
      "span", class: "cw-label", children: renderNodes(label, context: context))
    nodes.append(containerNode("label", class: "cw-picker-row", children: [labelNode, input]))
  }
}

/// How a date input writes its value: `2021-06-01`, `09:30`, or `2021-06-01T09:30`.
struct DateInputFormat {
  let components: DatePickerComponents

  var inputType: String {
    switch (components.contains(.date), components.contains(.hourAndMinute)) {
    case (true, false): "date"
    case (false, true): "time"
    default: "datetime-local"
    }
  }

  private var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    return calendar
  }

  func string(from date: Date) -> String {
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let day = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 1, parts.day ?? 1)
    let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    switch inputType {
    case "date": return day
    case "time": return time
    default: return day + "T" + time
    }
  }

  /// The date the input's text names, with the parts the input doesn't show taken from `date`.
  func date(from text: String, keepingOthersOf date: Date) -> Date? {
    var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    let pieces = text.split(separator: "T", omittingEmptySubsequences: false)
    var dayText: Substring?
    var timeText: Substring?
    switch inputType {
    case "date": dayText = pieces.first
    case "time": timeText = pieces.first
    default:
      guard pieces.count == 2 else { return nil }
      dayText = pieces[0]
      timeText = pieces[1]
    }
    if let dayText {
      let numbers = dayText.split(separator: "-").compactMap { Int($0) }
      guard numbers.count == 3, (1...12).contains(numbers[1]), (1...31).contains(numbers[2]) else {
        return nil
      }
      (parts.year, parts.month, parts.day) = (numbers[0], numbers[1], numbers[2])
    }
    if let timeText {
      let numbers = timeText.split(separator: ":").compactMap { Double($0) }
      guard numbers.count >= 2, (0..<24).contains(numbers[0]), (0..<60).contains(numbers[1]) else {
        return nil
      }
      (parts.hour, parts.minute) = (Int(numbers[0]), Int(numbers[1]))
      parts.second = numbers.count > 2 ? Int(numbers[2]) : 0
    }
    return calendar.date(from: parts)
  }
}

/// A look for date pickers; they all render as the browser's date input.
public protocol DatePickerStyle {}
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
  /// Accepted so 2021 code compiles: date pickers render as the browser's date input, a field
  /// that opens a calendar as `.compact` does; `.graphical` and `.wheel` report a runtime
  /// warning.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    if style is GraphicalDatePickerStyle || style is WheelDatePickerStyle {
      SurfaceWarnings.report(
        "datePickerStyle(_:) with .graphical or .wheel shows the browser's date input instead.")
    }
    return self
  }
}
