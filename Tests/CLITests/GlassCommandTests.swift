import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing

/// `--design`, as a reviewer runs it: issue 30's invocation word for word, a control without a
/// glass look warning on the flag, a bad value a usage error, and `--strict` refusing the
/// warning.
@Suite struct GlassCommandTests {
    static let invocation = ["render", "navigation-bar", "--design", "glass", "--title", "Location History", "--trailing", "text:Clear",
                             "--scale", "3", "-o", "glass.png"]

    /// The bar alone, 390 × 44 pt at @3x: no hairline row under it (a classic bar's standard
    /// background would add one), and the Clear capsule's right end 16 pt (48 px) from the edge,
    /// its ring darker than the white page there.
    @Test func theIssuesInvocationWorksAsWritten() throws {
        let folder = try TemporaryFolder()
        let run = try ControlKitCLI.run(Self.invocation, in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "no warnings: \(run.stderr)")
        let image = try PNG.read(contentsOf: folder.file("glass.png"))
        #expect(image.width == 1170 && image.height == 132)
        // Along the capsule's middle row, from the trailing edge inwards, the first pixel that is
        // not the white page is the capsule's edge: 48 px in (its outer ring just outside it).
        let row = 66
        let first = (0 ..< 200).first { i in image[1169 - i, row].r < 250 }
        #expect(first.map { (46 ... 49).contains($0) } == true, "edge found \(String(describing: first)) px from the right")
    }

    @Test func aControlWithoutGlassWarnsOnTheFlagAndStrictRefuses() throws {
        let folder = try TemporaryFolder()
        let run = try ControlKitCLI.run(["render", "page-control", "--pages", "3", "--design", "glass", "-o", "p.png"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.stderr.contains("warning: --design: page-control has no glass design yet: drawn classic"), "\(run.stderr)")
        let strict = try ControlKitCLI.run(["render", "page-control", "--pages", "3", "--design", "glass", "--strict", "-o", "q.png"],
                                           in: folder.path)
        #expect(strict.status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.file("q.png")))
    }

    @Test func aBadDesignIsAUsageError() throws {
        let folder = try TemporaryFolder()
        let run = try ControlKitCLI.run(["render", "navigation-bar", "--design", "frosted", "-o", "x.png"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.stderr.contains("--design"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("x.png")))
    }
}
