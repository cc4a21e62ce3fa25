import Foundation
import Testing
import TestSupport
import Typeset

/// `FontLibrary.maxFontFileBytes` (docs/limits.md "Files"): a font file one byte over 64 MiB is
/// refused from its size, before it is read. The file is sparse: no disk, and nothing the size
/// of it is allocated, since the size is checked from the file's attributes first.
@Suite struct FontFileLimitTests {
    @Test func aFontFileOver64MebibytesIsNotRead() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("Huge.ttf")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(64 << 20) + 1)
        try handle.close()
        #expect(throws: FontError.unreadableFile(path: path, reason: "67108865 bytes is more than the 67108864 allowed")) {
            _ = try FontLibrary(directories: [folder.path])
        }
        // At the bound the file is read, and FreeType refuses 64 MiB of zeros as a font.
        try FileHandle(forWritingTo: URL(fileURLWithPath: path)).truncate(atOffset: UInt64(64 << 20))
        do {
            _ = try FontLibrary(directories: [folder.path])
            Issue.record("64 MiB of zeros loaded as a font")
        } catch {
            #expect(!error.description.contains("allowed"), "\(error)")
        }
    }
}
