import ControlKit
import FileIO
import Foundation
import PNGCodec
import Raster

/// Runs the catalogue against a folder of references and writes the report.
public enum Harness {
    /// `Benchmarks/Fidelity/Figures`, found from this source file (the harness runs from a checkout).
    public static let figuresDirectory: String = {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return here.appendingPathComponent("Figures").path
    }()

    /// One row of the report.
    public struct Row: Sendable {
        public var feature: String
        public var reference: String
        public var ours: String
        public var difference: String
        public var verdict: String
    }

    public struct Section: Sendable {
        public var reference: KnownReference
        /// Nil when the reference file is absent (then `wouldMeasure` lists the features).
        public var rows: [Row]?
        public var wouldMeasure: [String]
    }

    public struct Result: Sendable {
        public var sections: [Section]
        /// PNG files in the references folder the catalogue does not know.
        public var unknownFiles: [String]
        public var referencesFound: Int
    }

    /// Renders every figure the catalogue uses (once each), measures them, and measures each
    /// reference found under `refs` (nil or a missing folder: none).
    public static func run(refs: String?, figures: String = figuresDirectory) throws -> Result {
        var renders: [String: [String: RGBAImage]] = [:]
        for file in Set(Catalogue.all.map(\.figureFile)) {
            let plan = try FigurePlan.load(figures + "/" + file)
            var byName: [String: RGBAImage] = [:]
            for (variant, image) in plan.render() { byName[variant.figureName] = image }
            renders[file] = byName
        }
        let fm = FileManager.default
        var known = Set<String>(), found = 0
        var sections: [Section] = []
        for ref in Catalogue.all {
            known.insert(ref.file)
            let ours = ref.measureOurs(renders[ref.figureFile] ?? [:])
            let path = refs.map { $0 + "/" + ref.file }
            guard let path, fm.fileExists(atPath: path) else {
                sections.append(Section(reference: ref, rows: nil, wouldMeasure: ours.map(\.name)))
                continue
            }
            found += 1
            let image = try PNG.read(contentsOf: path)
            let theirs = ref.measureReference(image)
            sections.append(Section(reference: ref, rows: rows(ref: ref, theirs: theirs, ours: ours), wouldMeasure: []))
        }
        var unknown: [String] = []
        if let refs, let e = fm.enumerator(atPath: refs) {
            for case let f as String in e where f.lowercased().hasSuffix(".png") && !known.contains(f) { unknown.append(f) }
        }
        return Result(sections: sections, unknownFiles: unknown.sorted(), referencesFound: found)
    }

    /// Lines up the reference's and ControlKit's measures by name.
    static func rows(ref: KnownReference, theirs: [Measure], ours: [Measure]) -> [Row] {
        var out: [Row] = []
        let toPx3 = 3.0 / Double(ref.scale)
        for t in theirs {
            let o = ours.first { $0.name == t.name }
            let refText = format(t.reading, kind: t.kind, toPx3: toPx3)
            let ourText = o.map { format($0.reading, kind: $0.kind, toPx3: 1) } ?? "not measured"
            var diff = "—", verdict: String
            switch (t.reading, o?.reading) {
            case (.value(let a), .value(let b)?):
                let d = b - a * (t.kind == .level ? 1 : toPx3)
                switch t.kind {
                case .level:
                    diff = String(format: "%+.1f levels", d)
                    verdict = abs(d) <= Tolerance.levels ? "within 2 levels" : "off"
                case .geometry, .text, .weight:
                    diff = String(format: "%+.2f px @3x (%+.2f pt)", d, d / 3)
                    let tol = t.kind == .geometry ? Tolerance.geometryPx3 : t.kind == .text ? Tolerance.textPx3 : Tolerance.weightPx3
                    verdict = abs(d) <= tol ? "within \(String(format: "%g", tol)) px" : "off"
                case .exact: verdict = a == b ? "same" : "off"
                }
            case (.text(let a), .text(let b)?): verdict = a == b ? "same" : "off"
            case (.unreadable(let why), _): verdict = "not measurable: \(why)"
            case (_, .unreadable(let why)?): verdict = "ControlKit not measurable: \(why)"
            default: verdict = "not comparable"
            }
            if ref.design != ref.figureDesign, !verdict.hasPrefix("not measurable") {
                verdict = "different design (issue 30): ControlKit draws \(ref.figureDesign.rawValue), the reference is \(ref.design.rawValue)"
            }
            out.append(Row(feature: t.name, reference: refText, ours: ourText, difference: diff, verdict: verdict))
        }
        return out
    }

    static func format(_ r: Reading, kind: FeatureKind, toPx3: Double) -> String {
        switch r {
        case .value(let v):
            switch kind {
            case .level: return String(format: "%.1f", v)
            case .exact: return String(format: "%g", v)
            case .geometry, .text, .weight: return String(format: "%.2f px @3x (%.2f pt)", v * toPx3, v * toPx3 / 3)
            }
        case .text(let s): return s
        case .unreadable(let why): return "— (\(why))"
        }
    }
}
