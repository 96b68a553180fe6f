import ComposableWeb
import Foundation
import Testing
import WebTestSupport

/// `DatePicker`: the browser's date and time inputs, bound to a `Date`.
@Suite struct DatePickerTests {
  func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    return calendar.date(
      from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
  }

  @Test func datesTimesAndBoth() {
    let when = Box(date(2021, 6, 1, 9, 30))
    let session = RenderSession {
      VStack {
        DatePicker("Day", selection: when.binding, displayedComponents: .date)
        DatePicker("Time", selection: when.binding, displayedComponents: [.hourAndMinute])
        DatePicker("Both", selection: when.binding)
      }
    }
    let html = session.html
    #expect(
      html.contains(#"type="date" class="cw-date-picker" value="2021-06-01" data-cw="input">"#))
    #expect(html.contains(#"type="time" class="cw-date-picker" value="09:30" data-cw="input">"#))
    #expect(
      html.contains(
        #"type="datetime-local" class="cw-date-picker" value="2021-06-01T09:30" data-cw="input">"#))
  }

  @Test func choosingADayKeepsTheTimeOfDay() throws {
    let when = Box(date(2021, 6, 1, 9, 30))
    let session = RenderSession {
      DatePicker("Day", selection: when.binding, displayedComponents: .date)
    }
    let input = try #require(session.nodeID("input"))
    try session.dispatch(.input(id: input, value: "2021-12-24"))
    #expect(when.value == date(2021, 12, 24, 9, 30))
  }

  @Test func rangesClampAndNonsenseIsPutBack() throws {
    let when = Box(date(2021, 6, 1))
    let session = RenderSession {
      DatePicker(
        "Day", selection: when.binding, in: date(2021, 1, 1)...date(2021, 12, 31),
        displayedComponents: .date)
    }
    #expect(session.html.contains(#"min="2021-01-01" max="2021-12-31""#))
    let input = try #require(session.nodeID("input"))
    try session.dispatch(.input(id: input, value: "2030-01-01"))
    #expect(when.value == date(2021, 12, 31))
    let patches = try session.dispatch(.input(id: input, value: "not a date"))
    #expect(when.value == date(2021, 12, 31))
    #expect(patches == [.setAttribute(id: input, name: "value", value: "2021-12-31")])
  }
}
