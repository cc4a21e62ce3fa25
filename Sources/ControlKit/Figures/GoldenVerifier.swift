// Checking a figure file's figures against goldens: every variant rendered and compared,
// through the golden store, with `<goldens>/<output name>.png`. Goldens are written only in a
// record mode.

import Documents
import Foundation
import Golden

public enum GoldenVerifier {
    /// The outcome of one variant's check.
    public struct Outcome: Sendable {
        /// The golden's name: the variant's output path without `.png`.
        public var name: String
        public var check: GoldenCheck
    }

    /// Renders every variant of the figure file at `path` and checks it with the golden
    /// `<goldensDirectory>/<name>.png`.
    /// - Parameters:
    ///   - record: when goldens may be written (`never` compares only).
    ///   - failuresDirectory: where failure artifacts go (expected, actual, diff, triptych, report).
    ///   - comparison: how images are compared; exact by default (our renders are deterministic).
    /// - Throws: every error of the file; nothing is compared or written then.
    public static func verify(path: String, goldensDirectory: String, record: RecordMode = .never,
                              failuresDirectory: String = ".build/golden-failures", strict: Bool = false,
                              comparison: ComparisonOptions = ComparisonOptions(),
                              progress: (Int, Int, String) -> Void = { _, _, _ in }) throws(DiagnosticList) -> [Outcome] {
        let plan = try FigurePlan.load(path, strict: strict)
        let folder = URL(fileURLWithPath: goldensDirectory).standardizedFileURL
        let store = GoldenStore(goldensFolder: folder.deletingLastPathComponent().path, failuresFolder: failuresDirectory,
                                recordMode: record)
        var outcomes: [Outcome] = []
        for (index, variant) in plan.variants.enumerated() {
            progress(index + 1, plan.variants.count, variant.goldenName)
            outcomes.append(Outcome(name: variant.goldenName,
                                    check: store.check(variant.render().image(), group: folder.lastPathComponent,
                                                       name: variant.goldenName, options: comparison)))
        }
        return outcomes
    }
}
