import Controls
import Documents
import Foundation
import Raster
import TestSupport
import Testing

/// UIKit's rules for date pickers and the model's bounds, each naming its field; and reading
/// a date picker from its map (dates in its time zone).
@Suite struct DatePickerValidationTests {
    static let date = ISO8601DateFormatter().date(from: "2024-01-05T09:41:00Z")!

    static func errors(_ picker: DatePicker) -> [String] { picker.validate().errorDescriptions }

    /// HIG "Pickers": the automatic style is the one the system picks for the mode and
    /// platform (ios-facts §2.4b): on an iPhone the compact button, or the wheels for the
    /// modes only the wheels show. It draws exactly what that style draws.
    @Test func theAutomaticStyleIsCompactOrTheWheelsByMode() {
        for mode in DatePicker.Mode.allCases {
            let automatic = DatePicker(mode: mode, date: Self.date, locale: "en_US", style: .automatic)
            let expected: DatePicker.Style = mode == .countdown || mode == .yearAndMonth ? .wheels : .compact
            #expect(automatic.resolvedStyle == expected, "\(mode)")
            #expect(automatic.validate().isEmpty, "\(mode): \(automatic.validate().severityLines)")
            var named = automatic
            named.style = expected
            #expect(automatic.layout().size == named.layout().size, "\(mode)")
            #expect(automatic.sceneItems(appearance: .light) == named.sceneItems(appearance: .light), "\(mode)")
        }
        #expect(DatePicker(mode: .date, date: Self.date).resolvedStyle == .wheels, "the default stays the wheels")
    }

    /// HIG "Pickers": the inline style in time mode is a button showing the time (no calendar).
    @Test func theInlineTimeOnlyPickerIsTheTimePillAlone() throws {
        let layout = DatePicker(mode: .time, date: Self.date, style: .inline).layout()
        guard case .inline(let calendar, let time, _) = layout.body else {
            Issue.record("not drawn as the inline style")
            return
        }
        #expect(calendar == nil)
        let pill = try #require(time)
        #expect(layout.size == pill.1.size)
    }

    /// HIG "Pickers": the compact date-and-time picker can open either pill's editor, and the
    /// inline time-only picker is a button that shows wheels. `opensTime` opens the time pill:
    /// the time wheels below that pill; anywhere else it is an error naming the field.
    @Test func theTimePillsEditorOpensBelowIt() throws {
        var both = DatePicker(mode: .dateAndTime, date: Self.date, style: .compact)
        both.opensTime = true
        #expect(both.validate().isEmpty)
        guard case .compact(let button, let buttonLayout, let popover?) = both.layout().body else {
            Issue.record("no open compact editor")
            return
        }
        #expect(button.editing == .time)
        let pill = try #require(buttonLayout.timePill)
        #expect(popover.platter.minX == pill.minX && popover.platter.minY > buttonLayout.size.height)
        guard case .wheels(let wheel, _) = popover.content else { Issue.record("the time pill opens wheels"); return }
        // The time wheels only (hour, minute, AM/PM in en_US), not the date-and-time wheels.
        #expect(wheel.columns.count == 3, "\(wheel.columns.count) columns")
        // The date pill's editor, as before: the calendar at the button's leading edge.
        let date = DatePicker(mode: .dateAndTime, date: Self.date, style: .compact, isOpen: true).layout()
        guard case .compact(let dateButton, _, let datePopover?) = date.body, case .calendar = datePopover.content else {
            Issue.record("the date pill opens the calendar")
            return
        }
        #expect(dateButton.editing == .date && datePopover.platter.minX == 0)

        var inline = DatePicker(mode: .time, date: Self.date, style: .inline)
        inline.opensTime = true
        #expect(inline.validate().isEmpty)
        guard case .compact(_, _, let timePopover?) = inline.layout().body, case .wheels = timePopover.content else {
            Issue.record("the inline time-only picker opens wheels")
            return
        }
        for (mode, style) in [(DatePicker.Mode.date, DatePicker.Style.compact), (.dateAndTime, .inline), (.time, .wheels)] {
            var wrong = DatePicker(mode: mode, date: Self.date, style: style)
            wrong.opensTime = true
            #expect(Self.errors(wrong).contains { $0.hasPrefix("openTime:") }, "\(mode) \(style)")
        }
    }

    @Test func aPlainDatePickerIsValid() {
        for mode in DatePicker.Mode.allCases {
            #expect(DatePicker(mode: mode, date: Self.date).validate().isEmpty, "\(mode)")
        }
    }

    /// minuteInterval must divide 60 (UIKit ignores any other): 7 is the issue's example.
    @Test(arguments: [7, 0, -5, 45, 60, 8])
    func minuteIntervalNotDividingSixtyIsAnError(interval: Int) {
        let picker = DatePicker(mode: .time, date: Self.date, minuteInterval: interval)
        #expect(Self.errors(picker).first?.hasPrefix("minuteInterval: \(interval) does not divide 60") == true)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30])
    func everyDivisorOfSixtyIsAccepted(interval: Int) {
        #expect(DatePicker(mode: .time, date: Self.date, minuteInterval: interval).validate().isEmpty)
    }

    @Test func datesOutsideTheRangeAndAReversedRangeAreErrors() {
        let day: TimeInterval = 86_400
        #expect(Self.errors(DatePicker(date: Self.date, minimumDate: Self.date + day)) == ["date: the date is before the minimum date"])
        #expect(Self.errors(DatePicker(date: Self.date, maximumDate: Self.date - day)) == ["date: the date is after the maximum date"])
        #expect(Self.errors(DatePicker(date: Self.date, minimumDate: Self.date + day, maximumDate: Self.date - day))
                == ["minimumDate: the minimum date is after the maximum date"])
        #expect(DatePicker(date: Self.date, minimumDate: Self.date, maximumDate: Self.date).validate().isEmpty)
    }

