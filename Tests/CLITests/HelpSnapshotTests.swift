import Foundation
import Golden
import TestSupport
import Testing

/// Every `--help` page against its reviewed snapshot (HelpSnapshots/<name>.txt), and the
/// snapshot store's record contract.
@Suite struct HelpSnapshotTests {
    @Test(arguments: HelpPage.all)
    func helpMatchesItsSnapshot(page: HelpPage) throws {
        let run = try page.help()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let store = try TextSnapshotStore(folder: HelpPage.snapshotFolder, subject: "the --help output")
        let check = try store.check(run.stdout, named: page.name)
        #expect(check.passed, Comment(rawValue: check.message))
    }

    /// ArgumentParser wraps help to COLUMNS in a child process without a terminal, so the
    /// snapshots are the same wherever the tests run.
    @Test func helpIsWrappedToCOLUMNS() throws {
        let page = try #require(HelpPage.all.first { $0.name == "diff" })
        let narrow = try page.help(columns: 60), wide = try page.help(columns: 100)
        #expect(narrow.stdout != wide.stdout)
        #expect(narrow.stdout.split(separator: "\n").allSatisfy { $0.count <= 60 }, "\(narrow.stdout)")
        #expect(wide.stdout.split(separator: "\n").contains { $0.count > 60 })
        #expect(wide.stdout.split(separator: "\n").allSatisfy { $0.count <= 100 })
        #expect(try page.help(columns: 100).stdout == wide.stdout)
    }

    /// Each example in a help page's EXAMPLES section reads as a command: a line starting
    /// `  controlkit `, or the continuation of one that ends with ` \`, indented further.
    /// ArgumentParser re-wraps a line longer than the page at column 0, in the middle of the
    /// command, so an example has to fit the snapshot width or be broken with ` \`.
    @Test(arguments: HelpPage.all)
    func examplesAreNotWrappedMidCommand(page: HelpPage) throws {
        let text = try page.help().stdout
        let examples = HelpExamples.section(of: text)
        #expect(!examples.isEmpty, "\(page.name) has no EXAMPLES")
        var continues = false
        for line in examples {
            if continues {
                #expect(line.hasPrefix("      ") && !line.hasPrefix("      controlkit"), "\(page.name): continuation line: \(line)")
            } else {
                #expect(line.hasPrefix("  controlkit "), "\(page.name): an example wrapped mid-command: \(line)")
            }
            continues = line.hasSuffix(" \\")
        }
    }
}

/// The snapshot store on a scratch folder: the same contract as the golden store.
@Suite struct TextSnapshotStoreTests {
    @Test func neverFailsOnAMissingSnapshotAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let store = TextSnapshotStore(folder: folder.file("snapshots"), record: .never, subject: "the text")
        let check = try store.check("text\n", named: "page")
        #expect(!check.passed && check.message.contains("CONTROLKIT_RECORD=missing"), "\(check.message)")
        #expect(try folder.contents().isEmpty)
    }

    @Test func missingRecordsAnAbsentSnapshotAndFailsOnce() throws {
        let folder = try TemporaryFolder()
        let store = TextSnapshotStore(folder: folder.path, record: .missing, subject: "the text")
        let first = try store.check("text\n", named: "page")
        #expect(!first.passed && first.message.hasPrefix("recorded snapshot"), "\(first.message)")
        #expect(FileManager.default.contents(atPath: store.path("page")) == Data("text\n".utf8))
        #expect(try store.check("text\n", named: "page").passed)
        // An existing snapshot that differs is not rewritten in missing mode.
        let changed = try store.check("other\n", named: "page")
        #expect(!changed.passed && changed.message.contains("-text\n+other"), "\(changed.message)")
        #expect(FileManager.default.contents(atPath: store.path("page")) == Data("text\n".utf8))
    }

    @Test(arguments: [RecordMode.failed, .all])
    func failedAndAllRewriteADifferingSnapshotAndFailOnce(record: RecordMode) throws {
        let folder = try TemporaryFolder()
        try folder.write("old\n", to: "page.txt")
        let store = TextSnapshotStore(folder: folder.path, record: record, subject: "the text")
        let check = try store.check("new\n", named: "page")
        #expect(!check.passed && check.message.hasPrefix("rewrote snapshot"), "\(check.message)")
        #expect(FileManager.default.contents(atPath: store.path("page")) == Data("new\n".utf8))
        #expect(try store.check("new\n", named: "page").passed)
    }

    @Test func neverPrintsTheLinesThatDiffer() throws {
        let folder = try TemporaryFolder()
        let old = (1 ... 12).map { "line \($0)" }
        var new = old
        new[1] = "line two"
        new.insert("inserted", at: 9)
        try folder.write(old.joined(separator: "\n"), to: "page.txt")
        let check = try TextSnapshotStore(folder: folder.path, record: .never, subject: "the text").check(new.joined(separator: "\n"), named: "page")
        #expect(!check.passed)
        let expected = """
            @@ -1,4 +1,4 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
            @@ -8,4 +8,5 @@
             line 8
             line 9
            +inserted
             line 10
             line 11
            """
        #expect(check.message.hasSuffix(expected), "\(check.message)")
        #expect(try String(contentsOfFile: folder.file("page.txt"), encoding: .utf8) == old.joined(separator: "\n"))
    }

    @Test func lineDiffOfEqualTextsIsEmpty() {
        #expect(LineDiff.unified(from: ["a", "b"], to: ["a", "b"]).isEmpty)
        #expect(LineDiff.edits(from: ["a", "b", "c"], to: ["a", "c", "d"]) == [.same("a"), .removed("b"), .same("c"), .added("d")])
    }
}
