// What a team writes: `assertSnapshot(of:as:)` with ControlKit's strategies, against the
// reference PNGs committed under `__Snapshots__/ControlKitSnapshotTests/`.

import ControlKit
import ControlKitSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

@Suite struct ControlKitSnapshotTests {
    @Test func pageControlDarkAt3x() {
        assertSnapshot(of: PageControl(pages: 5, currentPage: 1), as: .controlKit(scale: 3, appearance: .dark),
                       named: "five-pages-second-current")
    }

    /// A blue rounded rectangle on the left and a red circle on the right, on white, 40 × 24 pt at @2x.
    static let badge = Scene(
        name: "badge", size: Size(width: 40, height: 24), scale: 2, background: Color(r: 255, g: 255, b: 255),
        items: [
            .fill(FillItem(path: .roundedRect(Rect(x: 2, y: 2, width: 16, height: 20), cornerRadius: 4),
                           paint: .solid(Color(r: 0, g: 122, b: 255)))),
            .fill(FillItem(path: .circle(center: Point(x: 30, y: 12), radius: 8), paint: .solid(Color(r: 255, g: 59, b: 48)))),
        ])

    @Test func sceneAtItsScale() {
        assertSnapshot(of: Self.badge, as: .controlKit(), named: "badge")
    }

    @Test func figureFileVariants() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/segmented-control.yaml").path
        let plan = try FigurePlan.load(path)
        #expect(plan.variants.map(\.goldenName) == ["calendar-light-2x", "calendar-dark-2x"])
        for variant in plan.variants {
            assertSnapshot(of: variant, as: .controlKit(), named: variant.goldenName)
        }
    }
}
