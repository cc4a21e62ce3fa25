// What a batch or verify run did, as data that outlives the process (issue 27): the run's
// report, JUnit file and JSON summary are all written from it, it is saved beside the outputs
// (`<out>/.controlkit-run.json`), and `controlkit merge` joins the records of a CI matrix's
// shards into one, from which the same three are written again. A merged run therefore
// reports exactly as the unsharded run would: both go through this one type.

import Documents
import FileIO
import Foundation

/// One run of `batch` or `verify`, or the merge of several: every variant with what became of
/// it, the errors found while planning, and the run's warnings and skipped files.
///
/// Invariants: `figures` is in input order (ascending `position`); a path inside the run's
/// output folder is kept as it was given (`out/alert-yaml/a.png`) in memory, and written to the
/// file as `$OUT/alert-yaml/a.png`, so a record read back from a folder that was moved (a CI
/// artifact downloaded elsewhere) names that folder's files.
package struct BatchRecord: Codable, Sendable, Equatable {
    /// The file's format tag; a record of another format is refused.
    package static let format = "controlkit-run/1"
    /// The record's name in the run's output folder (hidden: a folder walk skips it).
    package static let fileName = ".controlkit-run.json"
    /// How a path inside the output folder starts in the file.
    static let folderToken = "$OUT"

    /// A part of the work: `index` in 1…`count`.
    package struct Shard: Codable, Sendable, Equatable {
        /// Which part, from 1.
        package var index: Int
        /// How many parts the work was split into.
        package var count: Int
    }

    /// One variant and what became of it.
    package struct Figure: Codable, Sendable, Equatable {
        /// Its place in the whole batch's input order (before sharding), from 0.
        package var position: Int
        /// The figure file it comes from, as given.
        package var file: String
        /// The figure's name in its file.
        package var figure: String
        /// The control's key in the file (`pageControl`).
        package var control: String
        /// `light` or `dark`.
        package var appearance: String
        /// The device scale, 1…3.
        package var scale: Int
        /// The output path without `.png`: the golden's name and the JUnit case's.
        package var outputName: String
        /// Rendering: the PNG written. Verifying: the golden's path.
        package var output: String
        /// The image's size in device pixels; 0 when it was not drawn in this run.
        package var pixelWidth: Int, pixelHeight: Int
        /// Time spent on it, in seconds.
        package var seconds: Double
        /// What happened to it.
        package var status: ReportEntry.Status
        /// The comparison's summary (verifying), or its problems one per line: the errors that
        /// stopped it, or the warnings of a drawing that went on; "" when none.
        package var message: String
        /// Failure artifacts written for a reviewer (expected, actual, diff, triptych, report.json).
        package var artifacts: [String]
        /// The golden written in a record mode, if any.
        package var recorded: String?
    }

    /// An error found while planning: a figure left out, or a file that could not be read.
    package struct PlanError: Codable, Sendable, Hashable {
        /// The figure file, as given.
        package var file: String
        /// The figure's field (`figures[2]`); nil for the file as a whole.
        package var figure: String?
        /// The error as printed.
        package var text: String
    }

    /// Always `format`.
    package var format = BatchRecord.format
    /// `batch` or `verify`.
    package var command: String
    /// The part of the work this run did; nil for all of it (or a merge).
    package var shard: Shard?
    /// Wall time of the run, in seconds (a merge: the longest of its runs).
    package var seconds: Double
    /// Every variant, in input order.
    package var figures: [Figure]
    /// The errors found while planning, in the order found.
    package var planErrors: [PlanError]
    /// Every error and warning, as printed.
    package var errors: [String], warnings: [String]
    /// The files a folder walk left out, not being figure files.
    package var skipped: [Batch.SkippedFile]

    /// Rendering: the files written (drawn now or current), in input order.
    package var written: [String] { figures.filter { $0.status == .drawn || $0.status == .cached }.map(\.output) }
    /// How many variants ended with `status`.
    package func count(_ status: ReportEntry.Status) -> Int { figures.filter { $0.status == status }.count }
    /// Whether anything failed: an error, or (verifying) a golden that differs or is new.
    package var failed: Bool { !errors.isEmpty || figures.contains { [.error, .failed, .new].contains($0.status) } }
}


extension BatchRecord {
    /// The record of `result`, a run of `command` (`batch` or `verify`) over `shard` of the work.
    package init(_ result: Batch.Result, command: String, shard: (index: Int, count: Int)?) {
        self.command = command
        self.shard = shard.map { Shard(index: $0.index, count: $0.count) }
        seconds = result.seconds
        figures = zip(result.jobs, result.outcomes).map { job, outcome in
            Figure(position: job.position, file: job.file, figure: job.figureName, control: job.controlKey,
                   appearance: job.appearance.rawValue, scale: job.scale, outputName: job.outputName, output: job.output,
                   pixelWidth: job.variant?.scene.pixelWidth ?? 0, pixelHeight: job.variant?.scene.pixelHeight ?? 0,
                   seconds: outcome.seconds, status: outcome.status,
                   message: outcome.check?.message ?? outcome.errors.map(\.description).joined(separator: "\n"),
                   artifacts: outcome.check?.artifacts ?? [], recorded: outcome.check?.recorded)
        }
        planErrors = result.planErrors.map { error in
            PlanError(file: error.file ?? "",
                      figure: FigurePlan.concernsOneFigure(error) ? FieldPath(Array(error.field.components.prefix(2))).description : nil,
                      text: error.description)
        }
        errors = result.errors.map(\.description)
        warnings = result.warnings.map(\.description)
        skipped = result.skipped
    }

