// The harness without references (CI, a fresh clone): it renders ControlKit's figures, lists
// what it would measure for every known reference, and reports unknown files.
import FidelityHarnessCore
import Foundation
import Testing

@Suite struct HarnessTests {
    @Test func emptyFolderReportsWhatItWouldMeasure() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fidelity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("extra"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // A file the catalogue does not know: reported, not measured (it need not be a PNG).
        try Data("not a png".utf8).write(to: dir.appendingPathComponent("extra/unknown_ios18@3x.png"))
        let result = try Harness.run(refs: dir.path)
        #expect(result.referencesFound == 0)
        #expect(result.unknownFiles == ["extra/unknown_ios18@3x.png"])
        #expect(result.sections.count == Catalogue.all.count)
        for s in result.sections {
            #expect(s.rows == nil)
            #expect(!s.wouldMeasure.isEmpty, "\(s.reference.file): ControlKit's render gave no features")
        }
        // ControlKit's own renders are measured even without references.
        let seg = result.sections.first { $0.reference.control == "segmented control" }
        #expect(seg?.wouldMeasure.contains("thumb width") == true)
        #expect(seg?.wouldMeasure.contains("shadow strip under the thumb, level (the track's is above)") == true)
        let md = Harness.markdown(result, refsLabel: "EMPTY", searched: nil)
        #expect(md.contains("References found: 0 of \(Catalogue.all.count) known."))
        #expect(md.contains("Reference absent: would measure dot count; dot diameter (from area)"))
        #expect(md.contains("`extra/unknown_ios18@3x.png`: not measured"))
        #expect(md.contains("## Not measurable yet"))
        // Without Benchmarks/Fidelity/explained.md the report says so; with it, the text is copied.
        #expect(md.contains("`Benchmarks/Fidelity/explained.md` is not present"))
        let explained = Harness.markdown(result, refsLabel: "EMPTY", searched: nil, explained: "| rows | why |\n|---|---|\n| a | b |\n")
        #expect(explained.contains("## Off rows explained\n\n| rows | why |\n|---|---|\n| a | b |\n\n## Not measurable yet"))
    }

    /// Every "off" row of the report is one explained.md speaks of: the file names each
    /// feature by the words the report uses, so a renamed feature cannot leave its row unexplained.
    @Test func theExplanationsNameFeaturesTheHarnessMeasures() throws {
        let path = URL(fileURLWithPath: Harness.figuresDirectory).deletingLastPathComponent().appendingPathComponent("explained.md").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for feature in ["stem width", "back title cap height", "left edge", "selected circle diameter"] {
            #expect(text.contains(feature), "explained.md does not mention \(feature)")
        }
    }

    @Test func catalogueNamesEveryFigureItUses() throws {
        // Every figure a reference names exists in its figure file (a renamed figure would
        // otherwise silently drop the ControlKit side of a row).
        for ref in Catalogue.all {
            let text = try String(contentsOfFile: Harness.figuresDirectory + "/" + ref.figureFile, encoding: .utf8)
            for f in ref.figures { #expect(text.contains("- name: \(f)\n"), "\(ref.figureFile) lacks \(f)") }
        }
    }
}
