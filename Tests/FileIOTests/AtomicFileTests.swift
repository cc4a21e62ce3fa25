import Foundation
import FileIO
import TestSupport
import Testing

@Suite struct AtomicFileTests {
    static func contents(of folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func writesTheBytesAndLeavesNoTemporaryFile() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.path
        let path = folder + "/out.bin"
        try AtomicFile.write([1, 2, 3], to: path)
        #expect(FileManager.default.contents(atPath: path) == Data([1, 2, 3]))
        try AtomicFile.write([9], to: path)
        #expect(FileManager.default.contents(atPath: path) == Data([9]), "replaces an existing file")
        try AtomicFile.write([], to: path)
        #expect(FileManager.default.contents(atPath: path) == Data())
        #expect(try Self.contents(of: folder) == ["out.bin"])
    }

    @Test func missingFolderFailsAndLeavesNothing() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.path
        let path = folder + "/no-such-folder/out.png"
        #expect(throws: AtomicFileError(path: path, step: .createTemporary, reason: "No such file or directory")) {
            try AtomicFile.write([1], to: path)
        }
        #expect(try Self.contents(of: folder) == [])
    }

    /// Renaming onto an existing folder fails after the temporary file was written: the
    /// temporary file must be removed and the folder left as it was.
    @Test func failedRenameRemovesTheTemporaryFile() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.path
        let path = folder + "/taken"
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        #expect(throws: AtomicFileError.self) { try AtomicFile.write([1, 2], to: path) }
        do {
            try AtomicFile.write([1, 2], to: path)
        } catch {
            #expect(error.step == .rename)
        }
        #expect(try Self.contents(of: folder) == ["taken"])
        #expect(try Self.contents(of: path) == ["inside"])
    }

    @Test func pathNamingAFolderIsRefused() throws {
        #expect(throws: AtomicFileError(path: "out/", step: .checkPath, reason: "the path names a folder, not a file")) {
            try AtomicFile.write([1], to: "out/")
        }
    }
}
