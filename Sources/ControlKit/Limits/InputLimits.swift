import Documents

/// The bounds on what ControlKit reads, in one place. Each is far above any real use and low
/// enough that a typo or a hostile file is refused with a clear error before anything large
/// is allocated. docs/limits.md lists them with where each is enforced.
public enum InputLimits {
    /// The largest figure file read, in bytes.
    public static let maxFigureFileBytes = 16 << 20
    /// The bounds on a figure file's tree: nesting (the schema needs 6 levels) and values once
    /// YAML aliases are expanded.
    public static let figureFileDocument = DocumentLimits(maxDepth: 32, maxNodes: 1_000_000)
    /// The most figures a file may hold.
    public static let maxFigures = 10_000
    /// The most variants (figure × appearance × scale) a file may expand to.
    public static let maxVariants = 100_000
    /// The most entries (files and folders) a batch walks in one folder given on the command
    /// line, subfolders included: a folder with more, or a link that loops, is an error naming it.
    public static let maxWalkedEntries = 100_000
    /// The largest backdrop PNG read, in bytes.
    public static let maxBackdropBytes = 64 << 20
    /// The largest image file a figure names (a bar button's PNG or SVG), in bytes: a 28 pt
    /// glyph at @3x is 84 px square, a few kilobytes.
    public static let maxImageFileBytes = 4 << 20
    /// The largest scene file read, in bytes (the largest benchmark scene is 7.3 MB).
    public static let maxSceneFileBytes = 256 << 20
    /// The largest run record `merge` reads (`<out>/.controlkit-run.json`), in bytes: a record
    /// is about 600 bytes a variant, so this holds the largest batch (`maxVariants` in one file)
    /// several times over.
    package static let maxRunRecordBytes = 256 << 20
}
