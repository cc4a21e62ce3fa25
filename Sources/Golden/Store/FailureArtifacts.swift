import FileIO
import Foundation
import PNGCodec
import Raster

/// What a reviewer needs when an image does not match its reference, written to one folder:
/// `actual.png` always; with a comparison also `expected.png`, `diff.png`, `triptych.png`
/// (expected | diff | actual, labelled) and `report.json`. The golden store and the
/// swift-snapshot-testing strategies both write through this, so their failures look alike.
///
/// Invariants: every file is written atomically; `files` lists, in writing order, exactly the
/// files that were written, as absolute paths when `folder` is absolute.
package struct FailureArtifacts: Hashable, Sendable {
    /// The folder the files went to.
    package var folder: String
    /// The files written.
    package var files: [String]
    /// Why the files could not all be written, if they could not.
    package var problem: String?

    /// "; see a, b, c" (or why they could not be written): to append to a failure message.
    package var sentence: String {
        if let problem { return "; could not write the failure artifacts to \(folder): \(problem)" }
        return "; see " + files.joined(separator: ", ")
    }

    /// Creates `folder` if need be and writes the artifacts into it; never throws: a problem
    /// is kept in `problem`, with the files written before it in `files`.
    /// - Parameters:
    ///   - expected: the reference image, `nil` when there is none yet.
    ///   - comparison: `ImageComparison.compare(expected:actual:)`'s result; the diff, triptych
    ///     and report are written only when both it and `expected` are given.
    package static func write(expected: RGBAImage?, actual: RGBAImage, comparison: Comparison?,
                              to folder: String) -> FailureArtifacts {
        var artifacts = FailureArtifacts(folder: folder, files: [], problem: nil)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            func save(_ image: RGBAImage, _ file: String, compression: PNGCompression = .fast) throws {
                try PNG.write(image, to: "\(folder)/\(file)", compression: compression)
                artifacts.files.append("\(folder)/\(file)")
            }
            try save(actual, "actual.png")
            if let expected, let comparison {
                try save(expected, "expected.png")
                // The comparison's own pictures are encoded for speed (PNGCompression.speedFirst);
                // the two images compared keep `.fast`.
                try save(comparison.diff, "diff.png", compression: .speedFirst)
                try save(Triptych.render(expected: expected, diff: comparison.diff, actual: actual, report: comparison.report),
                         "triptych.png", compression: .speedFirst)
                try AtomicFile.write(Array(comparison.report.json().utf8), to: "\(folder)/report.json")
                artifacts.files.append("\(folder)/report.json")
            }
        } catch {
            artifacts.problem = "\(error)"
        }
        return artifacts
    }
}
