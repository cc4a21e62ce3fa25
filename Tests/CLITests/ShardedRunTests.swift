@testable import ControlKit
import Foundation
import TestSupport
import Testing

/// A CI matrix simulated: the work split into four shards, each run as its own process into
/// its own folder, then joined with `controlkit merge`, must equal the run without shards —
/// the same PNG bytes, the same report entries, JUnit counts that add up — for `batch` and for
/// `verify` (where one failing golden appears once in the merged report and JUnit file).
@Suite struct ShardedRunTests {
    static let shards = 4

    /// Two figure files (seven variants between them), one figure with an error that every
    /// shard finds while planning, and a scene beside them that the folder walk skips.
    func figures() throws -> TemporaryFolder {
        let f = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: f.file("figures/more"), withIntermediateDirectories: true)
        try f.write("defaults: {scales: [1, 2]}\nfigures:\n  - {name: three, pageControl: {pages: 3, currentPage: 1}}\n"
                    + "  - {name: five, appearances: [light, dark], pageControl: {pages: 5}}\n"
                    + "  - {name: broken, pageControl: {pages: -2}}\n", to: "figures/dots.yaml")
        try f.write("figures:\n  - {name: tabs, scale: 1, segmentedControl: {segments: [Day, Week], selectedSegment: 0}}\n",
                    to: "figures/more/tabs.yaml")
        try f.write("{\"format\": \"controlkit-scene/1\", \"width\": 4, \"height\": 4, \"items\": []}\n", to: "figures/backdrop.json")
        return f
    }

    /// Every PNG under `folder`, by its path inside it, with its bytes.
    func pngs(under folder: String) -> [String: Data] {
        var found: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: folder)
        while let relative = walker?.nextObject() as? String {
            if relative.hasSuffix(".png") { found[relative] = FileManager.default.contents(atPath: folder + "/" + relative) }
        }
        return found
    }

    /// The record saved in `folder`, with its paths made relative to the folder and times zeroed,
    /// so that two runs written to different folders compare equal when they did the same work.
    func normalised(_ folder: String) throws -> BatchRecord {
        var record = try BatchRecord.read(from: folder).movingPaths(from: folder, to: "OUT")
        record.seconds = 0
        for i in record.figures.indices { record.figures[i].seconds = 0 }
        return record
    }

    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func fourBatchShardsMergedEqualTheUnshardedRun() throws {
        let f = try figures()
        let whole = try ControlKitCLI.run(["batch", "figures", "--out", "whole", "--junit", "whole.xml", "--quiet"], in: f.path)
        #expect(whole.status == 1 && whole.stderr.contains("pages"), "the broken figure fails the run: \(whole.stderr)")
        var shardCases = 0
        for index in 1 ... Self.shards {
            // One folder given with a trailing slash, as people type it: the same files.
            let run = try ControlKitCLI.run(["batch", "figures", "--out", "shard-\(index)" + (index == 2 ? "/" : ""), "--shard", "\(index)/\(Self.shards)",
                                             "--junit", "shard-\(index).xml", "--quiet"], in: f.path)
            #expect(run.status == 1, "every shard reports the broken figure: \(run.stderr)")
            let xml = try String(contentsOfFile: f.file("shard-\(index).xml"), encoding: .utf8)
            shardCases += count("<testcase ", in: xml) - count("<error ", in: xml)
        }
        let shardFolders = (1 ... Self.shards).reversed().map { "shard-\($0)" }  // any order
        let merged = try ControlKitCLI.run(["merge"] + shardFolders + ["--out", "merged", "--report", "report", "--junit", "merged.xml", "--json"],
                                           in: f.path)
        #expect(merged.status == 1, "the broken figure fails the merged run too: \(merged.stderr)")

        let expected = pngs(under: f.file("whole"))
        #expect(expected.count == 7)
        #expect(pngs(under: f.file("merged")) == expected, "the merged folder holds the unsharded run's PNGs, byte for byte")

        let wholeRecord = try normalised(f.file("whole")), mergedRecord = try normalised(f.file("merged"))
        #expect(mergedRecord.figures == wholeRecord.figures)
        #expect(mergedRecord.reportEntries() == wholeRecord.reportEntries())
        #expect(mergedRecord.planErrors.count == 1 && mergedRecord.planErrors == wholeRecord.planErrors, "the broken figure once")
        #expect(mergedRecord.skipped == wholeRecord.skipped && mergedRecord.skipped.count == 1)

        let wholeXML = try String(contentsOfFile: f.file("whole.xml"), encoding: .utf8)
        let mergedXML = try String(contentsOfFile: f.file("merged.xml"), encoding: .utf8)
        #expect(JUnitSchema.violations(of: mergedXML) == [])
        #expect(count("<testcase ", in: mergedXML) == count("<testcase ", in: wholeXML) && count("<testcase ", in: mergedXML) == 8)
        #expect(count("<error ", in: mergedXML) == 1, "the broken figure is one error case, not one per shard")
        #expect(shardCases == 7, "the shards' variant cases add up to the whole run's")

        let summary = try #require(try JSONSerialization.jsonObject(with: Data(merged.stdout.utf8)) as? [String: Any])
        #expect(summary["total"] as? Int == 7 && summary["written"] as? Int == 7, "\(merged.stdout)")
        let page = try String(contentsOfFile: f.file("report/index.html"), encoding: .utf8)
        #expect(count("<article class=\"card", in: page) == 8)
    }

    @Test func fourVerifyShardsMergedReportTheOneFailingGoldenOnce() throws {
        let f = try figures()
        try FileManager.default.removeItem(atPath: f.file("figures/dots.yaml"))
        try f.write("defaults: {scales: [1, 2]}\nfigures:\n  - {name: three, pageControl: {pages: 3, currentPage: 1}}\n"
                    + "  - {name: five, appearances: [light, dark], pageControl: {pages: 5}}\n", to: "figures/dots.yaml")
        #expect(try ControlKitCLI.run(["verify", "figures", "--record", "missing", "--quiet"], in: f.path).status == 1)
        // One golden replaced by another figure's: that variant, and only it, must fail.
        try FileManager.default.removeItem(atPath: f.file("figures/three-light-2x.png"))
        try FileManager.default.copyItem(atPath: f.file("figures/five-dark-1x.png"), toPath: f.file("figures/three-light-2x.png"))

        let whole = try ControlKitCLI.run(["verify", "figures", "--out", "whole", "--junit", "whole.xml", "--quiet"], in: f.path)
        #expect(whole.status == 1 && count("FAILED", in: whole.stdout) == 1, "\(whole.stdout)")
        var failingShards = 0
        for index in 1 ... Self.shards {
            let run = try ControlKitCLI.run(["verify", "figures", "--out", "shard-\(index)", "--shard", "\(index)/\(Self.shards)", "--quiet"],
                                            in: f.path)
            #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
            if run.status == 1 { failingShards += 1 }
        }
        #expect(failingShards == 1)
        let merged = try ControlKitCLI.run(["merge"] + (1 ... Self.shards).map { "shard-\($0)" }
                                           + ["--out", "merged", "--report", "report", "--junit", "merged.xml", "--quiet"], in: f.path)
        #expect(merged.status == 1, "a failing golden in any shard fails the merge: \(merged.stderr)")

        let wholeRecord = try normalised(f.file("whole")), mergedRecord = try normalised(f.file("merged"))
        #expect(mergedRecord.figures.map(\.status) == wholeRecord.figures.map(\.status))
        #expect(mergedRecord.figures.map(\.output) == wholeRecord.figures.map(\.output))
        let failing = mergedRecord.figures.filter { $0.status == .failed }
        #expect(failing.map(\.outputName) == ["three-light-2x"])
        for artifact in try #require(failing.first).artifacts {
            #expect(artifact.hasPrefix("OUT/failures/"), "\(artifact)")
            #expect(FileManager.default.fileExists(atPath: f.file("merged/" + artifact.dropFirst("OUT/".count))), "\(artifact) copied")
        }

        let xml = try String(contentsOfFile: f.file("merged.xml"), encoding: .utf8)
        #expect(JUnitSchema.violations(of: xml) == [])
        #expect(count("<testcase ", in: xml) == 7 && count("<failure ", in: xml) == 1 && count("three-light-2x\"", in: xml) == 1, "\(xml)")
        #expect(xml.contains("merged/failures/") && !xml.contains("shard-"), "the failure's files are named where the merge put them")
        let page = try String(contentsOfFile: f.file("report/index.html"), encoding: .utf8)
        #expect(count("data-status=\"failed\"", in: page) == 1)
        #expect(count("<article class=\"card", in: page) == 7)
    }

    @Test func foldersThatDoNotFitAreRefusedAndNothingIsWritten() throws {
        let f = try figures()
        for index in 1 ... 3 {
            _ = try ControlKitCLI.run(["batch", "figures/more", "--out", "shard-\(index)", "--shard", "\(index)/3", "--quiet"], in: f.path)
        }
        _ = try ControlKitCLI.run(["verify", "figures/more", "--out", "verified", "--quiet"], in: f.path)
        let cases: [(folders: [String], message: String)] = [
            (["shard-1", "shard-3"], "shard 2 of 3 missing"),
            (["shard-1", "shard-2", "shard-3", "shard-2"], "shard 2/3 is also in shard-2"),
            (["shard-1", "shard-2", "shard-3", "verified"], "a verify run, but shard-1 holds a batch run"),
            (["shard-1", "figures"], "error: figures/.controlkit-run.json: no run record here"),
        ]
        for (folders, message) in cases {
            let run = try ControlKitCLI.run(["merge"] + folders + ["--out", "merged"], in: f.path)
            #expect(run.status == 2 && run.stderr.contains(message), "\(folders): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: f.file("merged")), "\(folders): nothing written")
        }
        let file = try ControlKitCLI.run(["verify", "figures/more", "--out", "run.json"], in: f.path)
        #expect(file.status == 2 && file.stderr.contains("--out run.json: this is the folder the run is saved in"), "\(file.stderr)")
        let none = try ControlKitCLI.run(["merge", "--out", "merged"], in: f.path)
        #expect(none.status == 2 && none.stderr.contains("missing expected argument '<shard-dir> ...'") && !none.stderr.contains("did you mean -o"),
                "merge writes a folder, so --out is no mistake: \(none.stderr)")
        let into = try ControlKitCLI.run(["merge", "shard-1", "shard-2", "shard-3", "--out", "shard-2/"], in: f.path)
        #expect(into.status == 2 && into.stderr.contains("is also a folder to merge"), "\(into.stderr)")

        // Two whole runs of one input overlap: the same bytes are fine, different bytes are not.
        _ = try ControlKitCLI.run(["batch", "figures/more", "--out", "again", "--quiet"], in: f.path)
        _ = try ControlKitCLI.run(["batch", "figures/more", "--out", "twice", "--quiet"], in: f.path)
        #expect(try ControlKitCLI.run(["merge", "again", "twice", "--out", "same", "--quiet"], in: f.path).status == 0)
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: f.file("twice/tabs-yaml/tabs-light-1x.png")))
        let differ = try ControlKitCLI.run(["merge", "again", "twice", "--out", "merged"], in: f.path)
        #expect(differ.status == 2 && differ.stderr.contains("twice/tabs-yaml/tabs-light-1x.png: differs from again/tabs-yaml/tabs-light-1x.png"),
                "\(differ.stderr)")
        try FileManager.default.removeItem(atPath: f.file("twice/tabs-yaml/tabs-light-1x.png"))
        let gone = try ControlKitCLI.run(["merge", "again", "twice", "--out", "merged"], in: f.path)
        #expect(gone.status == 2 && gone.stderr.contains("named by the run's record but not there"), "\(gone.stderr)")
        #expect(!FileManager.default.fileExists(atPath: f.file("merged")))
    }
}
