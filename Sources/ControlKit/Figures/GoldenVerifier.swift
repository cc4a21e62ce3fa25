// Checking one figure file's figures against goldens: every variant rendered and compared,
// through the golden store, with `<goldens>/<output name>.png` — a verify batch of one file
// (`Batch`, mode `.verify`). Goldens are written only in a record mode.

import Documents
import Foundation
import Golden

/// Checks a figure file's variants against their goldens: a verify batch of one file.
public enum GoldenVerifier {
    /// The outcome of one variant's check.
    public struct Outcome: Sendable {
        /// The golden's name: the variant's output path without `.png`.
        public var name: String
        /// The check's result: passed or not, its message, and the comparison's numbers when one ran.
        public var check: GoldenCheck
    }

    /// Renders every variant of the figure file at `path` (on every core) and checks it with
    /// the golden `<goldensDirectory>/<name>.png`.
    /// - Parameters:
    ///   - path: the figure file.
    ///   - goldensDirectory: the folder holding its goldens.
    ///   - record: when goldens may be written (`never` compares only).
    ///   - failuresDirectory: where failure artifacts go (expected, actual, diff, triptych,
    ///     report), as `<failuresDirectory>/<group>/<name>/`; nil for `defaultFailuresDirectory`.
    ///   - strict: warnings count as errors.
    ///   - comparison: how images are compared; exact by default (our renders are deterministic).
    ///   - recordHint: how the caller records a missing golden, for the message.
    ///   - progress: called after each variant with the count done, the total and the golden's path.
    /// - Throws: every error of the file; nothing is compared or written then.
    public static func verify(path: String, goldensDirectory: String, record: RecordMode = .never,
                              failuresDirectory: String? = nil, strict: Bool = false,
                              comparison: ComparisonOptions = ComparisonOptions(),
                              recordHint: String = "run with --record missing",
                              progress: @escaping @Sendable (Int, Int, String) -> Void = { _, _, _ in }) throws(DiagnosticList) -> [Outcome] {
        let verify = Batch.VerifyOptions(goldens: goldensDirectory, record: record, failures: failuresDirectory, comparison: comparison,
                                         recordHint: recordHint)
        let result = Batch.run([path], outputDirectory: "", options: Batch.Options(strict: strict, mode: .verify(verify)), progress: progress)
        if !result.errors.isEmpty { throw DiagnosticList(result.errors + result.warnings) }
        return zip(result.jobs, result.outcomes).compactMap { job, outcome in
            outcome.check.map { Outcome(name: job.outputName, check: $0) }
        }
    }

    /// Where failures of the goldens in `goldens` go unless the caller says: the
    /// `.build/golden-failures` of the package holding that folder (where `assertGolden` writes
    /// too), or `<goldens>.failures` beside it when it is in no package. Either way the
    /// artifacts of group `g` land in `<folder>/g/<name>/`.
    public static func defaultFailuresDirectory(goldens: String) -> String {
        let folder = URL(fileURLWithPath: goldens).standardizedFileURL
        if let root = try? PackageRoot.containing(filePath: folder.appendingPathComponent("x").path) {
            return root + "/.build/golden-failures"
        }
        return folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + ".failures").path
    }
}
