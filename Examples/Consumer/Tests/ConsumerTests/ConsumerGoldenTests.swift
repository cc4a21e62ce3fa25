import ControlKit
import GoldenTesting
import Testing

/// A user's golden test: the control is checked against `Goldens/consumer/<name>.png` of this
/// package (found from this file's path), recorded with CONTROLKIT_RECORD=missing.
@Suite struct ConsumerGoldenTests {
    @Test func theSegmentedControlMatchesItsGolden() {
        let tabs = SegmentedControl(segments: ["Day", "Week", "Month"], selectedSegment: 1)
        assertGolden(tabs, scale: 2, named: "tabs-light-2x", in: "consumer")
    }

    @Test func aControlThatBreaksTheGuidelinesDoesNotRender() {
        #expect(throws: DiagnosticList.self) { _ = try PageControl(pages: 3, currentPage: 7).render() }
    }
}
