import Foundation
import Golden
import Testing

/// The rules docs/determinism.md sets for code whose results reach pixels, checked over every
/// source file so that a change breaking one fails here with its file and line:
/// no C-library transcendental (`PortableMath` instead), no fused multiply-add, no fast-math
/// flags, and no floating-point arithmetic in the C shims (clang may contract it into FMA).
@Suite struct DeterminismRulesTests {
    static let root: String = (try? PackageRoot.containing(filePath: #filePath)) ?? FileManager.default.currentDirectoryPath

    /// Every file under `Sources/` whose name ends with one of `extensions`, with its lines.
    static func sources(_ extensions: [String]) throws -> [(path: String, lines: [Substring])] {
        let base = root + "/Sources"
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: [(String, [Substring])] = []
        for case let relative as String in walker where extensions.contains(where: relative.hasSuffix) {
            let text = try String(contentsOfFile: base + "/" + relative, encoding: .utf8)
            found.append(("Sources/" + relative, text.split(separator: "\n", omittingEmptySubsequences: false)))
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// The line without a trailing `//` comment (good enough: no rule's pattern is in a string).
    static func code(_ line: Substring) -> Substring {
        if let range = line.range(of: "//") { return line[..<range.lowerBound] }
        return line
    }

    @Test func noCLibraryTranscendentals() throws {
        let names = ["sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "exp", "exp2", "expm1",
                     "log", "log2", "log10", "log1p", "pow", "cbrt", "hypot", "erf", "erfc", "tgamma", "lgamma"]
        let pattern = try Regex("(^|[^A-Za-z0-9_.])(" + names.map { "\($0)f?" }.joined(separator: "|") + ")\\(")
        var offences: [String] = []
        for (path, lines) in try Self.sources([".swift"]) where !path.hasSuffix("/PortableMath.swift") {
            for (i, line) in lines.enumerated() where Self.code(line).contains(pattern) {
                offences.append("\(path):\(i + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(offences.isEmpty, "C-library functions differ by library and CPU; use PortableMath:\n\(offences.joined(separator: "\n"))")
    }

    @Test func noFusedMultiplyAddOrFastMath() throws {
        let swiftPattern = try Regex("addingProduct|\\.fma\\b|fma\\(|fmaf\\(|_mm_|rsqrt|reciprocalEstimate")
        var offences: [String] = []
        for (path, lines) in try Self.sources([".swift"]) {
            for (i, line) in lines.enumerated() where Self.code(line).contains(swiftPattern) { offences.append("\(path):\(i + 1)") }
        }
        let manifest = try String(contentsOfFile: Self.root + "/Package.swift", encoding: .utf8)
        for flag in ["fast-math", "Ounchecked", "fp-contract", "-Ofast"] where manifest.contains(flag) {
            offences.append("Package.swift: \(flag)")
        }
        // The one unsafe flag allowed is -O, the optimisation a release build has anyway (its
        // pixels are the goldens', Scripts/determinism.sh): nothing that changes arithmetic.
        for match in manifest.matches(of: try Regex(#"unsafeFlags\(\[([^\]]*)\]"#)) {
            let flags = (match.output[1].substring ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if flags != [#""-O""#] { offences.append("Package.swift: unsafeFlags(\(flags))") }
        }
        if manifest.contains("unsafeFlags"), manifest.matches(of: try Regex(#"unsafeFlags\(\["#)).isEmpty {
            offences.append("Package.swift: unsafeFlags not given as a literal list")
        }
        #expect(offences.isEmpty, "results would differ between CPUs with and without FMA:\n\(offences.joined(separator: "\n"))")
    }

    @Test func theCShimsDoNoFloatingPointArithmetic() throws {
        let pattern = try Regex("\\b(float|double|long double)\\b")
        var offences: [String] = []
        for (path, lines) in try Self.sources([".c", ".h"]) {
            for (i, line) in lines.enumerated() where Self.code(line).contains(pattern) { offences.append("\(path):\(i + 1)") }
        }
        #expect(offences.isEmpty, "clang contracts C floating point into FMA where the CPU has it:\n\(offences.joined(separator: "\n"))")
    }
}
