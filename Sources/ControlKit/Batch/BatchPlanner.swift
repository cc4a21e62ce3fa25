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
            guard let entry = Self.node(at: field, in: root) else { continue }
            // The files the figure reads: its backdrop, then the images its control names.
            var relatives: [String] = []
            switch figure.backdrop ?? file.defaults.backdrop {
            case .image(let relative)?, .scene(let relative)?: relatives.append(relative)
            default: break
            }
            relatives += Self.imageFiles(in: entry)
            var figureAssets: [[UInt8]] = []
            for relative in relatives {
                guard let resolved = try? file.resolve(relative),
                      let bytes = assets[resolved] ?? FileManager.default.contents(atPath: resolved).map(Array.init) else { continue figures }
                assets[resolved] = bytes
                figureAssets.append(bytes)
            }
            let figureKey = BatchCache.key(figure: entry, defaults: defaults, assets: figureAssets, environment: environment)
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

    /// The image files a figure's entry may name (`image: icon.png`, `image:icon.svg` in an item
    /// list), found without decoding: every string value outside `output`, split at commas,
    /// with a leading `!` and `image:` removed, that ends in `.png` or `.svg`. A string that
    /// only looks like one (a title "photo.png") names no file, and the figure is then never
    /// skipped as current: safe, if slower.
    static func imageFiles(in node: DocumentNode) -> [String] {
        switch node.value {
        case .map(let pairs):
            return pairs.filter { $0.key != "output" }.flatMap { imageFiles(in: $0.value) }
        case .list(let items):
            return items.flatMap(imageFiles(in:))
        case .scalar(let text, _):
            return text.split(separator: ",").compactMap { part in
                var name = part.trimmingCharacters(in: .whitespaces)
                if name.hasPrefix("!") { name.removeFirst() }
                if name.hasPrefix("image:") { name.removeFirst("image:".count) }
                let lower = name.lowercased()
                return lower.hasSuffix(".png") || lower.hasSuffix(".svg") ? name : nil
            }
        case .null:
            return []
        }
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
