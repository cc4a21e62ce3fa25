// The fuzz targets: one entry per parser, each taking arbitrary bytes. libFuzzer drives them
// from Fuzz/ (Scripts/fuzz.sh); the test suite drives them with the seed corpora and every input
// a campaign ever found (FuzzRegressionTests), so a finding stays fixed.

/// One parser and what is done with what it accepts.
///
/// Invariant: `run` never traps, never hangs and never allocates beyond the documented limits
/// (docs/limits.md) for any input. A rejected input is a thrown-and-caught typed error; only a
/// broken internal invariant (`FuzzFailure`) is a crash, on purpose, so libFuzzer reports it.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Figure files, YAML or JSON, read and planned (`FigurePlan`).
    case spec
    /// Scene files in both formats (peers-scene/1, controlkit-scene/1), decoded and, when small,
    /// rendered and written back as JSON and read again.
    case scene
    /// SVG path data (`d`), parsed, filled and stroked on a small canvas.
    case pathData = "path-data"
    /// SVG documents imported as scenes and, when small, rendered.
    case svg
    /// PNG files decoded through libpng (PNGCodec's C shim), re-encoded and decoded again.
    case png
    /// Two images built from the bytes, compared in every mode, with the diff triptych drawn.
    case compare

    /// Feeds one input to the target.
    public func run(_ bytes: [UInt8]) {
        switch self {
        case .spec: SpecFuzz.run(bytes)
        case .scene: SceneFuzz.run(bytes)
        case .pathData: PathDataFuzz.run(bytes)
        case .svg: SVGFuzz.run(bytes)
        case .png: PNGFuzz.run(bytes)
        case .compare: CompareFuzz.run(bytes)
        }
    }
}

/// An internal invariant that failed on an accepted input: a bug, reported as a crash.
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
               file: StaticString = #fileID, line: UInt = #line) {
    if !condition() { fatalError("fuzz invariant: \(message())", file: file, line: line) }
}

/// The largest canvas a target renders, in pixels: small enough that an execution stays in
/// the millisecond range, large enough for every code path of the rasterizer (bands, SIMD
/// spans, clips) to be reached.
let fuzzMaxRenderPixels = 256 * 256
