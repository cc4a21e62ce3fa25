// Seeded mutations of the conformance set and hand-made seeds: every mutated document either
// imports or throws a DiagnosticList whose errors carry a line; nothing crashes or hangs.

import Documents
import Foundation
import Raster
import SVGImport
import TestSupport
import Testing

@Suite struct SVGFuzzTests {
    static let seeds: [String] = [
        SVGTest.wrap(##"<g transform="rotate(30 10 10) skewX(5)" opacity=".5"><path d="M1 1 C 5 0 9 9 2 8 Z" fill="url(#g)" stroke="#f0f8" stroke-dasharray="1,2"/></g>"##),
        SVGTest.wrap(##"<linearGradient id="g" x1="0" y1="0" x2="1" y2="1" gradientTransform="scale(2)"><stop offset="10%" stop-color="hsl(10 50% 50%)"/><stop offset="1" style="stop-color:red"/></linearGradient><rect rx="2" width="10" height="10" fill="url(#g)"/>"##),
        SVGTest.wrap(##"<style>.a{fill:red;stroke:blue} #b{opacity:.5}</style><symbol id="s" viewBox="0 0 4 4"><circle class="a" cx="2" cy="2" r="2"/></symbol><use id="b" href="#s" x="1" width="8" height="8"/>"##),
        SVGTest.wrap(##"<clipPath id="c"><rect width="5" height="5"/></clipPath><polygon points="0,0 10,0 5,8" clip-path="url(#c)"/><polyline points="1 1 2 2 3 1" stroke="red"/>"##),
    ]

    static func conformanceSeeds() -> [String] {
        let folder = ConformanceTests.folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".svg") }.sorted().compactMap {
            try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
    }

    @Test func mutatedDocumentsImportOrFailWithALine() {
        let seeds = Self.seeds + Self.conformanceSeeds()
        var mutator = Mutator(seed: 0x5EED_5C6, alphabet: "<>/=\"'#;:,.()-+eE0123456789 abcdefghijklmnopqrstuvwxyzMLCQZ%\n",
                              dictionary: Mutator.hugeNumbers + ["url(#g)", "url(#b)", "<use href=\"#b\"/>", "href=\"#s\"", "<g>", "</g>",
                                                                "&amp;", "<![CDATA[x]]>", "transform=\"scale(1e30)\"", "display=\"none\""],
                              operations: Mutator.textOperations + [.truncate])
        var imported = 0
        var failed = 0
        for i in 0 ..< 3_000 {
            let seed = seeds[i % seeds.count]
            let bytes = mutator.mutate(seed, times: 1 ... 4)
            do {
                let doc = try SVGDocument(data: Data(bytes), fileName: "fuzz.svg")
                #expect(doc.size.width > 0 && doc.size.height > 0)
                imported += 1
            } catch {
                failed += 1
                #expect(!error.errors.isEmpty)
                #expect(error.errors.allSatisfy { $0.location?.line != nil && $0.file == "fuzz.svg" }, "case \(i): \(error)")
            }
        }
        #expect(imported > 0 && failed > 0)
    }
}
