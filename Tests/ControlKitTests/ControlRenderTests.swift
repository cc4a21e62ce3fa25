import ControlKit
import Foundation
import GoldenTesting
import Testing

/// The library face: a control renders in one call, an invalid one throws, and a test can
/// check a control, a canvas or premultiplied pixels against a golden directly. Before,
/// drawing a page control from Swift took `layout()` → `sceneItems` → `Scene.render()`, an
/// invalid control drew a picture with a missing part, and `assertGolden` needed
/// `canvas.pixmap.unpremultiplied()`.
@Suite struct ControlRenderTests {
    static let backdrop = Backdrop.image(path: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Goldens/page-control/backdrop.png").path)

    @Test func aControlRendersInOneCall() throws {
        let control = PageControl(pages: 5, currentPage: 1)
        let pixmap = try control.render(scale: 2, appearance: .dark)
        let size = control.layout().size
        #expect(pixmap.width == Int((size.width * 2).rounded(.up)) && pixmap.height == Int((size.height * 2).rounded(.up)))
        #expect(Set(pixmap.pixels).count > 2, "a page control is not a single colour")
    }

    @Test func anInvalidControlThrowsNamingTheField() {
        do {
            _ = try PageControl(pages: 5, currentPage: 12).render()
            Issue.record("an invalid control rendered")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["currentPage: 12 is outside 0..<5"])
        }
    }

    /// The golden of `pages-1` in Goldens/page-control/cases.yaml, checked three ways.
    @Test func assertGoldenTakesAControlACanvasAndPixels() throws {
        let control = PageControl(pages: 1)
        #expect(assertGolden(control, scale: 3, appearance: .light, backdrop: Self.backdrop, named: "pages-1-light-3x", in: "page-control").passed)
        let pixmap = try control.render(scale: 3, appearance: .light, backdrop: Self.backdrop)
        #expect(assertGolden(pixmap, named: "pages-1-light-3x", in: "page-control").passed)
        #expect(assertGolden(Canvas(pixmap: pixmap), named: "pages-1-light-3x", in: "page-control").passed)
    }
}
