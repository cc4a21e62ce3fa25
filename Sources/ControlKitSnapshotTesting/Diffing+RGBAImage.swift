import ControlKit
import Foundation
import Golden
import PNGCodec
import Raster
import SnapshotTesting

extension Diffing where Value == RGBAImage {
    /// PNG files compared as decoded pixels by ControlKit's differ.
    ///
    /// - `toData`: an 8-bit RGBA PNG with an sRGB chunk and nothing else (`PNG.encode`, the
    ///   `.small` compression goldens use): the same pixels give the same bytes with the same
    ///   libpng and zlib. An image PNG cannot hold (0 × 0, or over `ImageLimits`) gives empty data.
    /// - `fromData`: the decoded straight-alpha pixels; data that is not a PNG this decoder
    ///   reads (empty, truncated, over `PNGLimits.default`) gives the 0 × 0 image, which never
    ///   matches a real image, so a broken reference fails rather than traps.
    /// - `diff`: `ImageComparison.compare(expected: reference, actual: new, options: comparison)`;
    ///   `nil` when it passes. Otherwise a message with the comparison's summary naming the
    ///   files written to `<failuresFolder>/<fingerprint>/` — `expected.png`, `actual.png`,
    ///   `diff.png`, `triptych.png` (expected | diff | actual) and `report.json` — where the
    ///   fingerprint is 16 hex digits of both images' sizes and pixels, so two different
    ///   failures never overwrite each other's files. The diff and triptych PNGs are also
    ///   attached (Xcode shows them; `swift test` on Linux ignores attachments). Options out of
    ///   range (`ComparisonError`) are a failure naming the option, whatever the images.
    ///
    /// - Parameters:
    ///   - comparison: mode (exact, pixelmatch, perceptual), thresholds, ignore regions in the
    ///     reference's pixels and the pixel budget; exact by default.
    ///   - failuresFolder: an absolute folder for failure artifacts; created when needed.
    public static func controlKit(comparison: ComparisonOptions = ComparisonOptions(),
                                  failuresFolder: String) -> Diffing<RGBAImage> {
        .diff(
            toData: { image in Data(SnapshotPNG.encode(image)) },
            fromData: { data in SnapshotPNG.decode([UInt8](data)) },
            diffV2: { reference, new in
                SnapshotComparison.failure(expected: reference, actual: new, options: comparison, failuresFolder: failuresFolder)
            }
        )
    }
}

/// The PNG form of a snapshot: the encoding and decoding `Diffing.controlKit` stores with.
enum SnapshotPNG {
    /// Deterministic PNG bytes; empty for an image PNG cannot hold.
    static func encode(_ image: RGBAImage) -> [UInt8] {
        (try? PNG.encode(image, compression: .small)) ?? []
    }

    /// The decoded pixels; the 0 × 0 image for data that does not decode.
    static func decode(_ bytes: [UInt8]) -> RGBAImage {
        (try? PNG.decode(bytes)) ?? .empty
    }
}

/// One comparison of a snapshot with its reference, and what a failure leaves behind.
enum SnapshotComparison {
    /// `nil` when `actual` matches `expected` under `options`; otherwise the failure message and
    /// the diff and triptych PNGs as attachments, after writing the artifacts.
    static func failure(expected: RGBAImage, actual: RGBAImage, options: ComparisonOptions,
                        failuresFolder: String) -> (String, [DiffAttachment])? {
        let comparison: Comparison
        do {
            comparison = try ImageComparison.compare(expected: expected, actual: actual, options: options)
        } catch {
            return ("ControlKit cannot compare the snapshot: \(error)", [])
        }
        if comparison.passed { return nil }
        let folder = "\(failuresFolder)/\(fingerprint(expected, actual))"
        let artifacts = FailureArtifacts.write(expected: expected, actual: actual, comparison: comparison, to: folder)
        var message = "ControlKit: the snapshot does not match its reference: \(comparison.report.summary)" + artifacts.sentence
        if expected.width == 0 || expected.height == 0 {
            message += "\n(the reference holds no pixels: an empty file, or not a PNG ControlKit can read; delete it to record it again)"
        }
        let triptych = Triptych.render(expected: expected, diff: comparison.diff, actual: actual, report: comparison.report)
        let attachments = [(comparison.diff, "diff.png"), (triptych, "triptych.png")].compactMap { image, name -> DiffAttachment? in
            let bytes = SnapshotPNG.encode(image)
            return bytes.isEmpty ? nil : .data(Data(bytes), name: name)
        }
        return (message, attachments)
    }

    /// 16 hex digits of ControlKit's content hash (`Hash128`) over both images' sizes and
    /// pixels: stable across runs and machines, for naming a folder, not for security.
    static func fingerprint(_ expected: RGBAImage, _ actual: RGBAImage) -> String {
        var hash = Hash128()
        for image in [expected, actual] {
            hash.add("\(image.width)x\(image.height)")
            hash.add(image.bytes)
        }
        return String(hash.hex.prefix(16))
    }
}
