import Raster
import DisplayList
import Testing

@Suite struct SceneRenderTests {
    /// An empty path draws nothing: the canvas keeps its background.
    @Test func emptyPathDrawsNothing() throws {
        let s = try Scene.decode(json: Array(##"{"format": "peers-scene/1", "width": 4, "height": 3, "background": [10, 20, 30, 255], "shapes": [{"d": "", "fill": [255, 0, 0, 255]}]}"##.utf8))
        let image = s.render().image()
        #expect(image == RGBAImage(width: 4, height: 3, fill: Color(r: 10, g: 20, b: 30)))
    }

    /// Points times the scale: a 2 × 1 pt rect at @3x covers exactly 6 × 3 pixels.
    @Test func scaleMapsPointsToPixels() throws {
        let s = try Scene.decode(json: Array(##"{"format": "controlkit-scene/1", "width": 4, "height": 2, "scale": 3, "items": [{"d": "M1 0 h2 v1 h-2 Z", "fill": "#000000"}]}"##.utf8))
        let image = s.render().image()
        #expect(image.width == 12 && image.height == 6)
        for y in 0 ..< 6 {
            for x in 0 ..< 12 {
                let inside = (3 ..< 9).contains(x) && y < 3
                #expect(image[x, y].a == (inside ? 255 : 0), "pixel (\(x), \(y))")
            }
        }
    }

    /// A group's opacity applies to the group as a whole: overlapping shapes inside it do not
    /// show through each other.
    @Test func groupOpacityIsAppliedOnce() throws {
        let s = try Scene.decode(json: Array("""
            {"format": "controlkit-scene/1", "width": 2, "height": 1, "background": "#FFFFFF",
             "items": [{"type": "group", "opacity": 0.5, "items": [
                {"d": "M0 0 H2 V1 H0 Z", "fill": "#000000"}, {"d": "M0 0 H1 V1 H0 Z", "fill": "#000000"}]}]}
            """.utf8))
        let image = s.render().image()
        #expect(image[0, 0] == image[1, 0])
        #expect(image[0, 0].r == 127 || image[0, 0].r == 128)
    }

    @Test func renderingIsDeterministic() throws {
        let json = ##"{"format": "controlkit-scene/1", "width": 30, "height": 20, "scale": 2, "items": [{"type": "stroke", "d": "M2 2 C 10 30 20 -10 28 18", "stroke": "#007AFF", "width": 3, "cap": "round"}, {"type": "backdropBlur", "d": "M5 5 H25 V15 H5 Z", "sigma": 2, "tint": "#FFFFFF80"}]}"##
        let a = try Scene.decode(json: Array(json.utf8)).render().image()
        let b = try Scene.decode(json: Array(json.utf8)).render().image()
        #expect(a == b)
        #expect(Set(stride(from: 0, to: a.bytes.count, by: 4).map { a.bytes[$0] }).count > 10)
    }
}
