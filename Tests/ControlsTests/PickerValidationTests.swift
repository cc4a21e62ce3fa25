import Controls
import Documents
import Foundation
import Raster
import TestSupport
import Testing

/// The HIG's advice for pickers (Apple HIG "Pickers") and the pickers' bounds, each problem
/// naming its field; and reading both pickers from a figure file's map.
@Suite struct PickerValidationTests {
    static let seven = Picker.Component(titles: (1 ... 7).map { "Value \($0)" }, selectedRow: 3)

    @Test func aPlainPickerIsValid() {
        #expect(Picker(components: [Self.seven]).validate().isEmpty)
    }

    /// HIG: a short list suits a pull-down button, a very long one a list — warnings, not errors.
    @Test func fewAndManyRowsWarn() {
        let few = Picker(components: [Picker.Component(titles: ["A", "B", "C"])]).validate()
        #expect(few.warningDescriptions == ["components[0].rows: 3 rows: the HIG suggests a pull-down button for a list this short"])
        #expect(few.errorDescriptions.isEmpty)
        #expect(Picker(components: [Picker.Component(titles: ["A", "B", "C", "D"])]).validate().isEmpty)
        let many = Picker(components: [Picker.Component(titles: (0 ... 1000).map(String.init))]).validate()
        #expect(many.warningDescriptions == ["components[0].rows: 1001 rows: the HIG suggests a list or table for a list this long"])
        #expect(Picker(components: [Picker.Component(titles: (1 ... 1000).map(String.init))]).validate().isEmpty)
    }

    @Test func selectedRowOutsideItsComponentIsAnError() {
        var picker = Picker(components: [Self.seven, Self.seven])
        picker.components[1].selectedRow = 7
        #expect(picker.validate().errorDescriptions == ["components[1].selectedRow: 7 is outside 0..<7"])
        picker.components[1].selectedRow = -1
        #expect(picker.validate().errorDescriptions == ["components[1].selectedRow: -1 is outside 0..<7"])
    }

    @Test func boundsNameTheirFields() {
        #expect(Picker(components: []).validate().errorDescriptions == ["components: a picker needs at least one component"])
        var picker = Picker(components: [Self.seven], size: Size(320, 200))
        #expect(picker.validate().errorDescriptions == ["height: 200 pt is not a picker height (216, 180 or 162, as UIKit snaps it)"])
        picker.size = Size(320, 216)
        picker.components[0].offset = 0.75
        #expect(picker.validate().errorDescriptions == ["components[0].offset: 0.75 rows is outside -0.5...0.5"])
        picker.components[0].offset = .nan
        #expect(picker.validate().errorDescriptions.first?.hasPrefix("components[0].offset:") == true)
        picker.components[0].offset = 0
        picker.components = [Self.seven, Self.seven]
        picker.components[0].width = 200
        picker.components[1].width = 200
        #expect(picker.validate().errorDescriptions == ["components: the components are 405 pt wide, wider than the picker's 320 pt"])
        picker.components = Array(repeating: Self.seven, count: Picker.Metrics.maxComponents + 1)
        #expect(picker.validate().errorDescriptions == ["components: 11 components is over the limit of 10"])
    }

    static func map(_ yaml: String) throws -> DocumentMap {
        try DocumentNode.parse(yaml: yaml).map()
    }

    /// Each field of a figure file is read; a row may be text or a map with a swatch.
    @Test func aPickerIsReadFromItsMap() throws {
        let picker = try Picker(from: Self.map("""
            width: 375
            components:
              - {rows: [Red, {text: Blue, swatch: systemBlue}], selectedRow: 1, width: 200, alignment: left}
              - {rows: ["1", "2"], enabled: false, offset: -0.25}
            """))
        #expect(picker.size == Size(375, 216))
        #expect(picker.components.count == 2)
        #expect(picker.components[0].rows.map(\.text) == ["Red", "Blue"] && picker.components[0].rows[1].swatch != nil)
        #expect(picker.components[0].selectedRow == 1 && picker.components[0].width == 200 && picker.components[0].alignment == .left)
        #expect(!picker.components[1].isEnabled && picker.components[1].offset == -0.25)
    }

    @Test func aBadPickerMapNamesEveryBadField() throws {
        let map = try Self.map("""
            components:
              - {rows: [a, b], selectedRow: two}
              - {rows: [a, {text: b, swatch: mauve}], alignment: middle}
            colour: red
            """)
        do throws(DiagnosticList) {
            _ = try Picker(from: map)
            Issue.record("accepted a bad picker")
        } catch {
            let fields = error.errors.map(\.field.description)
            #expect(fields.contains("components[0].selectedRow"), "\(error)")
            #expect(fields.contains("components[1].rows[1].swatch"), "\(error)")
            #expect(fields.contains("components[1].alignment"), "\(error)")
            #expect(fields.contains("colour"), "\(error)")
        }
    }
}
