import ControlKit
import Documents
import Foundation
import Testing

/// Examples/checks/: each figure breaks one guideline (hig-warnings.yaml) or asks for what UIKit
/// would not show as asked (ignored-fields.yaml), and names, at the end of its description, the
/// field its warning is about. Rendering a file draws every figure (exit 0 from `render`) with
/// exactly that warning for each; `--strict` refuses the file with all of them as errors and
/// writes nothing.
@Suite struct HIGCheckExampleTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Each file, with the fewest figures it holds.
    static let files: [(name: String, figures: Int)] = [("hig-warnings.yaml", 8), ("ignored-fields.yaml", 6)]
    static func path(_ name: String) -> String { root.appendingPathComponent("Examples/checks/\(name)").path }

    /// The field a figure's description names: the last parenthesised words.
    static func namedField(_ description: String) -> String? {
        guard description.hasSuffix(")."), let open = description.range(of: "(", options: .backwards) else { return nil }
        return String(description[open.upperBound ..< description.index(description.endIndex, offsetBy: -2)])
    }

    @Test(arguments: files.map(\.name))
    func everyFigureDrawsWithTheOneWarningItNames(file name: String) throws {
        let file = Self.path(name)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("hig-checks-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try FigureBatch.run(path: file, outputDirectory: out)
        let plan = try FigurePlan.load(file)
        #expect(plan.file.figures.count >= Self.files.first { $0.name == name }?.figures ?? 1)
        #expect(result.written.count == plan.file.figures.count, "every figure is drawn")
        for (i, figure) in plan.file.figures.enumerated() {
            let field = try #require(figure.summary.flatMap(Self.namedField), "\(figure.name) names no field")
            let mine = result.warnings.filter { $0.field.description.hasPrefix("figures[\(i)].") }
            #expect(mine.count == 1, "\(figure.name): \(mine.map(\.description))")
            #expect(mine.allSatisfy { $0.field.description.hasSuffix("." + field) }, "\(figure.name) should warn on \(field): \(mine.map(\.description))")
        }
    }

    @Test(arguments: files.map(\.name))
    func strictRefusesTheFileAndWritesNothing(file name: String) throws {
        let file = Self.path(name)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("hig-checks-strict-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let plan = try FigurePlan.load(file)
        do {
            _ = try FigureBatch.run(path: file, outputDirectory: out, strict: true)
            Issue.record("--strict drew a file whose every figure breaks a guideline")
        } catch {
            let failing = Set(error.diagnostics.filter(\.isError).compactMap { d in
                d.field.description.split(separator: ".").first.map(String.init)
            })
            // The checks made before drawing (all but the contrast measured on pixels) stop the
            // file, each an error now.
            let planned = Set(plan.warnings.compactMap { d in d.field.description.split(separator: ".").first.map(String.init) })
            #expect(planned.count >= plan.file.figures.count - 1)
            #expect(failing == planned, "\(failing.sorted())")
        }
        let left = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
        #expect(left.isEmpty, "written under --strict: \(left)")
    }
}
