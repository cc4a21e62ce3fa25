// A verify batch's jobs: each variant drawn and checked with its golden through the golden
// store (`GoldenStore`), which writes goldens only in a record mode and failure artifacts
// (expected, actual, diff, triptych) for a reviewer.

import Documents
import Foundation
import Golden

extension Batch {
    /// Where one figure file's goldens are: a store and the group (folder) within it.
    struct GoldenFolder: Sendable {
        let store: GoldenStore
        /// The goldens folder's last component; the store's goldens folder is its parent.
        let group: String

        /// The golden of `variant`: `<folder>/<output name>.png`.
        func goldenPath(_ variant: FigureVariant) -> String { store.goldenPath(group: group, name: variant.goldenName) }
    }

    /// The goldens of figure file `file`: `verify.goldens`, or the file's own folder.
    static func goldenStore(for file: String, _ verify: VerifyOptions) -> GoldenFolder {
        let goldens = verify.goldens ?? FigureFile(figures: [], path: file).baseDirectory
        let folder = URL(fileURLWithPath: goldens).standardizedFileURL
        var store = GoldenStore(goldensFolder: folder.deletingLastPathComponent().path,
                                failuresFolder: verify.failures ?? GoldenVerifier.defaultFailuresDirectory(goldens: goldens),
                                recordMode: verify.record)
        store.recordHint = verify.recordHint
        return GoldenFolder(store: store, group: folder.lastPathComponent)
    }

    /// Draws `job`'s variant and checks it with its golden. The status is `.new` when no golden
    /// existed (recorded now in a record mode, or missing), `.passed` when it matches, and
    /// `.failed` otherwise (including a golden rewritten in a record mode: that check fails once).
    /// `threads` draw the variant together (the same pixels for any count).
    static func check(_ job: Job, store: GoldenFolder, comparison: ComparisonOptions, threads: Int = 1) -> Outcome {
        guard let variant = job.variant else {
            return Outcome(status: .error, seconds: 0, errors: [Diagnostic(.error, file: job.file, "\(job.outputName) was not composed")], check: nil)
        }
        let existed = FileManager.default.fileExists(atPath: job.output)
        let ((check, warnings), seconds) = timed { () -> (GoldenCheck, [Diagnostic]) in
            let rendering = variant.rendering(threads: threads)
            return (store.store.check(rendering.canvas.image(), group: store.group, name: variant.goldenName, options: comparison),
                    rendering.warnings.map { $0.inFile(job.file) })
        }
        let status: ReportEntry.Status = check.passed ? .passed : existed ? .failed : .new
        // The text's warnings are reported with the run's warnings (Batch.run routes them).
        return Outcome(status: status, seconds: seconds, errors: warnings, check: check)
    }
}

extension Batch.VerifyOptions {
    /// Where the failure artifacts of figure file `file`'s goldens go.
    package func failuresDirectory(for file: String) -> String { Batch.goldenStore(for: file, self).store.failuresFolder }
}
