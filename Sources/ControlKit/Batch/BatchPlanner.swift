// Planning a batch's figure file: every variant listed with its output path and cache key from
// the file's entries alone, and only the figures with a variant to draw composed (checked
// against the HIG, laid out, turned into scenes). A re-run with nothing changed then costs
// reading the files and hashing, not laying out hundreds of figures. A figure with an error is
// left out with its error, and the file's other figures are planned.

import Controls
import Documents
import FileIO
import Foundation

/// Lists one figure file's jobs for a batch.
struct BatchPlanner {
    /// The output folder's cache when current figures may be skipped; nil draws everything.
    let cache: BatchCache?
    let strict: Bool
    /// What every key shares (`BatchCache.environmentKey`), computed once per batch.
    let environment = BatchCache.environmentKey()

    /// What planning one file gives: its jobs in file order, its warnings, and the errors of
    /// the figures left out.
    struct Planned {
        var jobs: [Batch.Job]
        var warnings: [Diagnostic]
        var errors: [Diagnostic]
    }

    /// The render jobs of the figure file at `path`, each output under `outputFolder`, in the
    /// file's order (figure, then appearance, then scale — `FigurePlan`'s order); a job whose
    /// output is current has no variant.
    /// - Throws: the file's errors when the file as a whole is wrong (it cannot be read, its
    ///   defaults or format are bad, two of its figures would write one file).
    func jobs(of path: String, outputFolder: String) throws(DiagnosticList) -> Planned {
        let root = try FigureFile.parse(InputFile.readForDiagnostics(path, maxBytes: InputLimits.maxFigureFileBytes), path: path)
        let (file, decoding) = FigureFile.read(root, path: path)
        let listed = list(file, root: root, outputFolder: outputFolder)

        // Compose the figures with a variant that is not current (or that cannot be keyed).
        let stale = Set(file.figures.indices.filter { index in
            guard let jobs = listed[index], let cache else { return true }
            return jobs.contains { !cache.isCurrent($0.job.output, key: $0.job.key ?? "") }
        })
        var part = file
        part.figures = file.figures.enumerated().filter { stale.contains($0.offset) }.map(\.element)
        let plan = try FigurePlan(part, strict: strict, decoding: decoding, keepGoing: true)
        let keys = Dictionary(listed.values.joined().map { ($0.relative, $0.job.key) }, uniquingKeysWith: { first, _ in first })
        let composed = Dictionary(grouping: plan.variants, by: \.field)
        var jobs: [Batch.Job] = []
        for (index, figure) in file.figures.enumerated() {
            if stale.contains(index) {
                for variant in composed[figure.field ?? FigureFile.field(ofFigure: index)] ?? [] {
                    jobs.append(Batch.Job(file: path, variant: variant, output: outputFolder + "/" + variant.outputPath,
                                          key: keys[variant.outputPath] ?? nil))
                }
            } else {
                jobs += (listed[index] ?? []).map(\.job)
            }
        }
        return Planned(jobs: jobs, warnings: plan.warnings, errors: plan.errors)
    }

    /// The verify jobs of the figure file at `path`, each checked with its golden in `goldens`.
    /// - Throws: the file's errors when the file as a whole is wrong.
    static func verifyJobs(of path: String, goldens: Batch.GoldenFolder, strict: Bool) throws(DiagnosticList) -> Planned {
        let root = try FigureFile.parse(InputFile.readForDiagnostics(path, maxBytes: InputLimits.maxFigureFileBytes), path: path)
        let (file, decoding) = FigureFile.read(root, path: path)
        let plan = try FigurePlan(file, strict: strict, decoding: decoding, keepGoing: true)
        return Planned(jobs: plan.variants.map { Batch.Job(file: path, variant: $0, output: goldens.goldenPath($0)) },
                       warnings: plan.warnings, errors: plan.errors)
    }

    /// One listed variant: its job (no variant yet) and its path under the file's folder.
    private struct Listed {
        var job: Batch.Job
        var relative: String
    }

    /// The variants of each figure of `file` with outputs and keys, from the entries alone, by
    /// figure index. A figure that cannot be listed so (an output pattern or an asset that
    /// `FigurePlan` must judge) is missing; when two figures would write one file, none is
    /// listed, so that `FigurePlan` sees them all and reports it.
    private func list(_ file: FigureFile, root: DocumentNode, outputFolder: String) -> [Int: [Listed]] {
        let defaults = Self.node(at: ["defaults"], in: root) ?? DocumentNode(.null)
        var listed: [Int: [Listed]] = [:], outputs = Set<String>()
        var assets: [String: [UInt8]] = [:]
        figures: for (index, figure) in file.figures.enumerated() {
            let field = figure.field ?? FigureFile.field(ofFigure: index)
            var asset: [UInt8]?
            switch figure.backdrop ?? file.defaults.backdrop {
            case .image(let relative)?, .scene(let relative)?:
                guard let resolved = try? file.resolve(relative),
                      let bytes = assets[resolved] ?? FileManager.default.contents(atPath: resolved).map(Array.init) else { continue figures }
                assets[resolved] = bytes
                asset = bytes
            default:
                break
            }
            guard let entry = Self.node(at: field, in: root) else { continue }
            let figureKey = BatchCache.key(figure: entry, defaults: defaults, asset: asset, environment: environment)
            let pattern = figure.output ?? file.defaults.output
            var variants: [Listed] = []
            for appearance in figure.appearances ?? file.defaults.appearances {
                for scale in figure.scales ?? file.defaults.scales {
                    guard let relative = try? pattern.expand(name: figure.name, appearance: appearance.rawValue, scale: scale) else { continue figures }
                    guard outputs.insert(relative).inserted else { return [:] }
                    let job = Batch.Job(file: file.path ?? "", figureName: figure.name, appearance: appearance, scale: scale,
                                        controlKey: figure.controlKey, outputName: String(relative.dropLast(".png".count)), variant: nil,
                                        output: outputFolder + "/" + relative,
                                        key: BatchCache.key(figure: figureKey, appearance: appearance, scale: scale))
                    variants.append(Listed(job: job, relative: relative))
                }
            }
            listed[index] = variants
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
}
