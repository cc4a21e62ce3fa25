// Every case of Conformance/ (hand-written SVGs, references rendered by librsvg's
// rsvg-convert at 1x) imported, rendered at @1x and compared with its reference.

import Documents
import Foundation
import PNGCodec
import Raster
import SVGImport
import Testing

/// The comparison, on premultiplied RGBA8:
/// - a pixel *differs* when a channel is more than `channelTolerance` (24/255) away;
/// - an *edge* pixel is one whose reference 3 × 3 neighbourhood is not flat (some neighbour
///   more than `channelTolerance` away from it): anti-aliasing differs between rasterizers
///   there;
/// - a case matches when at most `maxInteriorDiffering` (0.2%) of its pixels differ away from
///   edges and at most `maxDiffering` (4%) differ in all.
/// A wrong colour, a missing shape, a wrong transform or fill rule changes whole areas away
/// from edges (a 64 × 64 case has 4096 pixels, so 0.2% is 8 pixels) and fails.
@Suite struct ConformanceTests {
    static let channelTolerance = 24
    static let maxInteriorDiffering = 0.002
    static let maxDiffering = 0.04

    /// Cases librsvg and the importer are known to draw differently, each with why
    /// (Conformance/README.md, "Known differences").
    static let knownDifferences: [String: String] = [
        "07-polygon-odd-coords": "librsvg 2.54 draws nothing for an odd coordinate count; SVG 2 draws the points before it",
        "48-gradient-radial": "Raster has no radial paint: the importer draws the stops' average colour",
    ]

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Conformance")

    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }.sorted()
    }

    struct Outcome: CustomStringConvertible {
        var differing = 0
        var interiorDiffering = 0
        var pixels = 1
        var worst = 0
        var matches: Bool {
            Double(interiorDiffering) <= ConformanceTests.maxInteriorDiffering * Double(pixels)
                && Double(differing) <= ConformanceTests.maxDiffering * Double(pixels)
        }
        var description: String { "\(differing) of \(pixels) pixels differ (\(interiorDiffering) away from edges), worst by \(worst)" }
    }

    static func compare(_ actual: Pixmap, _ reference: Pixmap) -> Outcome? {
        guard actual.width == reference.width, actual.height == reference.height else { return nil }
        func channels(_ c: PremultipliedColor) -> [Int] { [Int(c.r), Int(c.g), Int(c.b), Int(c.a)] }
        func distance(_ a: PremultipliedColor, _ b: PremultipliedColor) -> Int {
            zip(channels(a), channels(b)).map { abs($0 - $1) }.max() ?? 0
        }
        var outcome = Outcome(pixels: actual.width * actual.height)
        for y in 0 ..< actual.height {
            for x in 0 ..< actual.width {
                let d = distance(actual[x, y], reference[x, y])
                outcome.worst = max(outcome.worst, d)
                guard d > channelTolerance else { continue }
                outcome.differing += 1
                var edge = false
                for dy in -1 ... 1 {
                    for dx in -1 ... 1 where (0 ..< reference.width).contains(x + dx) && (0 ..< reference.height).contains(y + dy) {
                        if distance(reference[x + dx, y + dy], reference[x, y]) > channelTolerance { edge = true }
                    }
                }
                if !edge { outcome.interiorDiffering += 1 }
            }
        }
        return outcome
    }

    @Test func everyCaseMatchesLibrsvg() throws {
        let cases = Self.cases
        try #require(!cases.isEmpty, "no cases in \(Self.folder.path)")
        var passed = 0
        for name in cases {
            let svg = try Data(contentsOf: Self.folder.appendingPathComponent("\(name).svg"))
            let referencePath = Self.folder.appendingPathComponent("references/\(name).png").path
            guard let reference = try? Pixmap(contentsOfPNG: referencePath) else {
                Issue.record("\(name): no reference PNG at \(referencePath)")
                continue
            }
            let outcome: Outcome?
            do {
                let doc = try SVGDocument(data: svg, fileName: "\(name).svg")
                outcome = Self.compare(doc.scene(name: name).render().pixmap, reference)
            } catch {
                Issue.record("\(name): \(error)")
                continue
            }
            let matches = outcome?.matches ?? false
            if matches { passed += 1 }
            if let reason = Self.knownDifferences[name] {
                #expect(!matches, "\(name) now matches; remove it from knownDifferences (\(reason))")
            } else {
                #expect(matches, "\(name): \(outcome.map(\.description) ?? "size differs from the reference")")
            }
        }
        print("\(passed) of \(cases.count) conformance cases match librsvg")
    }

    /// The comparison can fail: the star case drawn with its two fill rules swapped does not
    /// match its reference.
    @Test func swappedFillRulesFailTheComparison() throws {
        let name = "16-fill-rule-star"
        let text = try String(contentsOf: Self.folder.appendingPathComponent("\(name).svg"), encoding: .utf8)
        let swapped = text.replacingOccurrences(of: "\"nonzero\"", with: "\"swap\"")
            .replacingOccurrences(of: "\"evenodd\"", with: "\"nonzero\"").replacingOccurrences(of: "\"swap\"", with: "\"evenodd\"")
        try #require(swapped != text)
        let reference = try Pixmap(contentsOfPNG: Self.folder.appendingPathComponent("references/\(name).png").path)
        let doc = try SVGDocument(data: Data(swapped.utf8))
        let outcome = try #require(Self.compare(doc.scene(name: name).render().pixmap, reference))
        #expect(!outcome.matches, "\(outcome)")
    }
}