    @Test func unknownLocaleTimeZoneAndBadSizesNameTheirFields() {
        #expect(Self.errors(DatePicker(date: Self.date, locale: "xx_YY")) == [#"locale: unknown locale "xx_YY""#])
        #expect(Self.errors(DatePicker(date: Self.date, timeZone: "Mars/Base")) == [#"timeZone: unknown time zone "Mars/Base""#])
        #expect(Self.errors(DatePicker(mode: .countdown, date: Self.date, duration: 86_400)) == ["duration: the duration must be 0:00 to 23:59"])
        #expect(Self.errors(DatePicker(date: Self.date, size: Size(320, 100))).first?.hasPrefix("height: 100 pt") == true)
        #expect(Self.errors(DatePicker(date: Self.date, size: Size(.infinity, 216))).first?.hasPrefix("width:") == true)
    }

    /// Out-of-range rows are drawn disabled: with a minimum of 5 January, December 2023 is off.
    @Test func rowsOutsideTheRangeAreDisabled() throws {
        let picker = DatePicker(mode: .date, date: Self.date, minimumDate: Self.date - 3600, maximumDate: Self.date + 40 * 86_400)
        let columns = picker.wheel.columns
        let month = try #require(columns.first)
        #expect(month.rows.map(\.isEnabled) == [true, true, false, false, false, false, false, false, false, false, false, false])
        let year = try #require(columns.last)
        #expect(year.rows[year.selectedRow].isEnabled && !year.rows[year.selectedRow - 1].isEnabled && !year.rows[year.selectedRow + 1].isEnabled)
    }

    static func read(_ yaml: String) throws(DiagnosticList) -> DatePicker {
        let map: DocumentMap
        do { map = try DocumentNode.parse(yaml: yaml).map() } catch { throw DiagnosticList([error]) }
        return try DatePicker(from: map)
    }

    @Test func aDatePickerIsReadInItsTimeZone() throws {
        let picker = try Self.read("""
            {mode: time, date: "2024-01-05T09:41", timeZone: Asia/Tokyo, locale: ja-JP, minuteInterval: 5, hourCycle: h12}
            """)
        #expect(picker.date == Self.date - 9 * 3600, "09:41 in Tokyo is 00:41 UTC")
        #expect(picker.locale == "ja_JP" && picker.minuteInterval == 5 && picker.hourCycle == .h12 && picker.mode == .time)
        let timer = try Self.read(#"{mode: countdown, duration: "1:30"}"#)
        #expect(timer.duration == 5400)
    }

    /// The issue's bad inputs, each naming its field: unknown locale, unknown mode, malformed
    /// date, interval 7 (the last found by validation, the rest while reading).
    @Test(arguments: [
        (#"{mode: time, date: "2024-01-05T09:41", locale: xx_YY}"#, "locale", #"unknown locale "xx_YY""#),
        (#"{mode: stopwatch, date: "2024-01-05T09:41"}"#, "mode", #"unknown value "stopwatch""#),
        (#"{mode: date, date: "2024-13-45"}"#, "date", "is not a date"),
        (#"{mode: date, date: "2024-02-30"}"#, "date", "month 2 has no day 30"),
        (#"{mode: date, date: "5 January 2024"}"#, "date", "expected a date as YYYY-MM-DD"),
        (#"{mode: date, date: "2024-01-05T25:00"}"#, "date", "is not a date"),
        (#"{mode: date}"#, "date", "is required"),
        (#"{mode: countdown, duration: "24:00"}"#, "duration", "under 24 hours"),
        (#"{mode: time, date: "2024-01-05", timeZone: Mars/Base}"#, "timeZone", "unknown time zone"),
        (#"{mode: time, date: "2024-01-05", hourCycle: h24}"#, "hourCycle", #"unknown value "h24""#),
    ])
    func badInputNamesTheField(yaml: String, field: String, words: String) throws {
        do {
            let picker = try Self.read(yaml)
            let issues = picker.validate().filter(\.isError)
            #expect(issues.first?.field.description == field, "\(issues)")
            #expect(issues.first?.description.contains(words) == true, "\(issues)")
        } catch {
            #expect(error.errors.first?.field.description == field, "\(error)")
            #expect(error.errors.first?.description.contains(words) == true, "\(error)")
        }
    }

    @Test func intervalSevenIsFoundByValidation() throws {
        let picker = try Self.read(#"{mode: time, date: "2024-01-05T09:41", minuteInterval: 7}"#)
        #expect(Self.errors(picker).first?.hasPrefix("minuteInterval: 7 does not divide 60") == true)
    }
}
