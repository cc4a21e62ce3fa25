// Joining the shards of a CI matrix (issue 27): each shard's run left its outputs and its
// record (`BatchRecord`) in its own folder; the merge copies the files the records name into
// one folder and joins the records in the whole batch's input order, so the report, JUnit file
// and summary written from the result are those of the unsharded run.

import Documents
import FileIO
import Foundation

/// The merge of several runs' folders into one.
package enum BatchMerge {
    /// Joins the runs saved in `folders` (each the `--out` of a `batch` or `verify` run) into
    /// `out`, and returns the joined record, which is also saved there.
    ///
    /// The runs must all be of one command, and either all shards of one split (each of 1…N
    /// exactly once; the variants go back into input order) or all whole runs (joined in the
    /// order given). Every file a record names inside its folder (a PNG written, a failure's
    /// images) is copied to the same place under `out`; two runs naming one place must have
    /// written the same bytes there. An error found while planning, which every shard finds
    /// again, is kept once, as are warnings and skipped files.
    ///
    /// Throws every problem found, naming the folder or file, before anything is written: a
    /// folder without a record, runs that do not fit together, a file missing or differing.
    package static func merge(_ folders: [String], into out: String) throws(DiagnosticList) -> BatchRecord {
        var collector = DiagnosticCollector()
        var runs: [(folder: String, record: BatchRecord)] = []
        for folder in folders {
            if let record = collector.attemptAll({ () throws(DiagnosticList) in try BatchRecord.read(from: folder) }) {
                runs.append((folder, record))
            }
        }
        try collector.throwIfErrors()
        try checkFit(runs)
        let copies = try plannedCopies(runs, into: out)

        let moved = runs.map { $0.record.movingPaths(from: $0.folder, to: out) }
        var figures: [BatchRecord.Figure] = []
        if moved.allSatisfy({ $0.shard != nil }) {
            figures = moved.flatMap(\.figures).sorted { $0.position < $1.position }
        } else {
            for record in moved {
                let offset = figures.count
                figures += record.figures.map { var figure = $0; figure.position += offset; return figure }
            }
        }
        let planErrors = unique(moved.flatMap(\.planErrors))
        let planTexts = Set(planErrors.map(\.text))
        let errors = unique(planErrors.map(\.text) + moved.flatMap(\.errors).filter { !planTexts.contains($0) })
        let merged = BatchRecord(command: moved.first?.command ?? "batch", shard: nil, seconds: moved.map(\.seconds).max() ?? 0,
                                 figures: figures, planErrors: planErrors, errors: errors,
                                 warnings: unique(moved.flatMap(\.warnings)), skipped: unique(moved.flatMap(\.skipped)))

        let outputs = OutputSet()
        for copy in copies {
            guard let bytes = FileManager.default.contents(atPath: copy.source) else {
                throw DiagnosticList([Diagnostic(.error, file: copy.source, "could not be read")])
            }
            try outputs.stage(Array(bytes), to: copy.target)
        }
        try outputs.commitReporting()
        try merged.write(into: out)
        return merged
    }

    /// Throws unless the runs fit together: one command; all shards of one split, each once and
    /// none missing, or all whole runs.
    private static func checkFit(_ runs: [(folder: String, record: BatchRecord)]) throws(DiagnosticList) {
        guard let first = runs.first else { throw DiagnosticList([Diagnostic(.error, "no folder to merge")]) }
        if let other = runs.first(where: { $0.record.command != first.record.command }) {
            throw DiagnosticList([Diagnostic(.error, file: other.folder,
                                             "a \(other.record.command) run, but \(first.folder) holds a \(first.record.command) run; merge runs of one command")])
        }
        let sharded = runs.filter { $0.record.shard != nil }
        guard let split = sharded.first?.record.shard else { return }
        if let whole = runs.first(where: { $0.record.shard == nil }) {
            throw DiagnosticList([Diagnostic(.error, file: whole.folder,
                                             "a whole run, but \(split.index)/\(split.count) in \(sharded[0].folder) is a shard; merge the shards of one split, or whole runs")])
        }
        var seen: [Int: String] = [:]
        var problems: [Diagnostic] = []
        for run in sharded {
            guard let shard = run.record.shard else { continue }
            if shard.count != split.count {
                problems.append(Diagnostic(.error, file: run.folder, "shard \(shard.index)/\(shard.count), but \(sharded[0].folder) is one of \(split.count); merge the shards of one split"))
            } else if let earlier = seen[shard.index] {
                problems.append(Diagnostic(.error, file: run.folder, "shard \(shard.index)/\(shard.count) is also in \(earlier); give each shard once"))
            } else {
                seen[shard.index] = run.folder
            }
        }
        if problems.isEmpty {
            let missing = (1 ... split.count).filter { seen[$0] == nil }
            if !missing.isEmpty {
                problems.append(Diagnostic(.error, "shard\(missing.count == 1 ? "" : "s") \(missing.map(String.init).joined(separator: ", ")) of \(split.count) "
                                           + "missing: give the output folder of every shard (a merge of part of the work would report a partial run)"))
            }
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
    }

    /// The files to copy: each path a run names inside its folder, to the same place under
    /// `out`. Throws when one is missing, or two runs wrote different bytes to one place.
    private static func plannedCopies(_ runs: [(folder: String, record: BatchRecord)], into out: String)
        throws(DiagnosticList) -> [(source: String, target: String)] {
        var copies: [(source: String, target: String)] = []
        var sources: [String: String] = [:]
        var problems: [Diagnostic] = []
        for run in runs {
            let prefix = BatchRecord.folderPrefix(run.folder)
            for path in unique(run.record.paths(inside: run.folder)) {
                // `out//a.png` (a folder given as `out/`) is the same file as `out/a.png`.
                let relative = String(path.dropFirst(prefix.count).drop { $0 == "/" })
                guard FileManager.default.fileExists(atPath: path) else {
                    problems.append(Diagnostic(.error, file: path, "named by the run's record but not there; copy the shard's whole output folder"))
                    continue
                }
                if let earlier = sources[relative] {
                    if FileManager.default.contents(atPath: earlier) != FileManager.default.contents(atPath: path) {
                        problems.append(Diagnostic(.error, file: path, "differs from \(earlier), written to the same place by another run; "
                                                   + "were the shards run on different inputs or builds?"))
                    }
                    continue
                }
                sources[relative] = path
                copies.append((path, BatchRecord.folderPrefix(out) + relative))
            }
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        return copies
    }

    /// `items` without repeats, each where it first came.
    private static func unique<T: Hashable>(_ items: [T]) -> [T] {
        var seen = Set<T>()
        return items.filter { seen.insert($0).inserted }
    }
}
