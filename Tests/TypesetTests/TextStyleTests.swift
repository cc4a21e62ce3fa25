import Foundation
import Testing
@testable import Typeset

@Suite struct TextStyleTests {
    /// The HIG's per-style tracking column (ios-facts §6.2), a source independent of the
    /// size table (§6.3) that `Tracking.sanFrancisco` uses.
    static let higTrackingPoints: [TextStyle: Float] = [
        .largeTitle: 0.40, .title1: 0.38, .title2: -0.26, .title3: -0.45, .headline: -0.43, .body: -0.43,
        .callout: -0.31, .subheadline: -0.23, .footnote: -0.08, .caption1: 0, .caption2: 0.06,
    ]

    @Test(arguments: TextStyle.allCases)
    func sizeTableTrackingAgreesWithTheHIGColumn(style: TextStyle) throws {
        let hig = try #require(Self.higTrackingPoints[style])
        // The two tables round differently (e.g. body: 17 × −26/1000 = −0.442 vs −0.43).
        #expect(abs(Font(style).trackingPoints - hig) <= 0.015)
    }

    @Test func stylesHaveTheIOSSizesAndWeights() {
        let expected: [TextStyle: (Float, FontWeight)] = [
            .largeTitle: (34, .bold), .title1: (28, .regular), .title2: (22, .regular), .title3: (20, .regular),
            .headline: (17, .semibold), .body: (17, .regular), .callout: (16, .regular), .subheadline: (15, .regular),
            .footnote: (13, .regular), .caption1: (12, .regular), .caption2: (11, .regular),
        ]
        for style in TextStyle.allCases {
            #expect(style.sizePoints == expected[style]?.0, "\(style)")
            #expect(style.weight == expected[style]?.1, "\(style)")
        }
    }

    @Test func trackingHoldsFromEachListedSizeToTheNext() {
        #expect(Tracking.sfThousandthsOfEm(forPoints: 3) == 41)
        #expect(Tracking.sfThousandthsOfEm(forPoints: 17) == -26)
        #expect(Tracking.sfThousandthsOfEm(forPoints: 17.9) == -26)
        #expect(Tracking.sfThousandthsOfEm(forPoints: 29) == 14)
        #expect(Tracking.sfThousandthsOfEm(forPoints: 31) == 13)
        #expect(Tracking.sfThousandthsOfEm(forPoints: 500) == 0)
        #expect(Tracking.none.points(forSize: 17) == 0)
        #expect(Tracking.points(1.5).points(forSize: 17) == 1.5)
    }

    @Test func weightsDecodeFromNamesAndNumbers() throws {
        let decoded = try JSONDecoder().decode([FontWeight].self, from: Data(#"["semibold", 700, 350]"#.utf8))
        #expect(decoded == [.semibold, .bold, try FontWeight(350)])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([FontWeight].self, from: Data(#"["heavy"]"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([FontWeight].self, from: Data("[0]".utf8)) }
    }
}
