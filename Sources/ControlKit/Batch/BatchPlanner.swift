// Planning a render batch's figure file: every variant listed with its output path and cache
// key from the file's entries alone, and only the figures with a variant to draw composed
// (checked against the HIG, laid out, turned into scenes). A re-run with nothing changed then
// costs reading the files and hashing, not laying out hundreds of figures.

import Controls
import Documents
import FileIO
import Foundation

/// Lists one figure file's jobs for a render batch.
struct BatchPlanner {
    /// The output folder's cache when current figures may be skipped; nil draws everything.
    let cache: BatchCache?
    let strict: Bool
    /// What every key shares (`BatchCache.environmentKey`), computed once per batch.
    let environment = BatchCache.environmentKey()

    /// The jobs of the figure file at `path`, each output under `outputFolder`, in the file's
    /// order (figure, then appearance, then scale — `FigurePlan`'s order); a job whose output
    /// is current has no variant. A file with an error (or a warning, when strict) is planned
    /// by `FigurePlan` alone, which reports every problem with its line.
    /// - Throws: the file's errors.
    func jobs(of path: String, outputFolder: String) throws(DiagnosticList) -> (jobs: [Batch.Job], warnings: [Diagnostic]) {
        let root = try FigureFile.parse(InputFile.readForDiagnostics(path, maxBytes: InputLimits.maxFigureFileBytes), path: path)
        let (file, decoding) = FigureFile.read(root, path: path)
        guard let listed = list(file, root: root, decoding: decoding, outputFolder: outputFolder) else { return try composeAll(root, path: path, outputFolder: outputFolder) }

        // Compose only the figures with a variant that is not current.
        let stale = Set(listed.filter { entry in cache.map { !$0.isCurrent(entry.job.output, key: entry.job.key ?? "") } ?? true }.map(\.figure))
        var part = file
        part.figures = file.figures.enumerated().filter { stale.contains($0.offset) }.map(\.element)
        let plan = try FigurePlan(part, strict: strict, decoding: decoding)
        let composed = Dictionary(plan.variants.map { ($0.outputPath, $0) }, uniquingKeysWith: { first, _ in first })
        let jobs = listed.map { entry -> Batch.Job in
            var job = entry.job
            job.variant = stale.contains(entry.figure) ? composed[entry.relative] : nil
            return job
        }
        // FigurePlan composes every variant of a stale figure or throws, so each stale job has
        // its variant here.
        return (jobs, plan.warnings)
    }

    /// One listed variant: its job (no variant yet), its figure's index and its relative path.
    private struct Listed {
        var job: Batch.Job
        var figure: Int
        var relative: String
    }

    /// Every variant of `file` with its output and key, from the entries alone; nil when that
    /// cannot be done without `FigurePlan`'s checks (a decoding problem, a bad output pattern,
    /// two variants with one output, an asset that cannot be read or is refused).
    private func list(_ file: FigureFile, root: DocumentNode, decoding: [Diagnostic], outputFolder: String) -> [Listed]? {
        guard !decoding.contains(where: \.isError), !(strict && !decoding.isEmpty) else { return nil }
        let defaults = Self.node(at: ["defaults"], in: root) ?? DocumentNode(.null)
        var listed: [Listed] = [], outputs = Set<String>()
        var assets: [String: [UInt8]] = [:]
        for (index, figure) in file.figures.enumerated() {
            let field = figure.field ?? FigureFile.field(ofFigure: index)
            var asset: [UInt8]?
            switch figure.backdrop ?? file.defaults.backdrop {
            case .image(let relative)?, .scene(let relative)?:
                guard let resolved = try? file.resolve(relative),
                      let bytes = assets[resolved] ?? FileManager.default.contents(atPath: resolved).map(Array.init) else { return nil }
                assets[resolved] = bytes
                asset = bytes
            default:
                break
            }
            guard let entry = Self.node(at: field, in: root) else { return nil }
            let figureKey = BatchCache.key(figure: entry, defaults: defaults, asset: asset, environment: environment)
            let pattern = figure.output ?? file.defaults.output
            for appearance in figure.appearances ?? file.defaults.appearances {
                for scale in figure.scales ?? file.defaults.scales {
                    guard let relative = try? pattern.expand(name: figure.name, appearance: appearance.rawValue, scale: scale),
                          outputs.insert(relative).inserted else { return nil }
                    let job = Batch.Job(file: file.path ?? "", figureName: figure.name, appearance: appearance, scale: scale,
                                        controlKey: figure.controlKey, outputName: String(relative.dropLast(".png".count)), variant: nil,
                                        output: outputFolder + "/" + relative,
                                        key: BatchCache.key(figure: figureKey, appearance: appearance, scale: scale))
                    listed.append(Listed(job: job, figure: index, relative: relative))
                }
            }
        }
        return listed
    }

    /// The node at `path` under `root`, or nil when there is none.
    private static func node(at path: FieldPath, in root: DocumentNode) -> DocumentNode? {
        var node = root
        for component in path.components {
            switch (node.value, component) {
            case (.map(let pairs), .key(let key)):
                guard let value = pairs.first(where: { $0.key == key })?.value else { return nil }
                node = value
            case (.list(let items), .index(let index)) where items.indices.contains(index):
                node = items[index]
            default:
                return nil
            }
        }
        return node
    }

    /// Every variant composed by `FigurePlan`, which reports what is wrong with the file (and
    /// keys none: a job without a key is drawn every time).
    private func composeAll(_ root: DocumentNode, path: String, outputFolder: String) throws(DiagnosticList) -> (jobs: [Batch.Job], warnings: [Diagnostic]) {
        let plan = try FigurePlan(root, path: path, strict: strict)
        let jobs = plan.variants.map { Batch.Job(file: path, variant: $0, output: outputFolder + "/" + $0.outputPath) }
        return (jobs, plan.warnings)
    }
}
