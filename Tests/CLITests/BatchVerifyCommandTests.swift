import ControlKit
import Foundation
import TestSupport
import Testing

/// `controlkit verify` over many figure files, as a design-system team's CI runs it: each
/// file's goldens in its own folder, checked in parallel and in shards, with the record modes,
/// and its result as JUnit XML that the common schema accepts.
@Suite struct BatchVerifyCommandTests {
    /// Two groups as `Goldens/` lays them out: `cases.yaml` beside its PNGs.
    func goldens() throws -> TemporaryFolder {
        let f = try TemporaryFolder()
        for group in ["dots", "tabs"] {
            try FileManager.default.createDirectory(atPath: f.file("Goldens/\(group)"), withIntermediateDirectories: true)
        }
        try f.write("defaults: {scales: [1, 2]}\nfigures:\n  - {name: three, pageControl: {pages: 3, currentPage: 1}}\n"
                    + "  - {name: five, pageControl: {pages: 5}}\n", to: "Goldens/dots/cases.yaml")
        try f.write("figures:\n  - {name: tabs, scale: 1, segmentedControl: {segments: [Day, Week], selectedSegment: 0}}\n",
                    to: "Goldens/tabs/cases.yaml")
        return f
    }

    func verify(_ f: TemporaryFolder, _ extra: [String]) throws -> ControlKitCLI.Run {
        try ControlKitCLI.run(["verify", "Goldens/dots/cases.yaml", "Goldens/tabs/cases.yaml", "--failures", "failures"] + extra, in: f.path)
    }

    @Test func recordsThenPassesThenFailsOneChangedFigure() throws {
        let f = try goldens()
        let first = try verify(f, ["--jobs", "2"])
        #expect(first.status == 1 && first.stdout.contains("0 passed, 5 failed"), "missing goldens fail: \(first.stdout)")
        let record = try verify(f, ["--record", "missing", "--jobs", "2", "--quiet"])
        #expect(record.status == 1 && record.stdout.components(separatedBy: "recorded golden").count - 1 == 5, "\(record.stdout)")
        for name in ["dots/three-light-1x", "dots/five-light-2x", "tabs/tabs-light-1x"] {
            #expect(FileManager.default.fileExists(atPath: f.file("Goldens/\(name).png")), "\(name)")
        }
        let pass = try verify(f, ["--jobs", "2"])
        #expect(pass.status == 0 && pass.stdout.contains("5 passed, 0 failed"), "\(pass.stdout)\(pass.stderr)")

        try f.write("defaults: {scales: [1, 2]}\nfigures:\n  - {name: three, pageControl: {pages: 3, currentPage: 2}}\n"
                    + "  - {name: five, pageControl: {pages: 5}}\n", to: "Goldens/dots/cases.yaml")
        let changed = try verify(f, ["--jobs", "2", "--quiet", "--junit", "verify.xml", "--json"])
        #expect(changed.status == 1, "\(changed.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(changed.stdout.utf8)) as? [String: Any])
        let counts = try #require(summary["counts"] as? [String: Int])
        #expect(counts["passed"] == 3 && counts["failed"] == 2, "\(counts)")
        #expect(FileManager.default.fileExists(atPath: f.file("failures/dots/three-light-1x/diff.png")))

        let xml = try String(contentsOfFile: f.file("verify.xml"), encoding: .utf8)
        #expect(JUnitSchema.violations(of: xml) == [])
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 5)
        #expect(xml.components(separatedBy: "<failure ").count - 1 == 2)
        #expect(xml.contains("type=\"mismatch\"") && xml.contains("pixels differ") && xml.contains("failures/dots/three-light-1x/diff.png"), "\(xml)")
    }

    /// Two shards check every golden once between them, and `--goldens` with several files is
    /// refused (each file's goldens are its own folder).
    /// Goldens recorded on one thread match figures drawn on several sharing their rows; a
    /// count outside 1...64 is a usage error naming the flag.
    @Test func threadsDrawTheGoldensOfOneThread() throws {
        let f = try goldens()
        _ = try verify(f, ["--record", "missing", "--quiet"])
        let many = try verify(f, ["--threads", "3"])
        #expect(many.status == 0 && many.stdout.contains("5 passed, 0 failed"), "\(many.stdout)\(many.stderr)")
        let zero = try verify(f, ["--threads", "0"])
        #expect(zero.status == 2 && zero.stderr.contains("--threads 0: expected 1...64"), "\(zero.stderr)")
    }

    @Test func shardsSplitTheChecksAndGoldensNamesOneFile() throws {
        let f = try goldens()
        #expect(try verify(f, ["--record", "missing", "--quiet"]).status == 1)
        var checked: [String] = []
        for shard in ["1/2", "2/2"] {
            let run = try verify(f, ["--shard", shard, "--json", "--quiet"])
            #expect(run.status == 0, "\(run.stderr)")
            let summary = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            checked += ((summary["figures"] as? [[String: Any]]) ?? []).compactMap { $0["path"] as? String }
        }
        #expect(checked.count == 5 && Set(checked).count == 5, "\(checked)")
        let several = try verify(f, ["--goldens", "Goldens/dots"])
        #expect(several.status == 2 && several.stderr.contains("--goldens Goldens/dots: names the goldens of one figure file"), "\(several.stderr)")
    }

    /// The validator itself catches what it is there to catch.
    @Test func theSchemaCheckRejectsBrokenJUnit() {
        #expect(!JUnitSchema.violations(of: "<testsuites><testsuite name=\"a\" tests=\"2\"><testcase name=\"x\" classname=\"a\"/></testsuite></testsuites>").isEmpty,
                "a count that does not add up")
        #expect(!JUnitSchema.violations(of: "<testsuite name=\"a\" tests=\"1\"><testcase name=\"x\"/></testsuite>").isEmpty, "no classname")
        #expect(!JUnitSchema.violations(of: "<testsuite name=\"a\" tests=\"1\" timestamp=\"2026-11-26T10:00:00Z\"><testcase name=\"x\" classname=\"a\"/></testsuite>").isEmpty,
                "a zone in the timestamp")
        #expect(!JUnitSchema.violations(of: "<testsuite name=\"a\" tests=\"1\"><testcase name=\"x\" classname=\"a\" time=\"1e3\"/></testsuite>").isEmpty,
                "an exponent")
        #expect(!JUnitSchema.violations(of: "<results/>").isEmpty)
        #expect(!JUnitSchema.violations(of: "<testsuite").isEmpty)
        #expect(JUnitSchema.violations(of: "<testsuite name=\"a\" tests=\"1\" failures=\"1\"><testcase name=\"x\" classname=\"a\" time=\"0.5\"><failure message=\"m\">t</failure></testcase></testsuite>") == [])
    }
}
