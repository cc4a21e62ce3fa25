// Checking a spec's figures against goldens: every variant rendered and compared, through the
// golden store, with `<goldens>/<output name>.png`. Goldens are written only in a record mode.

import Foundation
import Golden

public enum SpecVerifier {
    /// The outcome of one variant's check.
    public struct Outcome: Sendable {
        /// The golden's name: the variant's output path without `.png`.
        public var name: String
        public var check: GoldenCheck
    }

    /// Renders every variant of the spec at `specPath` and checks it with the golden
    /// `<goldensDirectory>/<name>.png`.
    /// - Parameters:
    ///   - record: when goldens may be written (`never` compares only).
    ///   - failuresDirectory: where failure artifacts go (expected, actual, diff, triptych, report).
    ///   - tolerance: the comparison; exact by default (our renders are deterministic).
    /// - Throws: `SpecFailure` for a spec error (nothing is compared or written then), or for an
    ///   output name the golden store cannot use (names must be flat: no `/` and no `@`).
    public static func verify(specPath: String, goldensDirectory: String, record: RecordMode = .never,
                              failuresDirectory: String = ".build/golden-failures", strict: Bool = false,
                              tolerance: ComparisonOptions = ComparisonOptions(),
                              progress: (Int, Int, String) -> Void = { _, _, _ in }) throws(SpecFailure) -> [Outcome] {
        let spec = try SpecFile.load(specPath)
        let prepared = try SpecRenderer.prepare(spec, baseDirectory: SpecFile.directory(of: specPath), strict: strict, file: specPath)
        let folder = URL(fileURLWithPath: goldensDirectory).standardizedFileURL
        let group = folder.lastPathComponent
        let store = GoldenStore(goldensFolder: folder.deletingLastPathComponent().path, failuresFolder: failuresDirectory,
                                recordMode: record)
        var outcomes: [Outcome] = []
        for (index, variant) in prepared.variants.enumerated() {
            let name = String(variant.outputPath.dropLast(".png".count))
            progress(index + 1, prepared.variants.count, name)
            outcomes.append(Outcome(name: name, check: store.check(variant.render().image(), group: group, name: name, options: tolerance)))
        }
        return outcomes
    }
}
