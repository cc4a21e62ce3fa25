import FileIO
import Foundation
import PNGCodec
import Raster

/// Reviewed golden images in `<root>/Goldens/<group>/<name>.png`, compared as decoded pixels.
///
/// A check compares an image with its golden under `ComparisonOptions`, writes goldens only as
/// `recordMode` allows, and on any failure writes expected, actual, diff, triptych and the JSON
/// report to `<root>/.build/golden-failures/<group>/<name>/` — outside `Sources/`, `Tests/` and
/// `Goldens/` — and names them in the message. All files are written atomically.
public struct GoldenStore: Sendable {
    /// `<root>/Goldens`.
    public let goldensFolder: String
    /// `<root>/.build/golden-failures`.
    public let failuresFolder: String
    /// When the store writes goldens: never, for missing ones, for failed ones, or always.
    public let recordMode: RecordMode
    /// How a user records a missing golden, for messages: the environment variable for tests,
    /// `--record missing` for the command-line tool.
    public var recordHint = "run with \(RecordMode.environmentVariable)=missing"

    /// A store for the package at `packageRoot`.
    public init(packageRoot: String, recordMode: RecordMode = .never) {
        goldensFolder = packageRoot + "/Goldens"
        failuresFolder = packageRoot + "/.build/golden-failures"
        self.recordMode = recordMode
    }

    /// A store for the package holding `filePath` (pass `#filePath`), in `recordMode` or, when
    /// `nil`, the mode named by `CONTROLKIT_RECORD`.
    public init(filePath: String, recordMode: RecordMode? = nil) throws(GoldenError) {
        let root = try PackageRoot.containing(filePath: filePath)
        let mode: RecordMode
        if let recordMode { mode = recordMode } else { mode = try RecordMode.fromEnvironment(ProcessInfo.processInfo.environment) }
        self.init(packageRoot: root, recordMode: mode)
    }

    /// The golden's path.
    public func goldenPath(group: String, name: String) -> String { "\(goldensFolder)/\(group)/\(name).png" }

    /// The folder a failure of this golden writes its artifacts to.
    public func failureFolder(group: String, name: String) -> String { "\(failuresFolder)/\(group)/\(name)" }

    /// Compares `image` with golden `group/name`; never throws: every problem is a failed check
    /// with a message that names the file and the problem.
    public func check(_ image: RGBAImage, group: String, name: String,
                      options: ComparisonOptions = ComparisonOptions()) -> GoldenCheck {
        if !SafeName.isValidComponent(group) {
            return GoldenCheck(passed: false, message: GoldenError.invalidName(field: "group", value: group).description)
        }
        if !SafeName.isValidRelativePath(name) {
            return GoldenCheck(passed: false, message: GoldenError.invalidName(field: "name", value: name).description)
        }
        let path = goldenPath(group: group, name: name)
        guard FileManager.default.fileExists(atPath: path) else {
            if recordMode == .never {
                let saved = writeFailureArtifacts(expected: nil, actual: image, comparison: nil, group: group, name: name)
                return GoldenCheck(passed: false, message: "no golden at \(path) (record mode never); "
                    + "\(recordHint) to record it" + saved.sentence)
            }
            return record(image, group: group, name: name, because: "no golden existed")
        }
        let golden: RGBAImage
        do {
            golden = try PNG.read(contentsOf: path)
        } catch {
            return GoldenCheck(passed: false, message: "cannot use golden \(path): \(error)")
        }
        let comparison: Comparison
        do {
            comparison = try ImageComparison.compare(expected: golden, actual: image, options: options)
        } catch {
            return GoldenCheck(passed: false, message: "cannot compare with golden \(path): \(error)")
        }
        if recordMode == .all && golden != image {
            return record(image, group: group, name: name, because: "record mode all and the pixels changed (\(comparison.report.summary))",
                          report: comparison.report)
        }
        if comparison.passed {
            clearFailureArtifacts(group: group, name: name)
            return GoldenCheck(passed: true, message: "matches \(path)", report: comparison.report)
        }
        if recordMode == .failed || recordMode == .all {
            return record(image, group: group, name: name, because: "it did not match (\(comparison.report.summary))", report: comparison.report)
        }
        let saved = writeFailureArtifacts(expected: golden, actual: image, comparison: comparison, group: group, name: name)
        return GoldenCheck(passed: false, message: "\(path) does not match: \(comparison.report.summary)" + saved.sentence,
                           report: comparison.report, artifacts: saved.files)
    }

    /// Removes the failure artifacts of a golden that now matches (or was just recorded), so
    /// the failures folder holds only current failures.
    private func clearFailureArtifacts(group: String, name: String) {
        let folder = failureFolder(group: group, name: name)
        if FileManager.default.fileExists(atPath: folder) { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// Writes a golden and fails once, saying so.
    private func record(_ image: RGBAImage, group: String, name: String, because reason: String, report: DiffReport? = nil) -> GoldenCheck {
        clearFailureArtifacts(group: group, name: name)
        let path = goldenPath(group: group, name: name)
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try PNG.write(image, to: path, compression: .small)
        } catch {
            return GoldenCheck(passed: false, message: "cannot record golden \(path): \(error)", report: report)
        }
        return GoldenCheck(passed: false, message: "recorded golden \(path) because \(reason) (record mode \(recordMode.rawValue)); "
            + "review it, then run again: this check fails once", report: report, recorded: path)
    }

    /// Writes what a reviewer needs into this golden's failure folder (`FailureArtifacts`).
    private func writeFailureArtifacts(expected: RGBAImage?, actual: RGBAImage, comparison: Comparison?,
                                       group: String, name: String) -> FailureArtifacts {
        FailureArtifacts.write(expected: expected, actual: actual, comparison: comparison,
                               to: failureFolder(group: group, name: name))
    }
}

/// The outcome of one golden check.
public struct GoldenCheck: Hashable, Sendable {
    /// True when the image matched its golden; false on a mismatch, an error, or when a golden was recorded.
    public var passed: Bool
    /// What happened, naming the golden and, on failure, the artifacts written.
    public var message: String
    /// The comparison's numbers, when a comparison ran.
    public var report: DiffReport?
    /// Failure artifacts written (expected, actual, diff, triptych PNGs and report.json).
    public var artifacts: [String] = []
    /// The golden written in a record mode, if any.
    public var recorded: String?

    /// The outcome from its parts: whether it passed, the message, and what was compared, written and recorded.
    public init(passed: Bool, message: String, report: DiffReport? = nil, artifacts: [String] = [], recorded: String? = nil) {
        self.passed = passed; self.message = message; self.report = report
        self.artifacts = artifacts; self.recorded = recorded
    }
}
