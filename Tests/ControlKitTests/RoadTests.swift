import ControlKit
import Foundation
import Testing

/// The road every control travels (docs/adding-a-control.md), checked for every registered
/// control: its fields documented, an example the README's main command renders, its flags
/// derived from its keys without clashes.
@Suite struct RoadTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    @Test func everyFieldOfEveryControlIsDocumented() throws {
        let doc = try Self.text("docs/figure-files.md")
        for control in ControlRegistry.all {
            #expect(doc.contains("`\(control.kind.key)`"), "docs/figure-files.md has no section for \(control.kind.key)")
            for field in control.kind.fields {
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
        }
    }

    /// Flags come from keys; two fields (or a field and a shared option) never claim one flag.
    @Test func flagsAreUniqueAndDerivedFromKeys() {
        let shared = ["--output", "--scale", "--appearance", "--backdrop", "--placement", "--strict", "--emit-scene", "--help"]
        for control in ControlRegistry.all {
            let spellings = control.kind.fields.flatMap(\.flagSpellings)
            #expect(Set(spellings).count == spellings.count, "\(control.kind.command): a flag is claimed twice")
            #expect(Set(spellings).isDisjoint(with: shared), "\(control.kind.command): a field's flag clashes with a shared option")
            for field in control.kind.fields where field.form == .value {
                #expect(field.flag == ControlField.kebabCase(field.key), "\(field.key): --\(field.flag)")
            }
        }
        #expect(Set(ControlRegistry.keys).count == ControlRegistry.all.count)
    }
}
