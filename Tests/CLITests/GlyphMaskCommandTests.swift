import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing

/// `controlkit glyph … --mask NAME=FILE`: a back indicator and its transition mask written as a
/// pair of image sets at @2x and @3x (UIKit's backIndicatorImage and
/// backIndicatorTransitionMaskImage), the mask on the indicator's canvas (issue 29 item 12).
@Suite struct GlyphMaskCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let example = root.appendingPathComponent("Examples/back-indicator").path

    /// The help's example, on a copy of Examples/back-indicator: the folder holds the arrow and
    /// its mask, and the mask is not made a glyph of its own. Both sets have the same canvas at
    /// each scale, and the mask (the arrow's whole viewBox) covers every pixel of the arrow.
    @Test func theHelpsExampleWritesThePair() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Self.example, toPath: folder.file("back-indicator"))
        let run = try ControlKitCLI.run(["glyph", "back-indicator", "--mask", "back-arrow=back-indicator/back-arrow-mask.svg",
                                         "--out", "out"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let sets = try FileManager.default.contentsOfDirectory(atPath: folder.file("out")).sorted()
        #expect(sets == ["back-arrow-mask.imageset", "back-arrow.imageset"])
        for scale in [2, 3] {
            let arrow = try PNG.read(contentsOf: folder.file("out/back-arrow.imageset/back-arrow@\(scale)x.png"))
            let mask = try PNG.read(contentsOf: folder.file("out/back-arrow-mask.imageset/back-arrow-mask@\(scale)x.png"))
            #expect(arrow.width == 28 * scale && mask.width == arrow.width && mask.height == arrow.height)
            let uncovered = stride(from: 3, to: arrow.bytes.count, by: 4).filter { arrow.bytes[$0] > 0 && mask.bytes[$0] < arrow.bytes[$0] }
            #expect(uncovered.isEmpty, "@\(scale)x: \(uncovered.count) arrow pixels outside the mask")
        }
    }

    /// A mask for a glyph that is not there, two masks for one glyph, and a malformed pair each
    /// exit 2 with the flag named, and write nothing.
    @Test func badPairsAreErrorsThatWriteNothing() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Self.example, toPath: folder.file("back-indicator"))
        let mask = "back-indicator/back-arrow-mask.svg"
        for (arguments, expected) in [
            (["--mask", "forward=\(mask)"], "--mask forward=\(mask): no glyph is named \"forward\""),
            (["--mask", "back-arrow=\(mask)", "--mask", "back-arrow=\(mask)"], "\"back-arrow\" already has a mask"),
            (["--mask", "back-arrow"], "--mask back-arrow: expected NAME=FILE.svg"),
        ] {
            let run = try ControlKitCLI.run(["glyph", "back-indicator/back-arrow.svg"] + arguments + ["--out", "out"], in: folder.path)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(expected), "\(arguments): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.file("out")), "\(arguments) wrote files")
        }
    }
}
