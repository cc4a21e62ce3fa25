import ControlKit
import Testing

/// The Swift one-call render never drops the drawing's warnings: `render` throws a character no
/// font has as an error, `rendering` returns it with the pixels, named as on the control.
@Suite struct ControlRenderWarningTests {
    @Test func aMissingGlyphIsThrownOrReturned() throws {
        let control = SegmentedControl(segments: ["Day", "\u{1F600}"], selectedSegment: 0)
        #expect(throws: DiagnosticList.self) { _ = try control.render(scale: 1) }
        let drawn = try control.rendering(scale: 1)
        #expect(drawn.pixmap.width > 0)
        #expect(drawn.warnings.map(\.description) == ["no font has a glyph for U+1F600; drew a box"], "\(drawn.warnings)")
        let plain = try SegmentedControl(segments: ["Day", "Week"], selectedSegment: 0).rendering(scale: 1)
        #expect(plain.warnings.isEmpty)
    }
}
