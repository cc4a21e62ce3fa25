import Foundation
import PNGCodec
import Raster

/// What `controlkit diff` prints and returns.
public struct DiffToolResult: Hashable, Sendable {
    /// 0 equal within tolerance, 1 different, 2 error.
    public var exitCode: Int32
    public var standardOutput: String
    public var standardError: String
}

/// A bad command line or an unusable file, naming the flag or the file.
public enum DiffToolError: Error, Hashable, Sendable, CustomStringConvertible {
    case badValue(flag: String, value: String, expected: String)
    case conflict(String)
    case file(path: String, problem: String)

    public var description: String {
        switch self {
        case let .badValue(flag, value, expected): "invalid value '\(value)' for \(flag): expected \(expected)"
        case let .conflict(message): message
        case let .file(path, problem): "\(path): \(problem)"
        }
    }
}

/// The logic of `controlkit diff`, kept here (not in the CLI target) so it is unit-tested; the
/// command only maps its flags onto `DiffArguments` and exits with `exitCode`.
public enum DiffTool {
    public static let exitEqual: Int32 = 0
    public static let exitDifferent: Int32 = 1
    public static let exitError: Int32 = 2

    public static func run(_ arguments: DiffArguments) -> DiffToolResult {
        do {
            return try compare(arguments)
        } catch {
            return DiffToolResult(exitCode: exitError, standardOutput: "", standardError: "controlkit diff: error: \(error)\n")
        }
    }

    static func compare(_ arguments: DiffArguments) throws(DiffToolError) -> DiffToolResult {
        let options = try comparisonOptions(arguments)
        let expected = try read(arguments.expected)
        let actual = try read(arguments.actual)
        let comparison: Comparison
        do {
            comparison = try ImageComparison.compare(expected: expected, actual: actual, options: options)
        } catch {
            throw .conflict("\(error)")
        }
        if let path = arguments.output { try write(comparison.diff, to: path) }
        if let path = arguments.triptych {
            try write(Triptych.render(expected: expected, diff: comparison.diff, actual: actual, report: comparison.report), to: path)
        }
        let report = comparison.report
        let text: String
        if arguments.json {
            text = report.json()
        } else {
            // pixelmatch's two lines first, so scripts written for its CLI keep working.
            text = "different pixels: \(report.differentPixels)\n"
                + "error: \(String(format: "%.2f", report.ratio * 100))%\n"
                + report.summary + "\n"
        }
        return DiffToolResult(exitCode: comparison.passed ? exitEqual : exitDifferent, standardOutput: text, standardError: "")
    }

    static func read(_ path: String) throws(DiffToolError) -> RGBAImage {
        do {
            return try PNG.read(contentsOf: path)
        } catch {
            if case .unreadableFile(_, let reason) = error { throw .file(path: path, problem: "cannot read: \(reason)") }
            throw .file(path: path, problem: "\(error)")
        }
    }

    static func write(_ image: RGBAImage, to path: String) throws(DiffToolError) {
        do {
            try PNG.write(image, to: path, compression: .fast)
        } catch {
            throw .file(path: path, problem: "\(error)")
        }
    }

    /// Parses and checks every flag; defaults are pixelmatch's.
    static func comparisonOptions(_ a: DiffArguments) throws(DiffToolError) -> ComparisonOptions {
        let modeName = a.mode ?? "pixelmatch"
        let threshold = try a.threshold.map { v throws(DiffToolError) in try number(v, flag: "--threshold", range: 0 ... .infinity) }
        if a.noCheckerboard && modeName != "pixelmatch" {
            throw .conflict("--no-checkerboard applies only to --mode pixelmatch")
        }
        let mode: ComparisonMode
        switch modeName {
        case "exact":
            guard threshold.map({ $0 <= 255 && $0 == $0.rounded() }) ?? true else {
                throw .badValue(flag: "--threshold", value: a.threshold ?? "", expected: "a whole channel difference 0...255 in exact mode")
            }
            mode = .exact(ExactOptions(maxChannelDifference: Int(threshold ?? 0)))
        case "pixelmatch":
            mode = .pixelmatch(PixelmatchOptions(threshold: threshold ?? PixelmatchOptions.defaultThreshold,
                                                 includeAA: a.includeAA, checkerboard: !a.noCheckerboard))
        case "perceptual":
            mode = .perceptual(PerceptualOptions(threshold: threshold ?? PerceptualOptions.justNoticeableDifference,
                                                 antiAliasingTolerance: !a.includeAA))
        default:
            throw .badValue(flag: "--mode", value: modeName, expected: "exact, pixelmatch or perceptual")
        }
        var style = DiffStyle(diffMask: a.diffMask)
        if let v = a.alpha { style.alpha = try number(v, flag: "--alpha", range: -Double.greatestFiniteMagnitude ... .greatestFiniteMagnitude) }
        if let v = a.aaColor { style.aaColor = try color(v, flag: "--aa-color") }
        if let v = a.diffColor { style.diffColor = try color(v, flag: "--diff-color") }
        if let v = a.diffColorAlt { style.diffColorAlt = try color(v, flag: "--diff-color-alt") }
        var options = ComparisonOptions(mode: mode, style: style)
        if let v = a.maxDiffPixels {
            guard let n = Int(v), n >= 0 else { throw .badValue(flag: "--max-diff-pixels", value: v, expected: "a whole number >= 0") }
            options.maxDiffPixels = n
        }
        if let v = a.maxDiffRatio { options.maxDiffRatio = try number(v, flag: "--max-diff-ratio", range: 0 ... 1) }
        options.ignoreRegions = try a.ignore.map { v throws(DiffToolError) in try rect(v) }
        return options
    }

    static func number(_ text: String, flag: String, range: ClosedRange<Double>) throws(DiffToolError) -> Double {
        guard let v = Double(text), v.isFinite, range.contains(v) else {
            let bounds = range.upperBound == .infinity ? "a number >= \(range.lowerBound)"
                : range.lowerBound == -Double.greatestFiniteMagnitude ? "a finite number" : "a number \(range.lowerBound)...\(range.upperBound)"
            throw .badValue(flag: flag, value: text, expected: bounds)
        }
        return v
    }

    /// `R,G,B` with each part a whole number 0–255.
    static func color(_ text: String, flag: String) throws(DiffToolError) -> Color {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { UInt8($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2] else {
            throw .badValue(flag: flag, value: text, expected: "R,G,B with each part 0...255")
        }
        return Color(r: r, g: g, b: b)
    }

    /// `X,Y,W,H` in pixels, W and H > 0.
    static func rect(_ text: String) throws(DiffToolError) -> PixelRect {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3], w > 0, h > 0 else {
            throw .badValue(flag: "--ignore", value: text, expected: "X,Y,W,H in pixels with W and H > 0")
        }
        return PixelRect(x: x, y: y, width: w, height: h)
    }
}
