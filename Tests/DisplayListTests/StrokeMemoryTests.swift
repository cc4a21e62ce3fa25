import TestSupport
import Testing

/// A scene file from the issue "no crash from any input, bounded sizes": a 40 × 40 canvas and
/// one stroke of 500,000 arcs with `"dash": [0.01]` took 1.7 GB. Rendered by the built
/// `controlkit` in a child process, so its peak memory is its own.
@Suite struct StrokeMemoryTests {
    /// `count` half-circles of radius 5 pt, back and forth around (`cx`, `cy`), in one stroke.
    static func arcScene(count: Int, cx: Int, cy: Int, dash: String) -> String {
        var d = "M\(cx - 5) \(cy)"
        d.reserveCapacity(count * 20)
        for i in 0 ..< count { d += " A5 5 0 1 0 \(i.isMultiple(of: 2) ? cx + 5 : cx - 5) \(cy)" }
        return ##"{"format": "controlkit-scene/1", "width": 40, "height": 40, "background": "#FFFFFF", "items": [{"type": "stroke", "d": ""## + d
            + ##"", "stroke": "#000000", "width": 2, "dash": "## + dash + "}]}"
    }

    /// The most a render of a small scene may need beyond an empty one: the path itself (100k
    /// arcs are 200k cubics, 5 MB), the JSON tree and slack. Before the fix the far-away arcs were
    /// flattened, stroked solid (over `Dasher.maxDashCount` dashes) and their outline stored:
    /// about 200 MB.
    static let allowanceBytes = 64 << 20

    @Test func farAwayArcsWithFineDashesAreNotMaterialized() throws {
        let folder = try TemporaryFolder()
        let empty = try folder.write(##"{"format": "controlkit-scene/1", "width": 40, "height": 40, "items": []}"##, to: "empty.json")
        let arcs = try folder.write(Self.arcScene(count: 100_000, cx: 1000, cy: 1000, dash: "[0.01]"), to: "arcs.json")
        let binary = try ControlKitCLI.binary()
        let baseline = try ChildProcess.runMeasuringPeakMemory(binary, ["scene", empty, "-o", folder.file("empty.png")])
        let run = try ChildProcess.runMeasuringPeakMemory(binary, ["scene", arcs, "-o", folder.file("arcs.png")])
        #expect(baseline.status == 0 && run.status == 0)
        #expect(run.peakResidentBytes - baseline.peakResidentBytes < Self.allowanceBytes,
                "peak \(run.peakResidentBytes >> 20) MB, an empty scene \(baseline.peakResidentBytes >> 20) MB")
    }
}
