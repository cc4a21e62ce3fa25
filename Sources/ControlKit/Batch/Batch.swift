// Rendering or verifying many figure files at once (issue 15): every variant of every figure of
// every file, on several cores, each output written atomically as it is done, a failure in one
// file or figure collected while the others go on, and a shard of the work for a CI matrix.
// The output is byte-identical whatever the number of jobs and the order they finish in: each
// variant's bytes depend on it alone, and the lists reported are in input order.

import Documents
import FileIO
import Foundation
import Controls
import Golden
import Raster

/// A batch of figure files rendered into one folder, or checked against their goldens.
package enum Batch {
    /// What a batch does with each variant.
    package enum Mode: Sendable {
        /// Draw it and write its PNG into the output folder (skipping current ones).
        case render
        /// Draw it and compare it with its golden (`VerifyOptions`).
        case verify(VerifyOptions)
    }

    /// Where a verify batch finds goldens, and what it may write.
    package struct VerifyOptions: Sendable {
        /// The folder of every file's goldens; nil: each figure file's own folder (the layout
        /// of `Goldens/<group>/cases.yaml` beside its PNGs).
        package var goldens: String?
        /// When goldens are written (`never` compares only).
        package var record: RecordMode
        /// Where failure artifacts go, as `<failures>/<group>/<name>/`; nil: the default beside
        /// the goldens (`GoldenVerifier.defaultFailuresDirectory`).
        package var failures: String?
        /// How images are compared; exact by default (renders are deterministic).
        package var comparison: ComparisonOptions
        /// How the caller records a missing golden, for the message.
        package var recordHint: String
        /// Threads each figure is drawn with, sharing its rows (1…64). The pixels are the same
        /// for every count; more than one is for checking exactly that (Scripts/determinism.sh).
        package var threads: Int

        /// Options reading goldens from `goldens` (each file's own folder when nil), recording as `record` allows,
        /// comparing with `comparison` and drawing each figure on `threads` threads.
        package init(goldens: String? = nil, record: RecordMode = .never, failures: String? = nil,
                    comparison: ComparisonOptions = ComparisonOptions(), recordHint: String = "run with --record missing",
                    threads: Int = 1) {
            self.goldens = goldens
            self.record = record
            self.failures = failures
            self.comparison = comparison
            self.recordHint = recordHint
            self.threads = threads
        }
    }

    /// How a batch runs.
    package struct Options: Sendable {
        /// How many variants are drawn at once; at least 1.
        package var jobs: Int
        /// Only this part of the work (`index` in 1…`count`): variant k of the whole batch, in
        /// input order, belongs to shard (k mod count) + 1. nil: all of it.
        package var shard: (index: Int, count: Int)?
        /// Warnings are errors (a file with one is not rendered).
        package var strict: Bool
        /// Skip a figure whose output exists and whose inputs are unchanged since it was
        /// written (`BatchCache`); false draws everything. The cache is updated either way.
        /// Rendering only: a verify batch always draws.
        package var cache: Bool
        /// Render or verify.
        package var mode: Mode

        /// Options running `jobs` variants at once (at least 1; every core by default), of `shard` only when given.
        package init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: (index: Int, count: Int)? = nil, strict: Bool = false,
                    cache: Bool = true, mode: Mode = .render) {
            self.jobs = max(1, jobs)
            self.shard = shard
            self.strict = strict
            self.cache = cache
            self.mode = mode
        }
    }

    /// One variant to draw, and where it goes.
    package struct Job: Sendable {
        /// The figure file it comes from.
        package var file: String
        /// The figure's name, the variant's appearance and scale, and the control's key in the
        /// file (`pageControl`).
        package var figureName: String
        /// The variant's appearance, light or dark.
        package var appearance: Appearance
        /// The variant's device scale: 1, 2 or 3.
        package var scale: Int
        /// The control's key in the figure file, e.g. `pageControl`.
        package var controlKey: String
        /// The variant's output path without `.png`: its golden's name and its JUnit case's.
        package var outputName: String
        /// The variant, composed and ready to draw; nil for one whose PNG was current when the
        /// batch was planned, which is never composed (`BatchPlanner`).
        package var variant: FigureVariant?
        /// Rendering: the output path (the output folder, the file's folder name, the
        /// variant's own path). Verifying: the golden's path.
        package var output: String
        /// Rendering: the cache key of the variant's inputs (`BatchCache`).
        var key: String?
        /// The job's place in the whole batch's input order, before sharding, from 0: shards
        /// merged are put back in this order (`BatchRecord`).
        package var position = 0

        init(file: String, variant: FigureVariant, output: String, key: String? = nil) {
            self.init(file: file, figureName: variant.figureName, appearance: variant.appearance, scale: variant.scale,
                      controlKey: variant.controlKey, outputName: variant.goldenName, variant: variant, output: output, key: key)
        }

        init(file: String, figureName: String, appearance: Appearance, scale: Int, controlKey: String, outputName: String,
             variant: FigureVariant?, output: String, key: String?) {
            self.file = file; self.figureName = figureName; self.appearance = appearance; self.scale = scale
            self.controlKey = controlKey; self.outputName = outputName; self.variant = variant; self.output = output; self.key = key
        }
    }

    /// What became of one job.
    package struct Outcome: Sendable {
        /// What happened: drawn or cached (rendering), passed, failed or new (verifying), or an error.
        package var status: ReportEntry.Status
        /// Wall time spent on the job (drawing, encoding, writing or comparing), in seconds.
        package var seconds: Double
        /// The job's problems, each naming its file: the errors of a job that failed (`status`
        /// `.error`), and the warnings of its drawing (a character no font has), which do not
        /// fail it; `run` sorts them into the result's errors and warnings.
        package var errors: [Diagnostic]
        /// The golden check of a verify job.
        package var check: GoldenCheck?
    }

    /// What a batch did.
    package struct Result: Sendable {
        /// The variants in the batch (or the shard), in input order.
        package var total: Int { jobs.count }
        /// Every variant, where it comes from and where it goes, in input order.
        package var jobs: [Job]
        /// What became of each job, in the same order.
        package var outcomes: [Outcome]
        /// Every error, each naming its file (and line and field where it has one): a figure with
        /// an error is left out and the others are drawn; a file wrong as a whole (unreadable,
        /// bad defaults) has none of its figures drawn, the other files all of theirs.
        package var errors: [Diagnostic]
        /// Every warning, each naming its file (and line and field where it has one).
        package var warnings: [Diagnostic]
        /// Wall time of the whole batch, in seconds.
        package var seconds: Double
        /// The files of walked folders that are not figure files, left out.
        package var skipped: [SkippedFile] = []

        /// Rendering: files written (drawn now, or already there and current), in input order.
        package var written: [String] { paths { $0 == .drawn || $0 == .cached } }
        /// How many jobs ended with each status.
        package func count(_ status: ReportEntry.Status) -> Int { outcomes.filter { $0.status == status }.count }
        /// Whether anything failed: an error, or (verifying) a golden that differs or is new.
        package var failed: Bool { !errors.isEmpty || outcomes.contains { [.error, .failed, .new].contains($0.status) } }
        /// The errors found while planning, before any job ran (a file or a figure left out),
        /// as opposed to those of a job that ran.
        var planErrors: [Diagnostic] {
            let jobErrors = Set(outcomes.flatMap(\.errors))
            return errors.filter { !jobErrors.contains($0) }
        }

        private func paths(_ keep: (ReportEntry.Status) -> Bool) -> [String] {
            jobs.indices.filter { keep(outcomes[$0].status) }.map { jobs[$0].output }
        }
    }

    /// The figure files `inputs` name: files as given, and in each folder its `.yaml`, `.yml`
    /// and `.json` files and those of its subfolders (hidden ones and `excluding`, the output
    /// folder, left out), sorted by path. A file found in a folder whose `format` names another
    /// kind of document (a scene used as a backdrop, `controlkit-scene/1`) is not a figure file:
    /// it is left out and listed in `skipped` with its format. A file named on its own is always
    /// read as a figure file, so a wrong one is an error.
    ///
    /// Each file comes with the folder its figures go to under the output folder: its name with
    /// dots as dashes (`alert.yaml` → `alert-yaml`), under the subfolders it was found in
    /// (`Goldens/alert/cases.yaml`, walking `Goldens` → `alert/cases-yaml`).
    package static func figureFiles(_ inputs: [String], excluding: String? = nil)
        -> (files: [(path: String, folder: String)], errors: [Diagnostic], skipped: [SkippedFile]) {
        var files: [(path: String, folder: String)] = [], errors: [Diagnostic] = [], skipped: [SkippedFile] = []
        let excluded = excluding.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        for input in inputs {
            var isFolder: ObjCBool = false
            // A path that is no folder is read as a figure file, which reports what is wrong
            // with it (missing, unreadable) as every command does.
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder), isFolder.boolValue else {
                files.append((input, folderName(of: input)))
                continue
            }
            let base = input.hasSuffix("/") ? input : input + "/"
            var found: [String] = [], visited = 0
            // The folder itself may be a link (walked where it points); links inside it are not
            // followed, so a link back up cannot make the walk endless.
            let walker = FileManager.default.enumerator(atPath: URL(fileURLWithPath: input).resolvingSymlinksInPath().path)
            while let relative = walker?.nextObject() as? String {
                visited += 1
                guard visited <= InputLimits.maxWalkedEntries else {
                    errors.append(Diagnostic(.error, file: input, "the folder holds more than \(InputLimits.maxWalkedEntries) entries; name its figure files or a smaller folder"))
                    break
                }
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || excluded == URL(fileURLWithPath: base + relative).standardizedFileURL.path {
                    walker?.skipDescendants()
                    continue
                }
                if [".yaml", ".yml", ".json"].contains(where: { name.lowercased().hasSuffix($0) }) { found.append(relative) }
            }
            var figures = 0, others = 0
            for relative in found.sorted() {
                let path = base + relative
                var isSubfolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isSubfolder), isSubfolder.boolValue { continue }
                if let format = FigureFile.otherFormat(ofFileAt: path) {
                    skipped.append(SkippedFile(path: path, format: format))
                    others += 1
                    continue
                }
                let folders = relative.split(separator: "/").dropLast().map(String.init)
                files.append((path, (folders + [folderName(of: relative)]).joined(separator: "/")))
                figures += 1
            }
            if figures == 0 {
                let note = others == 0 ? "" : " (\(others) file(s) of other formats skipped)"
                errors.append(Diagnostic(.error, file: input, "the folder holds no figure file (.yaml, .yml or .json)\(note)"))
            }
        }
        return (files, errors, skipped)
    }

    /// A file a folder walk left out: not a figure file.
    package struct SkippedFile: Sendable, Hashable, Codable {
        /// The file, as the walk found it (the folder as given, then its name).
        package var path: String
        /// The format the file names (`controlkit-scene/1`).
        package var format: String
    }

    /// The folder under the output folder a file's figures go to: its name with dots as
    /// dashes (`alert.yaml` → `alert-yaml`), so that two files' figures never collide.
    package static func folderName(of file: String) -> String {
        String(file.split(separator: "/").last ?? Substring(file)).replacingOccurrences(of: ".", with: "-")
    }

    /// Loads every file and lists its variants as jobs, the shard's only. Rendering, a job's
    /// output is `<outputDirectory>/<folder name>/<output path>` and a figure whose outputs are
    /// all current in `cache` is not composed (`BatchPlanner`); verifying, a job's output is
    /// the golden's path.
    static func plan(_ inputs: [String], outputDirectory: String, options: Options,
                     cache: BatchCache? = nil) -> (jobs: [Job], errors: [Diagnostic], warnings: [Diagnostic], skipped: [SkippedFile]) {
        let (files, missing, skipped) = figureFiles(inputs, excluding: { if case .render = options.mode { outputDirectory } else { nil } }())
        var errors = missing, warnings: [Diagnostic] = [], jobs: [Job] = []
        var folders: [String: String] = [:]
        let planner = BatchPlanner(cache: options.cache ? cache : nil, strict: options.strict)
        for (file, folder) in files {
            if case .render = options.mode, let other = folders[folder] {
                errors.append(Diagnostic(.error, file: file, "its figures would go to \(folder)/, as \(other)'s do; rename one of the two files"))
                continue
            }
            folders[folder] = file
            do {
                let planned = switch options.mode {
                case .render: try planner.jobs(of: file, outputFolder: outputDirectory + "/" + folder)
                case .verify(let verify): try BatchPlanner.verifyJobs(of: file, goldens: goldenStore(for: file, verify), strict: options.strict)
                }
                jobs += planned.jobs
                warnings += planned.warnings
                errors += planned.errors
            } catch {
                errors += error.diagnostics.filter(\.isError)
                warnings += error.diagnostics.filter { !$0.isError }
            }
        }
        for index in jobs.indices { jobs[index].position = index }
        if let shard = options.shard {
            jobs = jobs.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
        }
        return (jobs, errors, warnings, skipped)
    }

    /// Plans and runs the batch: each job drawn and written (atomically) or compared on one of
    /// `options.jobs` threads; `progress` is called after each with the count done, the total
    /// and the output (or golden) path, from any thread, one call at a time. Rendering into
    /// `outputDirectory`, the temporary files of an earlier run that was killed are removed
    /// first; verifying, `outputDirectory` is not used.
    package static func run(_ inputs: [String], outputDirectory: String, options: Options = Options(),
                           progress: @escaping @Sendable (Int, Int, String) -> Void = { _, _, _ in }) -> Result {
        let start = Date()
        var cache: BatchCache?
        if case .render = options.mode {
            AtomicFile.removeAbandonedTemporaries(under: outputDirectory)
            cache = BatchCache(outputDirectory: outputDirectory)
        }
        let (jobs, planErrors, warnings, skipped) = plan(inputs, outputDirectory: outputDirectory, options: options, cache: cache)
        let work: @Sendable (Int) -> Outcome
        var finishRun: (([Outcome]) -> [Diagnostic]) = { _ in [] }
        switch options.mode {
        case .render:
            let renderer = Renderer(jobs: jobs, outputDirectory: outputDirectory, cache: cache ?? BatchCache(outputDirectory: outputDirectory))
            work = renderer.render
            finishRun = renderer.saveCache
        case .verify(let verify):
            let stores = Dictionary(Set(jobs.map(\.file)).map { ($0, goldenStore(for: $0, verify)) }, uniquingKeysWith: { a, _ in a })
            work = { index in
                let job = jobs[index]
                return check(job, store: stores[job.file] ?? goldenStore(for: job.file, verify), comparison: verify.comparison,
                             threads: verify.threads)
            }
        }
        let outcomes = Outcomes(count: jobs.count)
        let workers = min(options.jobs, max(jobs.count, 1))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = outcomes.claim() {
                let outcome = work(index)
                outcomes.finish(index, outcome) { done in progress(done, jobs.count, jobs[index].output) }
            }
        }
        let results = outcomes.results
        let errors = planErrors + results.flatMap(\.errors)
        let cacheWarnings = finishRun(results)
        return Result(jobs: jobs, outcomes: results, errors: errors.filter(\.isError),
                      warnings: warnings + errors.filter { !$0.isError } + cacheWarnings, seconds: Date().timeIntervalSince(start),
                      skipped: skipped)
    }

    /// Times `body` on the monotonic clock, in seconds.
    static func timed<T>(_ body: () -> T) -> (T, Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let value = body()
        return (value, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    /// The jobs' shared state: the next to claim, how many are done, and each one's outcome.
    final class Outcomes: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0, done = 0
        private let count: Int
        private var slots: [Outcome?]

        init(count: Int) {
            self.count = count
            slots = Array(repeating: nil, count: count)
        }

        /// The next job's index, or nil when every job is claimed.
        func claim() -> Int? {
            lock.lock(); defer { lock.unlock() }
            guard next < count else { return nil }
            next += 1
            return next - 1
        }

        /// Records job `index`'s outcome, then tells `report` the count done, one report at a time.
        func finish(_ index: Int, _ outcome: Outcome, report: (Int) -> Void) {
            lock.lock(); defer { lock.unlock() }
            slots[index] = outcome
            done += 1
            report(done)
        }

        /// Every job's outcome, in job order (call when all are done).
        var results: [Outcome] {
            lock.lock(); defer { lock.unlock() }
            return slots.map { $0 ?? Outcome(status: .error, seconds: 0, errors: [], check: nil) }
        }
    }
}
