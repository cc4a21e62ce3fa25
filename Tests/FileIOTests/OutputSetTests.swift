@testable import FileIO
import Foundation
import TestSupport
import Testing

/// Several outputs that appear together or not at all.
@Suite struct OutputSetTests {
    static func tree(_ folder: String) -> [String] {
        var out: [String] = []
        let walker = FileManager.default.enumerator(atPath: folder)
        while let item = walker?.nextObject() as? String { out.append(item) }
        return out.sorted()
    }

    @Test func nothingIsVisibleBeforeCommitAndEverythingAfter() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.path
        let set = OutputSet()
        try set.add([1], to: folder + "/a/one.bin")
        try set.add([2], to: folder + "/a/b/two.bin")
        #expect(!FileManager.default.fileExists(atPath: folder + "/a/one.bin"))
        try set.commit()
        #expect(FileManager.default.contents(atPath: folder + "/a/one.bin") == Data([1]))
        #expect(Self.tree(folder) == ["a", "a/b", "a/b/two.bin", "a/one.bin"])
    }

    /// Dropped without a commit (an error was thrown), the set leaves no temporary file and
    /// none of the folders it made.
    @Test func anUncommittedSetLeavesNothing() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.path
        do {
            let set = OutputSet()
            try set.add([1], to: folder + "/new/deeper/one.bin")
            try set.add([2], to: folder + "/two.bin")
        }
        #expect(Self.tree(folder).isEmpty)
    }

    /// `render FILE --out g` crashed: Foundation's `deletingLastPathComponent` traps on a
    /// one-character path on Linux; folders are now found without it.
    @Test func aOneLetterFolderIsFound() throws {
        #expect(OutputFolder.parent(of: "g/x.png") == "g")
        #expect(OutputFolder.parent(of: "g") == "")
        #expect(OutputFolder.parent(of: "/x.png") == "/")
        #expect(OutputFolder.parent(of: "a/b/") == "a")
        let temporary = try TemporaryFolder()
        let folder = temporary.path
        #expect(try OutputFolder.createParents(of: folder + "/g/x.png") == [folder + "/g"])
    }

    @Test func anInputIsNeverOverwritten() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.path
        try AtomicFile.write([1], to: folder + "/in.bin")
        let set = OutputSet(protecting: [folder + "/in.bin"])
        #expect(throws: AtomicFileError.self) { try set.add([2], to: folder + "/./in.bin") }
        #expect(FileManager.default.contents(atPath: folder + "/in.bin") == Data([1]))
    }
}
