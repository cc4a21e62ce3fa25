import ControlKit
import DisplayList
import Foundation
import Testing
import TestTags

/// The road every control travels (docs/adding-a-control.md), checked for every registered
/// control: its fields documented, an example the README's main command renders, its flags
/// derived from its keys without clashes.
@Suite(.tags(.slow)) struct RoadTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    @Test func everyFieldOfEveryControlIsDocumented() throws {
        let doc = try Self.text("docs/figure-files.md")
        for control in ControlRegistry.all {
            #expect(doc.contains("`\(control.kind.key)`"), "docs/figure-files.md has no section for \(control.kind.key)")
            for field in control.kind.fields + control.kind.fields.flatMap(\.items) {
                #expect(doc.contains("| `\(field.key)` |"), "docs/figure-files.md does not document \(control.kind.key).\(field.key)")
            }
        }
    }

    @Test func everyControlHasAnExampleAndAReadmeLine() throws {
        let readme = try Self.text("README.md")
        for control in ControlRegistry.all {
            let example = Self.root.appendingPathComponent("Examples/\(control.kind.command).yaml").path
            #expect(FileManager.default.fileExists(atPath: example), "no \(example)")
            #expect(try FigurePlan.load(example).variants.contains { _ in true }, "\(example) renders nothing")
            #expect(readme.contains("render \(control.kind.command)"), "the README does not show render \(control.kind.command)")
            #expect(readme.contains("try \(control)("), "the README has no Swift one-liner for \(control)")
        }
    }

    /// The README's Swift one-liners, as written there, draw something.
    @Test func theReadmeOneLinersRender() throws {
        let dots = try PageControl(pages: 5, currentPage: 1).render(scale: 3, appearance: .dark)
        let sizes = try Picker(components: [.init(titles: ["S", "M", "L", "XL"], selectedRow: 1)]).render(scale: 3)
        let day = try DatePicker(mode: .date, date: Date(timeIntervalSince1970: 1_704_447_660), locale: "ja_JP").render(scale: 3)
        let tabs = try SegmentedControl(segments: ["Day", "Week", "Month"], selectedSegment: 1).render(scale: 3)
        let editing = try Screen(rows: [ListRow("Starts", value: "9:41 AM")], placed: [PlacedControl(DatePicker(date: .now), belowRow: 0)]).render(scale: 2)
        let readme = try Self.text("README.md")
        for line in [#"let sizes = try Picker(components: [.init(titles: ["S", "M", "L", "XL"], selectedRow: 1)]).render(scale: 3)"#,
                     #"let day = try DatePicker(mode: .date, date: Date(timeIntervalSince1970: 1_704_447_660), locale: "ja_JP").render(scale: 3)"#,
                     #"let tabs = try SegmentedControl(segments: ["Day", "Week", "Month"], selectedSegment: 1).render(scale: 3)"#,
                     #"let editing = try Screen(rows: [ListRow("Starts", value: "9:41 AM")], placed: [PlacedControl(DatePicker(date: .now), belowRow: 0)]).render(scale: 2)"#] {
            #expect(readme.contains(line), "the README no longer says: \(line)")
        }
        for image in [dots, sizes, day, tabs, editing] { #expect(Set(image.pixels).count > 2) }
        #expect(sizes.width == 960 && day.height == 648 && tabs.height == 96)
    }

    /// The README's main command renders Examples/; none of its figures may come out a single
    /// colour (before, a phone figure in light was white dots on white, and control figures
    /// defaulted to transparent), or with a part that does not stand out.
    ///
    /// `--emit-scene` promises the Scene JSON draws the figure: every example figure (without a
    /// backdrop photo, which the JSON does not carry) written and read back is the same scene,
    /// so it draws the same pixels (drawing is a function of the scene alone: docs/determinism.md);
    /// only a scene that reads back different is drawn a second time, to say how it differs.
    /// Each figure is drawn once for both checks.
    @Test func everyExampleFigureDrawsAndSurvivesItsSceneJSON() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
        #expect(!examples.isEmpty)
        var roundTripped = Set<String>()
        for name in examples {
            let plan = try FigurePlan.load(Self.root.appendingPathComponent("Examples/\(name)").path)
            for variant in plan.variants {
                let canvas = variant.render()
                #expect(Set(canvas.pixmap.pixels).count > 1, "\(name): \(variant.outputPath) is a single colour")
                #expect(variant.contrastWarnings(on: canvas).isEmpty, "\(name): \(variant.outputPath): \(variant.contrastWarnings(on: canvas))")
                guard name.hasSuffix(".yaml"), variant.backdropImage == nil else { continue }
                let read = try Scene.decode(json: Array(variant.scene.jsonText().utf8))
                if read != variant.scene {
                    let pixels = read.render().pixmap.pixels == canvas.pixmap.pixels ? "the same pixels" : "different pixels"
                    Issue.record("\(name): \(variant.outputPath) reads back different, drawing \(pixels)")
                }
                roundTripped.insert(name)
            }
        }
        for control in ControlRegistry.all {
            #expect(roundTripped.contains("\(control.kind.command).yaml"), "no example of \(control.kind.command) was checked")
        }
    }

    /// Flags come from keys; two fields (or a field and a shared option) never claim one flag.
    @Test func flagsAreUniqueAndDerivedFromKeys() {
        let shared = ["--output", "--scale", "--appearance", "--backdrop", "--placement", "--strict", "--emit-scene", "--help"]
        for control in ControlRegistry.all {
            let spellings = (control.kind.fields + control.kind.fields.flatMap(\.items)).flatMap(\.flagSpellings)
            #expect(Set(spellings).count == spellings.count, "\(control.kind.command): a flag is claimed twice")
            #expect(Set(spellings).isDisjoint(with: shared), "\(control.kind.command): a field's flag clashes with a shared option")
            for field in control.kind.fields where field.form == .value {
                #expect(field.flag == ControlField.kebabCase(field.key), "\(field.key): --\(field.flag)")
            }
        }
        #expect(Set(ControlRegistry.keys).count == ControlRegistry.all.count)
    }
}
