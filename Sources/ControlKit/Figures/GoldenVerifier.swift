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
    ///   - failuresDirectory: where failure artifacts go (expected, actual, diff, triptych,
    ///     report), as `<failuresDirectory>/<group>/<name>/`; nil for `defaultFailuresDirectory`.
    ///   - comparison: how images are compared; exact by default (our renders are deterministic).
    ///   - recordHint: how the caller records a missing golden, for the message.
    /// - Throws: every error of the file; nothing is compared or written then.
    public static func verify(path: String, goldensDirectory: String, record: RecordMode = .never,
                              failuresDirectory: String? = nil, strict: Bool = false,
                              comparison: ComparisonOptions = ComparisonOptions(),
                              recordHint: String = "run with --record missing",
                              progress: (Int, Int, String) -> Void = { _, _, _ in }) throws(DiagnosticList) -> [Outcome] {
        let plan = try FigurePlan.load(path, strict: strict)
        let folder = URL(fileURLWithPath: goldensDirectory).standardizedFileURL
        var store = GoldenStore(goldensFolder: folder.deletingLastPathComponent().path,
                                failuresFolder: failuresDirectory ?? defaultFailuresDirectory(goldens: goldensDirectory), recordMode: record)
        store.recordHint = recordHint
        var outcomes: [Outcome] = []
        for (index, variant) in plan.variants.enumerated() {
            progress(index + 1, plan.variants.count, variant.goldenName)
            outcomes.append(Outcome(name: variant.goldenName,
                                    check: store.check(variant.render().image(), group: folder.lastPathComponent,
                                                       name: variant.goldenName, options: comparison)))
        }
        return outcomes
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
