import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import Testing

/// `controlkit batch` as a CI job runs it: the same bytes for any number of jobs and as
/// `render` writes, shards that add up to the whole with nothing twice, one bad file not
/// stopping the others, and a JSON summary.
@Suite struct BatchCommandTests {
    static let dots = """
        defaults: {appearances: [light, dark], scales: [1, 2]}
        figures:
          - {name: three, pageControl: {pages: 3, currentPage: 1}}
          - {name: five, pageControl: {pages: 5}}
        """
    static let tabs = """
        figures:
          - {name: tabs, scale: 1, segmentedControl: {segments: [Day, Week], selectedSegment: 0}}
        """

    func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("specs"), withIntermediateDirectories: true)
        try folder.write(Self.dots, to: "specs/dots.yaml")
        try folder.write(Self.tabs, to: "specs/tabs.yaml")
        return folder
    }

    /// Every file under `path`, relative, with its bytes (the cache file left out).
    func files(_ root: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for case let name as String in FileManager.default.enumerator(atPath: root) ?? FileManager.DirectoryEnumerator() {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isFolder)
            if !isFolder.boolValue, !name.hasSuffix(".controlkit-cache.json"), !name.hasSuffix(".controlkit-run.json") { out[name] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + name)) }
        }
        return out
    }

    @Test func anyNumberOfJobsWritesTheSameBytesAsRender() throws {
        let f = try folder()
        for jobs in ["1", "3"] {
            let run = try ControlKitCLI.run(["batch", "specs", "--out", "out\(jobs)", "--jobs", jobs, "--quiet"], in: f.path)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let one = try files(f.file("out1")), three = try files(f.file("out3"))
        #expect(one.count == 9 && one == three, "\(one.keys.sorted())")
        let render = try ControlKitCLI.run(["render", "specs/dots.yaml", "--out", "rendered"], in: f.path)
        #expect(render.status == 0)
        for (name, bytes) in try files(f.file("rendered")) { #expect(one["dots-yaml/" + name] == bytes, "\(name)") }
    }

    @Test func theShardsMakeTheWholeWithNothingTwice() throws {
        let f = try folder()
        var seen: [String: Int] = [:]
        for i in 1 ... 3 {
            let run = try ControlKitCLI.run(["batch", "specs", "--out", "shard\(i)", "--shard", "\(i)/3", "--quiet"], in: f.path)
            #expect(run.status == 0, "\(run.stderr)")
            for name in try files(f.file("shard\(i)")).keys { seen[name, default: 0] += 1 }
        }
        #expect(seen.count == 9 && seen.values.allSatisfy { $0 == 1 }, "\(seen)")
    }

    @Test func aBadFileStopsOnlyItself() throws {
        let f = try folder()
        try f.write("figures:\n  - {name: bad, pageControl: {pages: 3, currentPage: 7}}\n", to: "specs/bad.yaml")
        let run = try ControlKitCLI.run(["batch", "specs", "--out", "out", "--json", "--quiet"], in: f.path)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("bad.yaml:2: figures[0].pageControl.currentPage:"), "\(run.stderr)")
        let written = try files(f.file("out"))
        #expect(written.count == 9 && !written.keys.contains { $0.hasPrefix("bad-yaml") })
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(summary["total"] as? Int == 9 && summary["written"] as? Int == 9 && (summary["errors"] as? [String])?.count == 1)
    }

    @Test func nothingToReadIsBadInputAndBadOptionsAreUsageErrors() throws {
        let f = try TemporaryFolder()
        let missing = try ControlKitCLI.run(["batch", "nowhere.yaml", "--out", "out"], in: f.path)
        #expect(missing.status == 2 && missing.stderr.contains("nowhere.yaml: cannot read: No such file or directory"), "\(missing.stderr)")
        #expect(!(try f.contents().contains("out")))
        for (flag, value) in [("--shard", "3/2"), ("--shard", "x"), ("--jobs", "0")] {
            let run = try ControlKitCLI.run(["batch", "a.yaml", "--out", "out", flag, value], in: f.path)
            #expect(run.status == 2 && run.stderr.contains(flag), "\(flag) \(value): \(run.stderr)")
        }
    }

    /// The cache: a second run draws nothing; changing one figure's entry redraws that
    /// figure's variants only; changing a scene backdrop a figure reads redraws that figure's
    /// only; --no-cache and --clean draw everything.
    @Test func onlyFiguresWhoseInputsChangedAreDrawnAgain() throws {
        let f = try folder()
        try f.write(##"{"format": "controlkit-scene/1", "width": 10, "height": 10, "background": "#336699", "items": []}"##, to: "specs/back.json")
        try f.write(Self.tabs + "\n  - {name: over, scale: 1, backdrop: {scene: back.json}, segmentedControl: {segments: [A, B]}}\n", to: "specs/tabs.yaml")
        func drawn(_ extra: [String] = []) throws -> [String] {
            let run = try ControlKitCLI.run(["batch", "specs/dots.yaml", "specs/tabs.yaml", "--out", "out", "--json", "--quiet"] + extra, in: f.path)
            #expect(run.status == 0, "\(run.stderr)")
            let summary = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            return ((summary["drawn"] as? [String]) ?? []).sorted()
        }
        #expect(try drawn().count == 10)
        #expect(try drawn().isEmpty, "nothing changed, nothing drawn")
        try f.write(Self.dots.replacingOccurrences(of: "pages: 5", with: "pages: 6"), to: "specs/dots.yaml")
        #expect(try drawn() == ["out/dots-yaml/five-dark-1x.png", "out/dots-yaml/five-dark-2x.png",
                                "out/dots-yaml/five-light-1x.png", "out/dots-yaml/five-light-2x.png"])
        try f.write(##"{"format": "controlkit-scene/1", "width": 10, "height": 10, "background": "#993366", "items": []}"##, to: "specs/back.json")
        #expect(try drawn() == ["out/tabs-yaml/over-light-1x.png"])
        try FileManager.default.removeItem(atPath: f.file("out/tabs-yaml/tabs-light-1x.png"))
        #expect(try drawn() == ["out/tabs-yaml/tabs-light-1x.png"], "a missing output is drawn again")
        #expect(try drawn(["--no-cache"]).count == 10)
        #expect(try drawn(["--clean"]).count == 10)
        #expect(FileManager.default.fileExists(atPath: f.file("out/.controlkit-cache.json")))
        #expect(FileManager.default.fileExists(atPath: f.file("out/.controlkit-run.json")), "every run is saved for merge")
    }

    /// A bar button's image file is an input like a backdrop: changing its bytes redraws the
    /// figure that names it, and only that one.
    @Test func changingABarImageFileRedrawsItsFigure() throws {
        let f = try TemporaryFolder()
        func svg(_ side: Int) -> String { #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="\#(side)" height="\#(side)"/></svg>"# }
        try f.write(svg(20), to: "icon.svg")
        try f.write("figures:\n  - {name: a, scales: [2], navigationBar: {title: T, trailing: [{image: icon.svg}]}}\n"
                    + "  - {name: b, scales: [2], navigationBar: {title: T, trailing: [edit]}}\n", to: "bars.yaml")
        func drawn() throws -> [String] {
            let run = try ControlKitCLI.run(["batch", "bars.yaml", "--out", "out", "--json", "--quiet"], in: f.path)
            #expect(run.status == 0, "\(run.stderr)")
            let summary = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            return ((summary["drawn"] as? [String]) ?? []).sorted()
        }
        #expect(try drawn() == ["out/bars-yaml/a-light-2x.png", "out/bars-yaml/b-light-2x.png"])
        #expect(try drawn().isEmpty)
        try f.write(svg(22), to: "icon.svg")
        #expect(try drawn() == ["out/bars-yaml/a-light-2x.png"])
    }

    /// In a manifest of many figures, one with an error is left out, named with its file, line
    /// and field, and every other is drawn; JUnit and the report show it as an error case.
    @Test func oneBadFigureStopsOnlyItself() throws {
        let f = try TemporaryFolder()
        try f.write("figures:\n  - {name: a, pageControl: {pages: 3}}\n  - {name: b, pageControl: {pages: 3, currentPage: 7}}\n"
                    + "  - {name: c, segmentedControl: {segments: [Day, Week]}}\n  - {name: d, pageControl: {pages: 4}, bogus: 1}\n", to: "manifest.yaml")
        let run = try ControlKitCLI.run(["batch", "manifest.yaml", "--out", "out", "--json", "--quiet", "--junit", "batch.xml", "--report", "report"],
                                        in: f.path)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("manifest.yaml:3: figures[1].pageControl.currentPage: 7 is outside 0..<3"), "\(run.stderr)")
        #expect(run.stderr.contains("manifest.yaml:5: figures[3]"), "\(run.stderr)")
        let written = try files(f.file("out")).keys.sorted()
        #expect(written == ["manifest-yaml/a-light-3x.png", "manifest-yaml/c-light-3x.png"], "\(written)")
        let xml = try String(contentsOfFile: f.file("batch.xml"), encoding: .utf8)
        #expect(JUnitSchema.violations(of: xml) == [])
        #expect(xml.contains("<testcase name=\"figures[1]\"") && xml.contains("<testcase name=\"figures[3]\""), "\(xml)")
        #expect(xml.contains("tests=\"4\" failures=\"0\" errors=\"2\""), "\(xml)")
        let page = try String(contentsOfFile: f.file("report/index.html"), encoding: .utf8)
        #expect(page.components(separatedBy: "<article ").count - 1 == 4)
    }

    /// The fonts and the build that draws are inputs of every figure: a changed font file, or
    /// another build of controlkit, redraws them all; an unchanged run redraws none.
    @Test func fontsAndTheBuildAreInputsOfEveryFigure() throws {
        let f = try folder()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        try FileManager.default.copyItem(atPath: root + "/Fonts", toPath: f.file("fonts"))
        // A copy of the build, so that "another build" touches no file other tests run.
        try FileManager.default.copyItem(atPath: try ControlKitCLI.binary(), toPath: f.file("controlkit"))
        func drawn() throws -> Int {
            let run = try ChildProcess.run(f.file("controlkit"), ["batch", "specs", "--out", "out", "--json", "--quiet"], in: f.path,
                                           environment: ["CONTROLKIT_FONT_DIR": f.file("fonts")])
            #expect(run.status == 0, "\(run.stderr)")
            let summary = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            return (summary["drawn"] as? [String])?.count ?? -1
        }
        #expect(try drawn() == 9)
        #expect(try drawn() == 0)
        let font = try FileHandle(forWritingTo: URL(fileURLWithPath: f.file("fonts/Inter/Inter-Regular.otf")))
        try font.seekToEnd()
        try font.write(contentsOf: Data([0]))
        try font.close()
        #expect(try drawn() == 9, "a font file changed")
        #expect(try drawn() == 0)
        let built = try #require(try FileManager.default.attributesOfItem(atPath: f.file("controlkit"))[.modificationDate] as? Date)
        try FileManager.default.setAttributes([.modificationDate: built.addingTimeInterval(1)], ofItemAtPath: f.file("controlkit"))
        #expect(try drawn() == 9, "another build")
    }

    /// JUnit XML as CI reads it: valid against the common schema, a test case per variant plus
    /// one for the file that could not be read, which is an error naming its line and field.
    @Test func junitHasACasePerVariantAndAnErrorPerBadFile() throws {
        let f = try folder()
        try f.write("figures:\n  - {name: bad, pageControl: {pages: 3, currentPage: 7}}\n", to: "specs/bad.yaml")
        let run = try ControlKitCLI.run(["batch", "specs", "--out", "out", "--junit", "report.xml", "--quiet"], in: f.path)
        #expect(run.status == 1, "\(run.stderr)")
        let xml = try String(contentsOfFile: f.file("report.xml"), encoding: .utf8)
        #expect(JUnitSchema.violations(of: xml) == [])
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 10)
        #expect(xml.components(separatedBy: "<error ").count - 1 == 1)
        #expect(xml.contains("tests=\"10\" failures=\"0\" errors=\"1\""))
        #expect(xml.contains("figures[0].pageControl.currentPage"), "\(xml)")
    }

    /// A walked folder: its subfolders are walked too, each file's figures going under the
    /// subfolders it was found in; a scene beside the figure files (a backdrop) is skipped and
    /// listed, not an error; the output folder inside the walked one is not walked; a scene
    /// named on its own is still read as a figure file, strictly.
    @Test func aFolderWalkReadsFigureFilesOnlyAndGoesIntoSubfolders() throws {
        let f = try folder()
        try FileManager.default.createDirectory(atPath: f.file("specs/more"), withIntermediateDirectories: true)
        try f.write(Self.tabs, to: "specs/more/tabs.yaml")
        let scene = ##"{"format": "controlkit-scene/1", "width": 10, "height": 10, "background": "#336699", "items": []}"##
        try f.write(scene, to: "specs/more/back.json")
        let run = try ControlKitCLI.run(["batch", "specs", "--out", "specs/out", "--json"], in: f.path)
        #expect(run.status == 0, "\(run.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let written = ((summary["files"] as? [String]) ?? []).sorted()
        #expect(written.count == 10, "\(written)")
        #expect(written.contains("specs/out/more/tabs-yaml/tabs-light-1x.png") && written.contains("specs/out/tabs-yaml/tabs-light-1x.png"))
        let skipped = (summary["skipped"] as? [[String: String]]) ?? []
        #expect(skipped == [["path": "specs/more/back.json", "format": "controlkit-scene/1"]], "\(skipped)")
        // The second run walks past its own output folder (which now holds files) the same way.
        let again = try ControlKitCLI.run(["batch", "specs", "--out", "specs/out"], in: f.path)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.contains("skipped 1 file(s) of the folders that are not figure files: specs/more/back.json (controlkit-scene/1)"),
                "\(again.stderr)")
        // A folder given through a link is walked where it points (the help examples' sandbox
        // links Examples/ so).
        try FileManager.default.createSymbolicLink(atPath: f.file("linked"), withDestinationPath: f.file("specs/more"))
        let linked = try ControlKitCLI.run(["batch", "linked", "--out", "linked-out", "--json", "--quiet"], in: f.path)
        #expect(linked.status == 0 && linked.stdout.contains("linked-out/tabs-yaml/tabs-light-1x.png"), "\(linked.stdout)\(linked.stderr)")
        let named = try ControlKitCLI.run(["batch", "specs/more/back.json", "--out", "out"], in: f.path)
        #expect(named.status != 0 && named.stderr.contains("unknown format"), "\(named.stderr)")
    }

    /// --quiet prints nothing but problems: no progress, no line per file, no summary; the
    /// warnings still show.
    @Test func quietPrintsOnlyProblems() throws {
        let f = try folder()
        let run = try ControlKitCLI.run(["batch", "specs", "--out", "out", "--quiet"], in: f.path)
        #expect(run.status == 0 && run.stdout.isEmpty && run.stderr.isEmpty, "stdout: \(run.stdout)\nstderr: \(run.stderr)")
        try f.write("figures:\n  - {name: many, scale: 1, segmentedControl: {segments: [A, B, C, D, E, F, G]}}\n", to: "warn.yaml")
        let warned = try ControlKitCLI.run(["batch", "warn.yaml", "--out", "out2", "--quiet"], in: f.path)
        #expect(warned.stdout.isEmpty && warned.stderr.contains("warning"), "stdout: \(warned.stdout)\nstderr: \(warned.stderr)")
        let verify = try ControlKitCLI.run(["verify", "specs/dots.yaml", "--goldens", "out/dots-yaml", "--quiet"], in: f.path)
        #expect(verify.status == 0 && verify.stdout.isEmpty && verify.stderr.isEmpty, "stdout: \(verify.stdout)\nstderr: \(verify.stderr)")
    }

    /// --shard auto reads the shard from the CI's variables (GitLab's here), and without them
    /// says which it looked for: exit 2, with no hint about -o (batch writes a folder).
    @Test func shardAutoReadsTheCIsVariables() throws {
        let f = try folder()
        let whole = try ControlKitCLI.run(["batch", "specs", "--out", "whole", "--json", "--quiet"], in: f.path)
        let second = try ControlKitCLI.run(["batch", "specs", "--out", "second", "--shard", "auto", "--json", "--quiet"], in: f.path,
                                           environment: ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "2"])
        let explicit = try ControlKitCLI.run(["batch", "specs", "--out", "explicit", "--shard", "2/2", "--json", "--quiet"], in: f.path)
        #expect(whole.status == 0 && second.status == 0 && explicit.status == 0, "\(second.stderr)")
        func total(_ run: ControlKitCLI.Run) throws -> Int {
            let summary = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            return summary["total"] as? Int ?? -1
        }
        #expect(try total(second) == total(explicit) && total(second) < total(whole))
        // Blank, in case the machine running the tests is itself a parallel CI job.
        let unset = Dictionary(uniqueKeysWithValues: ["CI_NODE_INDEX", "CI_NODE_TOTAL", "CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL",
                                                      "BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", "JOB_COMPLETION_INDEX"].map { ($0, "") })
        let none = try ControlKitCLI.run(["batch", "specs", "--out", "none", "--shard", "auto"], in: f.path, environment: unset)
        #expect(none.status == 2 && none.stderr.contains("no CI shard variables are set") && !none.stderr.contains("did you mean -o"),
                "\(none.stderr)")
    }
}
