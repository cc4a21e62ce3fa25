// From a decoded figure file to figures ready to draw: every control validated against the
// HIG, every variant (appearance × scale) expanded with its output path, every backdrop photo
// read — all before anything is drawn or written, so a file with an error writes nothing.

import Controls
import Documents
import FileIO
import PNGCodec
import Raster

/// A figure file checked and expanded: what `render`, the batch and `verify` draw.
public struct FigurePlan: Sendable {
    /// Every variant of every figure, in file order (appearances, then scales, as listed).
    public var variants: [FigureVariant]
    /// Warnings found (an error would have stopped the plan), each with its file and line.
    public var warnings: [Diagnostic]
    /// The figures the plan was made from.
    public var file: FigureFile
    /// The files the plan read: the figure file and its backdrop photos. Outputs never replace them.
    public var inputs: [String]
    /// Made with `keepGoing`: the errors of the figures left out of `variants` (each naming its
    /// figure's field and line); otherwise always empty, since an error throws.
    var errors: [Diagnostic] = []

    /// Validates every figure and expands every variant.
    /// - Parameters:
    ///   - file: the decoded figure file.
    ///   - strict: warnings count as errors.
    /// - Throws: every error (and, when `strict`, every warning) found, each naming the file,
    ///   the field and the line; a figure's errors never hide another figure's.
    public init(_ file: FigureFile, strict: Bool = false) throws(DiagnosticList) {
        try self.init(file, strict: strict, decoding: [])
    }

    /// Reads, checks and expands the figure file at `path`, reporting in one run every problem
    /// of every figure: the errors found while decoding some figures and those found checking
    /// the others.
    public static func load(_ path: String, strict: Bool = false) throws(DiagnosticList) -> FigurePlan {
        let root = try FigureFile.parse(InputFile.readForDiagnostics(path, maxBytes: InputLimits.maxFigureFileBytes), path: path)
        return try FigurePlan(root, path: path, strict: strict)
    }

    /// Whether `diagnostic` concerns one figure (`figures[3]…`) rather than the whole file: a
    /// batch leaves out a figure with such an error and draws the others (`keepGoing`).
    static func concernsOneFigure(_ diagnostic: Diagnostic) -> Bool {
        let c = diagnostic.field.components
        guard c.count >= 2, case .key("figures") = c[0], case .index = c[1] else { return false }
        return true
    }

    /// Decodes the tree (a file's, or the one flags make), then checks and expands it,
    /// reporting decoding and checking problems together.
    public init(_ root: DocumentNode, path: String? = nil, strict: Bool = false) throws(DiagnosticList) {
        let (file, diagnostics) = FigureFile.read(root, path: path)
        try self.init(file, strict: strict, decoding: diagnostics)
    }

    /// - Parameter keepGoing: a figure with an error is left out (its errors in `errors`) and
    ///   the others are planned; an error of the whole file (its defaults, its format, two
    ///   figures writing one file, too many variants) still throws.
    init(_ file: FigureFile, strict: Bool, decoding: [Diagnostic], keepGoing: Bool = false) throws(DiagnosticList) {
        var planner = FigurePlanner(file: file, strict: strict)
        planner.report.append(contentsOf: strict ? decoding.map(\.asError) : decoding)
        for (index, figure) in file.figures.enumerated() {
            try planner.plan(figure, field: figure.field ?? FigureFile.field(ofFigure: index))
        }
        let diagnostics = Self.inFileOrder(planner.report.diagnostics)
        let errors = diagnostics.filter(\.isError)
        if !errors.isEmpty && !(keepGoing && errors.allSatisfy(Self.concernsOneFigure)) { throw DiagnosticList(diagnostics) }
        self.variants = planner.variants.filter { variant in !errors.contains { $0.field.hasPrefix(variant.field) } }
        self.warnings = diagnostics.filter { !$0.isError }
        self.errors = errors
        self.file = file
        self.inputs = (file.path.map { [$0] } ?? []) + planner.photos.keys.sorted() + planner.scenes.keys.sorted()
    }

    /// `diagnostics` sorted by line where lines are known (a stable sort: the rest keep their order).
    static func inFileOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.allSatisfy({ $0.location?.line != nil }) else { return diagnostics }
        return diagnostics.enumerated().sorted { a, b in
            (a.element.location?.line ?? 0, a.offset) < (b.element.location?.line ?? 0, b.offset)
        }.map(\.element)
    }

    /// Every variant's pixels, in memory.
    public func render() -> [(variant: FigureVariant, image: RGBAImage)] {
        variants.map { ($0, $0.render().image()) }
    }
}
