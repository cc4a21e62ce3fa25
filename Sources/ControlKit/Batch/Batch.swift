// Rendering many figure files at once (issue 15, first part): every variant of every figure of
// every file, on several cores, each file written atomically as it is done, a failure in one
// file or figure collected while the others go on, and a shard of the work for a CI matrix.
// The output is byte-identical whatever the number of jobs and the order they finish in: each
// variant's bytes depend on it alone, and the lists reported are in input order.

import Documents
import FileIO
import Foundation
import Raster

/// A batch of figure files rendered into one folder.
public enum Batch {
    /// How a batch runs.
    public struct Options: Sendable {
        /// How many variants are drawn at once; at least 1.
        public var jobs: Int
        /// Only this part of the work (`index` in 1…`count`): variant k of the whole batch, in
        /// input order, belongs to shard (k mod count) + 1. nil: all of it.
        public var shard: (index: Int, count: Int)?
        /// Warnings are errors (a file with one is not rendered).
        public var strict: Bool
        /// Skip a figure whose output exists and whose inputs are unchanged since it was
        /// written (`BatchCache`); false draws everything. The cache is updated either way.
        public var cache: Bool

        public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: (index: Int, count: Int)? = nil, strict: Bool = false,
                    cache: Bool = true) {
            self.jobs = max(1, jobs)
            self.shard = shard
            self.strict = strict
            self.cache = cache
        }
    }

    /// One variant to draw, and where it goes.
    public struct Job: Sendable {
        /// The figure file it comes from.
        public var file: String
        public var variant: FigureVariant
        /// The output path: the output folder, the file's folder name, the variant's own path.
        public var output: String
    }

    /// What a batch did.
    public struct Result: Sendable {
        /// The variants in the batch (or the shard), in input order.
        public var total: Int { jobs.count }
        /// Every variant, where it comes from and where it goes, in input order.
        public var jobs: [Job]
        /// Files written (drawn now, or already there and current), in input order.
        public var written: [String]
        /// Of `written`, those not drawn again because their inputs had not changed.
        public var cached: [String]
        /// Every error, each naming its file (and line and field where it has one); a file with
        /// an error renders none of its figures, the other files all of theirs.
        public var errors: [Diagnostic]
        public var warnings: [Diagnostic]
        public var seconds: Double
    }

    /// The figure files `inputs` name: files as given, and in each folder its `.yaml`, `.yml`
    /// and `.json` files (not its subfolders), sorted by name.
    public static func figureFiles(_ inputs: [String]) -> (files: [String], errors: [Diagnostic]) {
        var files: [String] = [], errors: [Diagnostic] = []
        for input in inputs {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else {
                errors.append(Diagnostic(.error, file: input, "no such file or folder"))
                continue
            }
            guard isFolder.boolValue else { files.append(input); continue }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: input)) ?? []).sorted()
            let found = names.filter { n in [".yaml", ".yml", ".json"].contains { n.lowercased().hasSuffix($0) } }
            if found.isEmpty { errors.append(Diagnostic(.error, file: input, "the folder holds no figure file (.yaml, .yml or .json)")) }
            files += found.map { input.hasSuffix("/") ? input + $0 : input + "/" + $0 }
        }
        return (files, errors)
    }

    /// The folder under the output folder a file's figures go to: its name with dots as
    /// dashes (`alert.yaml` → `alert-yaml`), so that two files' figures never collide.
    public static func folderName(of file: String) -> String {
        String(file.split(separator: "/").last ?? Substring(file)).replacingOccurrences(of: ".", with: "-")
    }

    /// Loads every file and lists its variants as jobs, the shard's only.
    public static func plan(_ inputs: [String], outputDirectory: String, options: Options) -> (jobs: [Job], errors: [Diagnostic], warnings: [Diagnostic]) {
        let (files, missing) = figureFiles(inputs)
        var errors = missing, warnings: [Diagnostic] = [], jobs: [Job] = []
        var folders: [String: String] = [:]
        for file in files {
            let folder = folderName(of: file)
            if let other = folders[folder] {
                errors.append(Diagnostic(.error, file: file, "its figures would go to \(folder)/, as \(other)'s do; rename one of the two files"))
                continue
            }
            folders[folder] = file
            do {
                let plan = try FigurePlan.load(file, strict: options.strict)
                warnings += plan.warnings
                jobs += plan.variants.map { Job(file: file, variant: $0, output: outputDirectory + "/" + folder + "/" + $0.outputPath) }
            } catch {
                errors += error.diagnostics.filter(\.isError)
                warnings += error.diagnostics.filter { !$0.isError }
            }
        }
        if let shard = options.shard {
            jobs = jobs.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
        }
        return (jobs, errors, warnings)
    }

    /// Plans and draws the batch: each job drawn and written (atomically) on one of
    /// `options.jobs` threads; `progress` is called after each with the count done, the total
    /// and the path, from any thread, one call at a time.
    public static func run(_ inputs: [String], outputDirectory: String, options: Options = Options(),
                           progress: @escaping @Sendable (Int, Int, String) -> Void = { _, _, _ in }) -> Result {
        let start = Date()
        let (jobs, planErrors, warnings) = plan(inputs, outputDirectory: outputDirectory, options: options)
        let outcomes = Outcomes(count: jobs.count)
        var cache = BatchCache(outputDirectory: outputDirectory)
        let environment = BatchCache.environmentKey()
        let keys = jobs.map { BatchCache.key(of: $0.variant, environment: environment) }
        let previous = cache
        let workers = min(options.jobs, max(jobs.count, 1))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = outcomes.claim() {
                let job = jobs[index]
                var failure: [Diagnostic]?, skipped = false
                if options.cache, previous.isCurrent(job.output, key: keys[index]) {
                    skipped = true
                } else {
                    do throws(DiagnosticList) {
                        try OutputSet.writePNG(job.variant.render().image(), to: job.output)
                    } catch {
                        failure = error.diagnostics.map { $0.inFile($0.file ?? job.file) }
                    }
                }
                outcomes.finish(index, failure: failure, cached: skipped) { done in progress(done, jobs.count, job.output) }
            }
        }
        let failures = outcomes.failures
        let written = jobs.indices.filter { failures[$0] == nil }
        var errors = planErrors + jobs.indices.compactMap { failures[$0] }.flatMap { $0 }
        if !jobs.isEmpty {
            for i in jobs.indices { cache.keys[jobs[i].output] = failures[i] == nil ? keys[i] : nil }
            do { try cache.save() } catch { errors.append(Diagnostic(.warning, file: cache.path, "cannot write the cache: \(error.localizedDescription)")) }
        }
        return Result(jobs: jobs, written: written.map { jobs[$0].output }, cached: written.filter { outcomes.cached[$0] }.map { jobs[$0].output },
                      errors: errors.filter(\.isError), warnings: warnings + errors.filter { !$0.isError }, seconds: Date().timeIntervalSince(start))
    }

    /// The jobs' shared state: the next to claim, how many are done, and each one's errors.
    final class Outcomes: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0, done = 0
        private let count: Int
        private(set) var failures: [[Diagnostic]?]
        private(set) var cached: [Bool]

        init(count: Int) {
            self.count = count
            failures = Array(repeating: nil, count: count)
            cached = Array(repeating: false, count: count)
        }

        /// The next job's index, or nil when every job is claimed.
        func claim() -> Int? {
            lock.lock(); defer { lock.unlock() }
            guard next < count else { return nil }
            next += 1
            return next - 1
        }

        /// Records job `index` as done (with its errors, if it failed), then tells `report` the
        /// count done, one report at a time.
        func finish(_ index: Int, failure: [Diagnostic]?, cached skipped: Bool, report: (Int) -> Void) {
            lock.lock(); defer { lock.unlock() }
            failures[index] = failure
            cached[index] = skipped
            done += 1
            report(done)
        }
    }
}
