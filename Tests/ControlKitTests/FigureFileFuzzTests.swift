import ControlKit
import TestSupport
import Testing

/// Fuzzing what parses: seeded mutations of a valid figure file are decoded, checked and laid
/// out; each gives figures or a typed error, never a crash.
@Suite struct FigureFileFuzzTests {
    static let yaml = """
        format: controlkit-figures/1
        defaults:
          scales: [2, 3]
          appearances: [light, dark]
          output: "{name}-{appearance}-{scale}x.png"
        figures:
          - name: dots
            pageControl: {pages: 5, currentPage: 1, backgroundStyle: prominent, direction: rtl}
          - name: weather
            pageControl:
              pages: 8
              currentPage: 0
              pageImages:
                0: location.fill
          - name: tinted
            backdrop: systemBackground
            pageControl: {pages: 30, currentPage: 15, tintCurrent: "#FF9500", indicatorImage: star.fill}
        """

    static func mutate(_ text: String, _ rng: inout SeededRandom, alphabet: [UInt8]) -> [UInt8] {
        var bytes = Array(text.utf8)
        for _ in 0 ..< rng.int(in: 1 ... 4) {
            let i = rng.int(in: 0 ... bytes.count - 1)
            switch rng.int(in: 0 ... 2) {
            case 0: bytes[i] = alphabet[rng.int(in: 0 ... alphabet.count - 1)]
            case 1: bytes.remove(at: i)
            default: bytes.insert(alphabet[rng.int(in: 0 ... alphabet.count - 1)], at: i)
            }
        }
        return bytes
    }

    @Test func theUnmutatedFileIsValid() throws {
        #expect(try FigurePlan(try FigureFile.decode(yaml: Self.yaml)).render().count == 12)
    }

    @Test func mutatedFilesNeverCrash() throws {
        let alphabet = Array("{}[]:,-#\"' \n0123456789.eE+abcdefghijklmnopqrstuvwxyz&*!|>%@".utf8)
        var rng = SeededRandom(seed: 0x5BEC)
        var accepted = 0, rejected = 0
        for round in 0 ..< 1500 {
            let bytes = Self.mutate(Self.yaml, &rng, alphabet: alphabet)
            do {
                let plan = try FigurePlan(try DocumentNode.parse(yaml: String(decoding: bytes, as: UTF8.self)))
                // Checking and laying out every figure must not crash either; rendering a few
                // keeps the test quick.
                if round % 50 == 0 { _ = plan.render() }
                accepted += 1
            } catch {
                #expect(!"\(error)".isEmpty)
                rejected += 1
            }
        }
        #expect(accepted > 0 && rejected > 0)
    }
}
