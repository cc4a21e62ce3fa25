import ControlKit
import Foundation
import Testing

/// Controls use one another only as any caller does (docs/architecture.md, "controls share
/// pieces rather than call each other"): a composite control — a screen presenting an action
/// sheet, a bar with a segmented title — holds the other control's value, sets its public
/// properties and calls the `Control` protocol (`layout()`, `sceneItems`, `validate()`). It
/// never names the other control's metrics (`ActionSheet.Metrics`) or its layout type's own name
/// (`NavigationBarLayout`; the protocol's `NavigationBar.Layout` is what a caller writes): what two
/// controls share lives in a shared folder (`Theme/Material.swift`).
@Suite struct ControlBoundaryTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Each registered control's type name and the folder under Sources/Controls its
    /// `<Name>.swift` is in.
    static func controls() throws -> [(name: String, folder: String)] {
        let base = root + "/Sources/Controls"
        let folders = try FileManager.default.contentsOfDirectory(atPath: base)
        return try ControlRegistry.all.map { type in
            let name = String(describing: type)
            guard let folder = folders.first(where: { FileManager.default.fileExists(atPath: "\(base)/\($0)/\(name).swift") }) else {
                throw BoundaryFailure(description: "no Sources/Controls/*/\(name).swift")
            }
            return (name, folder)
        }
    }

    struct BoundaryFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// The places in `text` that reach into `control`'s internals: its metrics or its layout
    /// type by that type's own name.
    static func reaches(into control: String, in text: String) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: "\\b\(control)\\.Metrics\\b|\\b\(control)Layout\\b")
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }

    @Test func theCheckSeesAReachIntoMetricsOrLayout() throws {
        #expect(try Self.reaches(into: "ActionSheet", in: "let s = ActionSheet.Metrics.sidePadding") == ["ActionSheet.Metrics"])
        #expect(try Self.reaches(into: "NavigationBar", in: "var bar: (NavigationBar, NavigationBarLayout)") == ["NavigationBarLayout"])
        #expect(try Self.reaches(into: "NavigationBar", in: "var bar: (NavigationBar, NavigationBar.Layout)").isEmpty)
    }

    @Test func noControlNamesAnotherControlsMetricsOrLayoutType() throws {
        let controls = try Self.controls()
        #expect(controls.count == ControlRegistry.all.count)
        let sources = Self.root + "/Sources"
        let walker = FileManager.default.enumerator(atPath: sources)
        var checked = 0
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: "\(sources)/\(path)", encoding: .utf8)
            checked += 1
            for control in controls where !path.hasPrefix("Controls/\(control.folder)/") {
                let found = try Self.reaches(into: control.name, in: text)
                #expect(found.isEmpty, "Sources/\(path) reaches into \(control.name): \(found)")
            }
        }
        #expect(checked > 100, "walked only \(checked) files: the walk is broken")
    }
}
