import Foundation
import PNGCodec
import Raster
import Testing

@Suite struct AtomicFileTests {
    /// A fresh empty folder under the system's temporary folder.
    static func makeFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("png-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        return url.path
    }

    static func contents(of folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func writesTheBytesAndLeavesNoTemporaryFile() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
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
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/no-such-folder/out.png"
        #expect(throws: AtomicFileError(path: path, step: .createTemporary, reason: "No such file or directory")) {
            try AtomicFile.write([1], to: path)
        }
        #expect(try Self.contents(of: folder) == [])
    }

    /// Renaming onto an existing folder fails after the temporary file was written: the
    /// temporary file must be removed and the folder left as it was.
    @Test func failedRenameRemovesTheTemporaryFile() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
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

    @Test func pngWriteIntoMissingFolderIsATypedErrorAndLeavesNothing() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/missing/image.png"
        let image = try #require(RGBAImage(width: 2, height: 2, fill: .white))
        #expect(throws: PNGError.writeFailed(path: path, reason: "could not create a temporary file: No such file or directory")) {
            try PNG.write(image, to: path)
        }
        #expect(try Self.contents(of: folder) == [])
    }

    @Test func pngWriteThenReadGivesTheImageBack() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/image.png"
        let image = try #require(RGBAImage(width: 5, height: 4, fill: Color(r: 1, g: 2, b: 3, a: 4)))
        try PNG.write(image, to: path, compression: .small)
        #expect(try PNG.read(contentsOf: path) == image)
        var pixmap = try #require(Pixmap(width: 3, height: 3))
        pixmap[1, 1] = Color(r: 200, g: 100, b: 50, a: 128).premultiplied
        try pixmap.writePNG(to: path)
        #expect(try Pixmap(contentsOfPNG: path).pixels == pixmap.pixels)
        #expect(try Self.contents(of: folder) == ["image.png"])
    }
}
