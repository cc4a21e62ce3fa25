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

    @Test func theUnmutatedFileIsValid() throws {
        #expect(try FigurePlan(try FigureFile.decode(yaml: Self.yaml)).render().count == 12)
    }

    @Test func mutatedFilesNeverCrash() throws {
        var mutator = Mutator(seed: 0x5BEC, alphabet: "{}[]:,-#\"' \n0123456789.eE+abcdefghijklmnopqrstuvwxyz&*!|>%@")
        var accepted = 0, rejected = 0
        for round in 0 ..< 1500 {
            let bytes = mutator.mutate(Self.yaml)
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
