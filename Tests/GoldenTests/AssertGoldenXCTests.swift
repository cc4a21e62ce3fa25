import GoldenTesting
import XCTest

/// `assertGolden` from an XCTest case: outside Swift Testing (`Test.current` is nil), against the
/// triptych golden that TriptychTests records.
final class AssertGoldenXCTests: XCTestCase {
    func testPassingGoldenUnderXCTest() throws {
        let check = assertGolden(try TriptychTests.sample(), named: "triptych-perceptual", in: "golden")
        XCTAssertTrue(check.passed, check.message)
        XCTAssertEqual(check.report?.differentPixels, 0)
    }
}