    /// Every path the record names that is inside `folder`: outputs, artifacts and recorded goldens.
    package func paths(inside folder: String) -> [String] {
        let prefix = Self.folderPrefix(folder)
        return figures.flatMap { [$0.output] + $0.artifacts + ($0.recorded.map { [$0] } ?? []) }.filter { $0.hasPrefix(prefix) }
    }

    /// The record with every path that starts with `from` (a folder) starting with `to` instead,
    /// in the path fields and where a message names one (a word starting with the folder).
    func movingPaths(from: String, to: String) -> BatchRecord {
        let old = Self.folderPrefix(from), new = Self.folderPrefix(to)
        // `out//a.png` (the folder given as `out/`) is written `$OUT/a.png`, like `out/a.png`.
        func moved(_ path: String) -> String { path.hasPrefix(old) ? new + path.dropFirst(old.count).drop { $0 == "/" } : path }
        var record = self
        for i in record.figures.indices {
            record.figures[i].message = Self.replacingWords(startingWith: old, by: new, in: record.figures[i].message)
            record.figures[i].output = moved(record.figures[i].output)
            record.figures[i].artifacts = record.figures[i].artifacts.map(moved)
            record.figures[i].recorded = record.figures[i].recorded.map(moved)
        }
        return record
    }

    /// `text` with `old` replaced by `new` where it starts a word (at the start, or after a
    /// space, a line break, a quote, a parenthesis or a comma), so that `out/` is replaced in
    /// `see out/a.png` but not in `layout/`.
    static func replacingWords(startingWith old: String, by new: String, in text: String) -> String {
        guard !old.isEmpty, text.contains(old) else { return text }
        let starts: Set<Character> = [" ", "\n", "\"", "'", "(", ","]
        var result = "", rest = Substring(text), previous: Character? = nil
        while let range = rest.range(of: old) {
            let before = rest[rest.startIndex ..< range.lowerBound]
            result += before
            let boundary = (before.last ?? previous).map(starts.contains) ?? true
            result += boundary ? new : old
            previous = old.last
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// `folder` with one trailing slash, as paths inside it start.
    static func folderPrefix(_ folder: String) -> String { folder.hasSuffix("/") ? folder : folder + "/" }

    // MARK: Saving and reading

    /// Writes the record as `<folder>/.controlkit-run.json` (atomically), its paths inside `folder` as `$OUT/…`.
    package func write(into folder: String) throws(DiagnosticList) {
        let portable = movingPaths(from: folder, to: Self.folderToken)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let bytes: [UInt8]
        do { bytes = Array(try encoder.encode(portable)) + [0x0A] } catch {
            throw DiagnosticList([Diagnostic(.error, file: folder, "the run's record could not be encoded: \(error)")])
        }
        try OutputSet.write(bytes, to: Self.folderPrefix(folder) + Self.fileName)
    }

    /// Reads `<folder>/.controlkit-run.json`, its `$OUT/…` paths made paths inside `folder`.
    /// Throws, naming the file, when it is missing, too large, not JSON of this format, or
    /// holds values no run writes (a negative position, a shard outside 1…count).
    package static func read(from folder: String) throws(DiagnosticList) -> BatchRecord {
        let path = folderPrefix(folder) + fileName
        func fail(_ message: String) -> DiagnosticList { DiagnosticList([Diagnostic(.error, file: path, message)]) }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw fail("no run record here: the folder is not the output of a batch or verify run (verify writes one with --out DIR)")
        }
        let size = (attributes[.size] as? Int) ?? 0
        guard size <= InputLimits.maxRunRecordBytes else {
            throw fail("\(size) bytes is over the \(InputLimits.maxRunRecordBytes)-byte limit")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw fail("the run record could not be read") }
        let record: BatchRecord
        do { record = try JSONDecoder().decode(BatchRecord.self, from: data) } catch let error as DecodingError {
            throw fail("not a run record: \(describe(error))")
        } catch {
            throw fail("not a run record: \(error)")
        }
        guard record.format == format else { throw fail("format \"\(record.format)\": expected \"\(format)\"") }
        guard ["batch", "verify"].contains(record.command) else { throw fail("command \"\(record.command)\": expected batch or verify") }
        if let shard = record.shard, shard.count < 1 || !(1 ... shard.count).contains(shard.index) {
            throw fail("shard \(shard.index)/\(shard.count): expected 1 ≤ index ≤ count")
        }
        if let bad = record.figures.firstIndex(where: { $0.position < 0 }) { throw fail("figures[\(bad)].position: expected 0 or more") }
        return record.movingPaths(from: folderToken, to: folder)
    }

    /// A decoding error as one line naming the field.
    private static func describe(_ error: DecodingError) -> String {
        func field(_ path: [CodingKey]) -> String {
            path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(field(context.codingPath + [key])): missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let name = field(context.codingPath)
            return (name.isEmpty ? "" : name + ": ") + context.debugDescription
        @unknown default: return "\(error)"
        }
    }
}
