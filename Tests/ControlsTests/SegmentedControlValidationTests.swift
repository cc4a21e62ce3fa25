import Controls
import Documents
import Foundation
import Raster
import TestSupport
import Testing

/// The HIG's advice for segmented controls and the control's bounds, one test per rule, each
/// problem naming its field; and reading the control from a figure file's map.
@Suite struct SegmentedControlValidationTests {
    typealias M = SegmentedControl.Metrics

    static let days = SegmentedControl(segments: ["Day", "Week", "Month"], selectedSegment: 1)

    @Test func aPlainControlIsValid() {
        #expect(Self.days.validate().isEmpty)
        #expect(SegmentedControl(segments: ["Day", "Week"]).validate().isEmpty, "no selection is UIKit's default")
    }

    @Test func noSegmentsIsAnError() {
        #expect(SegmentedControl(segments: []).validate().errorDescriptions
            == ["segments: a segmented control needs at least one segment"])
    }

    @Test func moreSegmentsThanTheBoundIsAnError() {
        let control = SegmentedControl(segments: (0 ... M.maxSegments).map { "S\($0)" }, width: 16_000)
        #expect(control.validate().errorDescriptions == ["segments: 101 segments is over the limit of 100"])
    }

    /// HIG: five segments or fewer on iPhone — a warning above that, not an error.
    @Test func moreThanFiveSegmentsWarns() {
        let five = SegmentedControl(segments: ["A", "B", "C", "D", "E"], selectedSegment: 0)
        #expect(five.validate().isEmpty)
        let six = SegmentedControl(segments: ["A", "B", "C", "D", "E", "F"], selectedSegment: 0).validate()
        #expect(six.warningDescriptions == ["segments: 6 segments: the HIG asks for 5 or fewer on iPhone"])
        #expect(six.errorDescriptions.isEmpty)
    }

    @Test func aSegmentWithoutATitleIsAnError() {
        let control = SegmentedControl(segments: ["Day", "", "Month"])
        #expect(control.validate().errorDescriptions == ["segments[1]: a segment needs a title"])
    }

    @Test func aSelectedSegmentOutsideTheSegmentsIsAnError() {
        var control = Self.days
        control.selectedSegment = 3
        #expect(control.validate().errorDescriptions == ["selectedSegment: 3 is outside 0..<3"])
        // −1 is UIKit's noSegment, but the Swift value says "none" with nil.
        control.selectedSegment = -1
        #expect(control.validate().errorDescriptions == ["selectedSegment: -1 is outside 0..<3"])
        control.selectedSegment = nil
        #expect(control.validate().isEmpty)
    }

    @Test func aDisabledSegmentThatDoesNotExistIsAnError() {
        var control = Self.days
        control.disabledSegments = [1, 7]
        #expect(control.validate().errorDescriptions == ["disabledSegments: segment 7 is outside 0..<3"])
        control.disabledSegments = [0, 2]
        #expect(control.validate().isEmpty)
    }

    @Test func aHeightOutsideTheBoundsIsAnError() {
        var control = Self.days
        for bad: Float in [27, .nan, .infinity, 20_000] {
            control.height = bad
            #expect(control.validate().errorDescriptions.first?.hasPrefix("height: ") == true, "\(bad)")
        }
        control.height = M.minHeight
        #expect(control.validate().isEmpty)
    }

    /// A width that leaves a segment narrower than its two title margins is an error; so is one that
    /// is not a finite number.
    @Test func aWidthTooSmallIsAnError() {
        var control = Self.days
        control.width = control.minimumWidth - 0.5
        #expect(control.validate().errorDescriptions
            == ["width: 65.5 pt is narrower than the 66 pt 3 segments need (21.33 pt each, with the separators)"])
        control.width = .nan
        #expect(control.validate().errorDescriptions.first?.hasPrefix("width: ") == true)
        control.width = -10
        #expect(control.validate().errorDescriptions.first?.hasPrefix("width: ") == true)
    }

    /// A title wider than its segment's room is drawn cut short: a warning naming the segment.
    /// The fitted width never cuts a title.
    @Test func aTitleThatDoesNotFitItsSegmentWarns() {
        var control = SegmentedControl(segments: ["Day", "Fortnightly", "Month"], selectedSegment: 0)
        #expect(control.validate().isEmpty)
        control.width = control.minimumWidth
        let issues = control.validate()
        #expect(issues.errorDescriptions.isEmpty)
        let warnings = issues.warningDescriptions
        #expect(warnings.count == 3, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("segments[1]: \"Fortnightly\" is ") && $0.hasSuffix("it is cut short with \"…\"") }, "\(warnings)")
        control.width = control.fittedWidth
        #expect(control.validate().isEmpty)
    }

    @Test func titlesTooWideForTheLargestControlAreAnError() {
        // Segments are as wide as the widest: ten of 200 W's are about 25,000 pt.
        let control = SegmentedControl(segments: [String(repeating: "W", count: SegmentedControl.Metrics.maxTitleLength)]
                                           + Array(repeating: "B", count: 9))
        let errors = control.validate().errorDescriptions
        #expect(errors.count == 1 && errors[0].hasPrefix("segments: the titles make the control "), "\(errors)")
    }

    static func map(_ yaml: String) throws -> DocumentMap {
        try DocumentNode.parse(yaml: yaml).map()
    }

    /// Each field of a figure file is read, older spellings and `none` included.
    @Test func aControlIsReadFromItsMap() throws {
        let control = try SegmentedControl(from: Self.map("""
            segments: [Day, Week, Month]
            selected: 2
            disabledSegments: [0]
            enabled: true
            selectedTint: systemYellow
            direction: rtl
            width: 300
            height: 28
            """))
        #expect(control == SegmentedControl(segments: ["Day", "Week", "Month"], selectedSegment: 2, width: 300, height: 28,
                                            disabledSegments: [0], selectedTint: .system(name: "systemYellow", SystemColors.systemYellow),
                                            direction: .rtl))
        #expect(try SegmentedControl(from: Self.map("{segments: [A, B], selectedSegment: none}")).selectedSegment == nil)
        #expect(try SegmentedControl(from: Self.map("{segments: [A, B], selectedSegment: -1}")).selectedSegment == nil)
        #expect(try SegmentedControl(from: Self.map("{segments: [A, B]}")).selectedSegment == nil)
    }

    @Test func aBadMapNamesEveryBadField() throws {
        let map = try Self.map("""
            segments: [Day, [Week], Month]
            selectedSegment: first
            disabledSegments: [one]
            direction: sideways
            colour: red
            """)
        do throws(DiagnosticList) {
            _ = try SegmentedControl(from: map)
            Issue.record("accepted a bad segmented control")
        } catch {
            let fields = error.errors.map(\.field.description)
            #expect(fields == ["colour", "segments[1]", "selectedSegment", "disabledSegments[0]", "direction"], "\(error)")
        }
    }
}
