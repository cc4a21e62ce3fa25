import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing

/// PNG files on disk: written atomically (nothing left on failure) and read back unchanged.
@Suite struct PNGFileTests {
    static func contents(of folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func pngWriteIntoMissingFolderIsATypedErrorAndLeavesNothing() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.path
        let path = folder + "/missing/image.png"
        let image = try #require(RGBAImage(width: 2, height: 2, fill: .white))
        #expect(throws: PNGError.writeFailed(path: path, reason: "could not create a temporary file: No such file or directory")) {
            try PNG.write(image, to: path)
        }
        #expect(try Self.contents(of: folder) == [])
    }

    @Test func pngWriteThenReadGivesTheImageBack() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.path
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
