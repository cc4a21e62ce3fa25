import ControlKit
import Documents
import Foundation
import Testing
import TestSupport

/// The bounds of docs/limits.md "Files": a file one byte over its limit is refused from its
/// size, before it is read (the files here are sparse: they take no disk and are never
/// allocated), naming the file and the limit; counts and nesting one over are refused naming
/// the field. Expected numbers are written out, not read from `InputLimits`.
@Suite struct InputFileLimitTests {
    /// A file of `bytes` zero bytes that takes no disk space.
    static func sparseFile(_ folder: TemporaryFolder, _ name: String, bytes: Int) throws -> String {
        let path = folder.file(name)
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(bytes))
        try handle.close()
        return path
    }

    static func messages(_ body: () throws(DiagnosticList) -> Void) -> [String] {
        do {
            try body()
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func aFigureFileOverSixteenMebibytesIsNotRead() throws {
        let folder = try TemporaryFolder()
        let over = try Self.sparseFile(folder, "over.yaml", bytes: 16 << 20 + 1)
        #expect(Self.messages { () throws(DiagnosticList) in _ = try FigureFile.load(over) }
                == ["\(over): 16777217 bytes is over the 16777216-byte limit"])
        #expect(Self.messages { () throws(DiagnosticList) in _ = try FigurePlan.load(over) }
                == ["\(over): 16777217 bytes is over the 16777216-byte limit"])
        // At the bound the file is read (and is not YAML).
        let at = try Self.sparseFile(folder, "at.yaml", bytes: 16 << 20)
        let found = Self.messages { () throws(DiagnosticList) in _ = try FigureFile.load(at) }
        #expect(!found.isEmpty && !found.contains { $0.contains("byte limit") }, "\(found.prefix(2))")
    }

    /// 256 MiB + 1 is refused from its size; at the bound the file would be read whole (256
    /// MiB), so that side is left to the size check's own test (`InputFile`).
    @Test func aSceneFileOver256MebibytesIsNotRead() throws {
        let folder = try TemporaryFolder()
        let over = try Self.sparseFile(folder, "over.json", bytes: 256 << 20 + 1)
        #expect(Self.messages { () throws(DiagnosticList) in _ = try SceneFile.load(over) }
                == ["\(over): 268435457 bytes is over the 268435456-byte limit"])
    }

    @Test func aRunRecordOver256MebibytesIsNotRead() throws {
        let folder = try TemporaryFolder()
        let over = try Self.sparseFile(folder, ".controlkit-run.json", bytes: 256 << 20 + 1)
        #expect(Self.messages { () throws(DiagnosticList) in _ = try BatchRecord.read(from: folder.path) }
                == ["\(over): 268435457 bytes is over the 268435456-byte limit"])
    }

    @Test func aBackdropPhotoOver64MebibytesIsNotRead() throws {
        let folder = try TemporaryFolder()
        _ = try Self.sparseFile(folder, "photo.png", bytes: 64 << 20 + 1)
        let figures = try folder.write("figures:\n  - {name: a, backdrop: {image: photo.png}, pageControl: {pages: 3}}\n", to: "figures.yaml")
        let found = Self.messages { () throws(DiagnosticList) in _ = try FigurePlan.load(figures) }
        #expect(found.count == 1 && found[0].hasPrefix("\(figures):2: figures[0].backdrop: ")
                && found[0].hasSuffix("67108865 bytes is over the 67108864-byte limit"), "\(found)")
    }

    static func figures(_ count: Int) -> String {
        "figures:\n" + (0 ..< count).map { "  - {name: f\($0), pageControl: {pages: 3}}\n" }.joined()
    }

    @Test func aFileHoldsTenThousandFiguresAtMost() {
        #expect(Self.messages { () throws(DiagnosticList) in _ = try FigureFile.decode(yaml: Self.figures(10_000)) } == [])
        #expect(Self.messages { () throws(DiagnosticList) in _ = try FigureFile.decode(yaml: Self.figures(10_001)) }
                == ["line 2: figures: 10001 figures is over the limit of 10000"])
    }

    /// The reader counts the root as level 0: 32 lists inside one another under a key are the
    /// deepest a figure file may nest.
    @Test func aFigureFileNestsThirtyTwoLevelsAtMost() {
        func nested(_ levels: Int) -> String {
            "figures: [{name: a, pageControl: {pages: 3}}]\nx: " + String(repeating: "[", count: levels) + String(repeating: "]", count: levels) + "\n"
        }
        let at = Self.messages { () throws(DiagnosticList) in _ = try FigureFile.decode(yaml: nested(32)) }
        #expect(!at.contains { $0.contains("nested deeper") }, "\(at)")
        let over = Self.messages { () throws(DiagnosticList) in _ = try FigureFile.decode(yaml: nested(33)) }
        #expect(over.count == 1 && over[0].contains("nested deeper than 32 levels"), "\(over)")
    }

    /// A million values once aliases are expanded (every map, list and scalar; keys are not
    /// values). Counted here: the root map 1, `figures: []` 1, `a` a list of 1,000 (1,001),
    /// `b` 997 copies of `a` (1 + 997 × 1,001 = 997,998), `c` a list of `n` (1 + n): 999,002 + n.
    @Test func aFigureFileHoldsAMillionValuesAtMost() {
        func document(_ n: Int) -> String {
            "figures: []\na: &a [" + Array(repeating: "x", count: 1_000).joined(separator: ", ") + "]\n"
                + "b: [" + Array(repeating: "*a", count: 997).joined(separator: ", ") + "]\n"
                + "c: [" + Array(repeating: "x", count: n).joined(separator: ", ") + "]\n"
        }
        let at = Self.messages { () throws(DiagnosticList) in _ = try FigureFile.decode(yaml: document(998)) }
        #expect(!at.contains { $0.contains("values") }, "\(at)")
        let over = Self.messages { () throws(DiagnosticList) in _ = try FigureFile.decode(yaml: document(999)) }
        #expect(over.count == 1 && over[0].contains("the document holds more than 1000000 values"), "\(over)")
    }

    /// `controlkit glyph` makes 2,000 glyphs a run at most: the files are listed, never read,
    /// before the count is checked.
    @Test func aGlyphRunTakesTwoThousandFilesAtMost() throws {
        let folder = try TemporaryFolder()
        for i in 0 ..< 2_000 { #expect(FileManager.default.createFile(atPath: folder.file("g\(i).svg"), contents: nil)) }
        #expect(Self.messages { () throws(DiagnosticList) in _ = try GlyphExport.svgFiles(in: [folder.path]) } == [])
        #expect(FileManager.default.createFile(atPath: folder.file("g2000.svg"), contents: nil))
        #expect(Self.messages { () throws(DiagnosticList) in _ = try GlyphExport.svgFiles(in: [folder.path]) }
                == ["2001 SVG files is more than the 2000 one run makes; split the folder"])
    }

    @Test func aFigureNameIsTwoHundredBytesAtMost() {
        func named(_ length: Int) -> String { "figures:\n  - {name: \(String(repeating: "a", count: length)), pageControl: {pages: 3}}\n" }
        #expect(Self.messages { () throws(DiagnosticList) in _ = try FigureFile.decode(yaml: named(200)) } == [])
        let over = Self.messages { () throws(DiagnosticList) in _ = try FigureFile.decode(yaml: named(201)) }
        #expect(over.count == 1 && over[0].hasPrefix("line 2: figures[0].name: ") && over[0].hasSuffix("at most 200 bytes"), "\(over)")
    }
}
