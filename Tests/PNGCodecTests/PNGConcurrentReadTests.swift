import PNGCodec
import Raster
import TestSupport
import Testing

/// `PNG.readConcurrently` against its sequential twin: the same images and the same errors, in
/// the order of the paths given, however the threads ran.
@Suite struct PNGConcurrentReadTests {
    /// Good images of several kinds, every kind of corrupt file, a missing file and a file read
    /// twice, mixed so that a result landing in another path's slot changes the list.
    static let names = [
        "rgba-8.png", "corrupt-idat-crc.png", "palette-2-trns-adam7.png", "corrupt-idat-zlib.png",
        "missing-on-purpose.png", "grey-16.png", "corrupt-signature.png", "corrupt-oversized.png",
        "rgba-8.png", "corrupt-zero-width.png", "rgb-16-trns.png", "corrupt-ihdr-crc.png", "corrupt-text-crc.png",
    ]

    @Test func sameResultsAsReadingOneAfterAnother() {
        let paths = Self.names.map(Fixtures.path)
        let sequential = PNG.readOneAfterAnother(paths)
        // Several rounds, since which thread finishes first varies from run to run.
        for round in 0 ..< 8 {
            let concurrent = PNG.readConcurrently(paths)
            #expect(concurrent.count == paths.count)
            for (index, name) in Self.names.enumerated() where concurrent[index] != sequential[index] {
                Issue.record("round \(round), \(name): \(concurrent[index]), one after another \(sequential[index])")
            }
        }
    }

    /// The twin is what reading each file alone gives, so the comparison above means something:
    /// it holds good images and the errors each bad file is known for.
    @Test func theSequentialTwinReadsEachFileAsPNGReadDoes() throws {
        let results = PNG.readOneAfterAnother(["rgba-8.png", "corrupt-idat-crc.png", "missing-on-purpose.png"].map(Fixtures.path))
        #expect(try results[0].get() == PNG.read(contentsOf: Fixtures.path("rgba-8.png")))
        #expect(results[1] == .failure(.badCRC(chunk: "IDAT")))
        guard case .failure(.unreadableFile(let path, _)) = results[2] else {
            Issue.record("expected unreadableFile, got \(results[2])")
            return
        }
        #expect(path == Fixtures.path("missing-on-purpose.png"))
    }

    /// The limits reach every thread: an image over them is refused in its own slot only.
    @Test func limitsApplyToEachFile() throws {
        let limits = PNGLimits(maxSidePixels: 20, maxDecodedBytes: 20 * 20 * 4, maxFileBytes: 1 << 20)
        let folder = try TemporaryFolder()
        try PNG.write(try #require(RGBAImage(width: 3, height: 3, fill: .white)), to: folder.file("small.png"))
        try PNG.write(try #require(RGBAImage(width: 30, height: 3, fill: .white)), to: folder.file("large.png"))
        let results = PNG.readConcurrently([folder.file("small.png"), folder.file("large.png")], limits: limits)
        #expect(try results[0].get().width == 3)
        #expect(results[1] == .failure(.tooLarge(width: 30, height: 3, limits: limits)))
    }
}
