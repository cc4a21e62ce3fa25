/// The command line of `controlkit diff`, as the user typed it. Values stay strings here so that
/// every malformed value is reported by `DiffTool` with exit code 2 and a message naming the
/// flag, rather than by the argument parser's own usage error.
public struct DiffArguments: Hashable, Sendable {
    public var expected: String
    public var actual: String
    /// `-o`: where to write the diff PNG.
    public var output: String?
    /// `--triptych`: where to write expected | diff | actual.
    public var triptych: String?
    /// `--mode`: exact, pixelmatch (default) or perceptual.
    public var mode: String?
    /// `--threshold`: the mode's threshold (exact: bytes 0–255, default 0; pixelmatch: 0–1,
    /// default 0.1; perceptual: HyAB, default 0.02).
    public var threshold: String?
    /// `--include-aa`: count anti-aliased pixels (perceptual: turn the tolerance off).
    public var includeAA = false
    /// `--alpha`: opacity of the gray expected image in the diff, default 0.1.
    public var alpha: String?
    /// `--aa-color`, `--diff-color`, `--diff-color-alt`: `R,G,B`, each 0–255.
    public var aaColor: String?
    public var diffColor: String?
    public var diffColorAlt: String?
    /// `--diff-mask`: draw the differences over transparency only.
    public var diffMask = false
    /// `--no-checkerboard`: pixelmatch blends transparent pixels over white instead.
    public var noCheckerboard = false
    /// `--max-diff-pixels`, `--max-diff-ratio`: the budget of counted pixels that still passes.
    public var maxDiffPixels: String?
    public var maxDiffRatio: String?
    /// `--ignore X,Y,W,H`, repeatable.
    public var ignore: [String] = []
    /// `--json`: print the report as JSON instead of text.
    public var json = false

    public init(expected: String, actual: String) {
        self.expected = expected
        self.actual = actual
    }
}
