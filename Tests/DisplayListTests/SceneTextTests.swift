import DisplayList
import Documents
import Raster
import TestSupport
import Testing
import Typeset

/// Text runs in controlkit-scene/1: what is accepted, the error — naming the field — for what is
/// not, the JSON round trip, and where the ink lands.
@Suite struct SceneTextTests {
    static func scene(_ items: String, scale: Float = 2) -> String {
        ##"{"format": "controlkit-scene/1", "width": 200, "height": 40, "scale": \##(scale), "background": "#FFFFFF", "items": [\##(items)]}"##
    }

    static func decode(_ json: String, fonts: FontLibrary? = nil) throws(DiagnosticList) -> Scene {
        try Scene.decode(json: Array(json.utf8), fonts: fonts)
    }

    @Test func readsEveryTextField() throws {
        let s = try Self.decode(Self.scene(##"""
            {"type": "text", "text": "Hello", "font": "Inter", "size": 17, "weight": 600, "x": 16, "y": 30, "fill": "#007AFF",
             "align": "center", "maxWidth": 120, "tracking": 0.5, "transform": [1, 0, 0, 1, 2, 3]},
            {"type": "text", "text": "Title", "style": "largeTitle", "x": 0, "y": 0, "fill": "#000000"},
            {"type": "text", "text": "x", "size": 9, "weight": "medium", "tracking": "none", "monospacedDigits": true, "x": 0, "y": 0, "fill": [0, 0, 0, 255]}
            """##))
        guard case .text(let a) = s.items[0], case .text(let b) = s.items[1], case .text(let c) = s.items[2] else {
            Issue.record("expected three text items"); return
        }
        #expect(a.text == "Hello" && a.font.family == "Inter" && a.font.sizePoints == 17 && a.font.weight == .semibold)
        #expect(a.origin == Point(16, 30) && a.alignment == .center && a.maxWidth == 120 && a.font.tracking == .points(0.5))
        #expect(a.paint == .solid(Color(r: 0, g: 122, b: 255)) && a.transform == Transform.translation(2, 3))
        #expect(b.style == .largeTitle && b.font.sizePoints == 34 && b.font.weight == .bold && b.font.family == "Inter")
        #expect(b.alignment == .left && b.maxWidth == nil && b.font.tracking == .sanFrancisco)
        #expect(c.font.weight == .medium && c.font.tracking == Tracking.none)
        #expect(c.font.monospacedDigits && !a.font.monospacedDigits && !b.font.monospacedDigits)
    }

    /// Each bad text field gets an error naming it.
    @Test(arguments: [
        (##"{"type": "text", "text": "a", "font": "Helvetica", "size": 17, "x": 0, "y": 0, "fill": "#000000"}"##, "items[0].font", "Helvetica"),
        (##"{"type": "text", "text": "a", "font": "", "size": 17, "x": 0, "y": 0, "fill": "#000000"}"##, "items[0].font", "family"),
        (##"{"type": "text", "text": "a", "size": 17, "weight": "heavy", "x": 0, "y": 0, "fill": "#000000"}"##, "items[0].weight", "heavy"),
        (##"{"type": "text", "text": "a", "size": 17, "weight": 1001, "x": 0, "y": 0, "fill": "#000000"}"##, "items[0].weight", "1...1000"),
        (##"{"type": "text", "text": "a", "size": 17, "weight": 0, "x": 0, "y": 0, "fill": "#000000"}"##, "items[0].weight", "1...1000"),
        (##"{"type": "text", "text": "a", "size": 0, "x": 0, "y": 0, "fill": "#000000"}"##, "items[0].size", "outside"),
        (##"{"type": "text", "text": "a", "size": -3, "x": 0, "y": 0, "fill": "#000000"}"##, "items[0].size", "outside"),
        (##"{"type": "text", "text": "a", "size": 2001, "x": 0, "y": 0, "fill": "#000000"}"##, "items[0].size", "outside"),
        (##"{"type": "text", "text": "a", "size": 1700, "x": 0, "y": 0, "fill": "#000000"}"##, "items[0].size", "px per em"),
        (##"{"type": "text", "text": "a", "size": 0.001, "x": 0, "y": 0, "fill": "#000000"}"##, "items[0].size", "px per em"),
        (##"{"type": "text", "text": "a", "x": 0, "y": 0, "fill": "#000000"}"##, "items[0].size", "required"),
        (##"{"type": "text", "text": "a", "size": 17, "align": "justify", "x": 0, "y": 0, "fill": "#000000"}"##, "items[0].align", "justify"),
        (##"{"type": "text", "text": "a", "style": "huge", "x": 0, "y": 0, "fill": "#000000"}"##, "items[0].style", "huge"),
        (##"{"type": "text", "text": "a", "style": "body", "size": 12, "x": 0, "y": 0, "fill": "#000000"}"##, "items[0].size", "style"),
        (##"{"type": "text", "text": "a", "style": "body", "weight": "bold", "x": 0, "y": 0, "fill": "#000000"}"##, "items[0].weight", "style"),
        (##"{"type": "text", "text": "a", "size": 17, "tracking": "tight", "x": 0, "y": 0, "fill": "#000000"}"##, "items[0].tracking", "tight"),
        (##"{"type": "text", "text": "a", "size": 17, "monospacedDigits": "yes", "x": 0, "y": 0, "fill": "#000000"}"##, "items[0].monospacedDigits", "expected"),
        (##"{"type": "text", "text": "a", "size": 17, "maxWidth": -1, "x": 0, "y": 0, "fill": "#000000"}"##, "items[0].maxWidth", "negative"),
        (##"{"type": "text", "text": 5, "size": 17, "x": 0, "y": 0, "fill": "#000000"}"##, "items[0].text", "expected text"),
        (##"{"type": "text", "text": "a", "size": 17, "y": 0, "fill": "#000000"}"##, "items[0].x", "required"),
        (##"{"type": "text", "text": "a", "size": 17, "x": 0, "y": 0, "fill": "black"}"##, "items[0].fill", "not a colour"),
        (##"{"type": "text", "text": "a", "size": 17, "x": 0, "y": 0, "fill": "#000000", "colour": 1}"##, "items[0].colour", "unknown key"),
    ])
    func badTextNamesTheField(item: String, field: String, words: String) throws {
        let fonts = try FontLibrary.shared()
        do {
            // At @5x, 1700 pt is 8500 px per em, over FontLibrary.maxPixelsPerEm.
            _ = try Self.decode(Self.scene(item, scale: 5), fonts: fonts)
            Issue.record("accepted: \(item)")
        } catch {
            let first = try #require(error.errors.first)
            #expect(first.field.description == field, "\(error)")
            #expect(first.description.contains(words), "\(error)")
        }
    }

    @Test func textLongerThanALineIsRejected() {
        let long = String(repeating: "a", count: FontLibrary.maxScalarsPerLine + 1)
        #expect(throws: DiagnosticList.self) {
            try Self.decode(Self.scene(##"{"type": "text", "text": "\##(long)", "size": 17, "x": 0, "y": 0, "fill": "#000000"}"##))
        }
    }

    /// Without a font library the family is not checked while decoding; rendering checks it and
    /// names the field.
    @Test func unknownFamilyFailsTheRenderWhenNotCheckedEarlier() throws {
        let s = try Self.decode(Self.scene(##"{"type": "group", "opacity": 0.5, "items": [{"type": "text", "text": "a", "font": "Comic", "size": 17, "x": 0, "y": 20, "fill": "#000000"}]}"##))
        let fonts = try FontLibrary.shared()
        do {
            _ = try s.render(fonts: fonts)
            Issue.record("rendered a text run in an unknown family")
        } catch {
            #expect(error.field.description == "items[0].items[0].font", "\(error)")
        }
    }

    /// Written and read back, every kind of text run is the same run.
    @Test func textRoundTrips() throws {
        let original = try Self.decode(Self.scene(##"""
            {"type": "text", "text": "Tab\tand \"quotes\" 日本語 한국어", "font": "Inter", "size": 17.5, "weight": 510, "x": 16.25, "y": 30, "fill": "#007AFF80",
             "align": "right", "maxWidth": 120.5, "tracking": -0.25, "transform": [1, 0.5, 0, 1, 2, 3]},
            {"type": "text", "text": "Title", "style": "largeTitle", "x": 0, "y": 0, "fill": "#000000", "tracking": "none"},
            {"type": "text", "text": "10:41", "size": 23.5, "monospacedDigits": true, "x": 160, "y": 20, "fill": "#000000"},
            {"type": "text", "text": "", "font": "Noto Sans CJK JP", "size": 9, "x": 0, "y": 0, "align": "center",
             "fill": {"linearGradient": {"start": [0, 0], "end": [10, 0], "stops": [{"offset": 0, "color": "#000000"}, {"offset": 1, "color": "#FF0000"}]}}}
            """##))
        let text = original.jsonText()
        #expect(text.contains(##""style":"largeTitle""##))
        #expect(text.components(separatedBy: "monospacedDigits").count == 2, "written once, for the run that asks for it: \(text)")
        #expect(try Scene.decode(json: Array(text.utf8)) == original)
    }

    /// A run built in Swift with a style whose font was then changed writes size and weight, so
    /// the change survives the round trip.
    @Test func changedStyleFontWritesSizeAndWeight() throws {
        var item = TextItem("a", style: .body, origin: Point(1, 2), paint: .solid(.black))
        item.font.sizePoints = 30
        let scene = Scene(name: "t", size: Size(10, 10), items: [.text(item)])
        let back = try Scene.decode(json: Array(scene.jsonText().utf8))
        guard case .text(let t) = back.items.first else { Issue.record("expected a text item"); return }
        #expect(t.font.sizePoints == 30 && t.font.weight == .regular && t.style == nil)
    }

    /// Where the ink of a rendered run lands: inside the layout's box — from the alignment's
    /// start to start + measured width — and on the outlines' bounds, within a pixel, for each
    /// alignment, at @1x, @2x and @3x.
    @Test(arguments: [TextAlignment.left, .center, .right], [Float(1), 2, 3])
    func inkMatchesTheLayout(alignment: TextAlignment, scale: Float) throws {
        let fonts = try FontLibrary.shared()
        let text = "Hello AVATAR"
        let font = Font(size: 17, weight: .semibold)
        let anchor = Point(150, 30)
        let item = TextItem(text, font: font, origin: anchor, paint: .solid(.black), alignment: alignment)
        let scene = Scene(name: "ink", size: Size(300, 40), scale: scale, background: .white, items: [.text(item)])
        let rendering = try scene.render(fonts: fonts)
        #expect(rendering.warnings.isEmpty)
        let ink = try #require(Self.inkBounds(rendering.canvas.image()))

        let line = try fonts.layoutLine(text, font: font, scale: scale)
        let start = anchor.x + line.startOffset(alignment: alignment)
        // The box from the measured width: ink starts and ends inside it, by less than the side
        // bearings of "H" and "R" (each under 0.1 em in Inter).
        let bearingLimit = 0.1 * font.sizePoints
        #expect(Float(ink.x0) >= start * scale - 1 && Float(ink.x0) <= (start + bearingLimit) * scale + 1, "\(ink)")
        #expect(Float(ink.x1) <= (start + line.width) * scale + 1 && Float(ink.x1) >= (start + line.width - bearingLimit) * scale - 1, "\(ink)")
        // The outlines' bounds, scaled, rounded out to whole pixels.
        let bounds = try #require(line.path(at: anchor, alignment: alignment).controlBounds)
        #expect(abs(Float(ink.x0) - bounds.minX * scale) <= 1, "\(ink) vs \(bounds)")
        #expect(abs(Float(ink.x1) - bounds.maxX * scale) <= 1, "\(ink) vs \(bounds)")
        #expect(abs(Float(ink.y0) - bounds.minY * scale) <= 1, "\(ink) vs \(bounds)")
        #expect(abs(Float(ink.y1) - bounds.maxY * scale) <= 1, "\(ink) vs \(bounds)")
    }

    /// A character no font has is drawn as a box and reported with the item it is in.
    @Test func missingGlyphIsAWarningNamingTheItem() throws {
        let s = try Self.decode(Self.scene(##"{"type": "path", "d": "", "fill": "#000000"}, {"type": "text", "text": "a\u0378b", "size": 17, "x": 0, "y": 20, "fill": "#000000"}"##))
        let rendering = try s.render(fonts: try FontLibrary.shared())
        #expect(rendering.warnings.map(\Diagnostic.description) == ["items[1].text: no font has a glyph for U+0378; drew a box"])
    }

    /// The non-throwing render draws text with the shared fonts, the same pixels as
    /// `render(fonts: .shared())`.
    @Test func renderWithoutFontsUsesTheSharedLibrary() throws {
        let s = try Self.decode(Self.scene(##"{"type": "text", "text": "Shared 共有", "size": 17, "x": 4, "y": 24, "fill": "#000000"}"##))
        let image = s.render().image()
        #expect(image == (try s.render(fonts: try FontLibrary.shared()).canvas.image()))
        #expect(Self.inkBounds(image) != nil)
    }

    /// Fuzzing text runs: seeded mutations of a valid scene with text decode (with the fonts) and
    /// render, or fail with a typed error naming a field; never a crash.
    @Test func mutatedTextScenesNeverCrash() throws {
        let fonts = try FontLibrary.shared()
        let item = ##"{"type": "text", "text": "To 日本 한", "font": "Inter", "size": 9, "weight": 600, "tracking": 0.5, "x": 2, "y": 12, "fill": "#000000", "align": "center", "maxWidth": 30}"##
        let valid = Array(Self.scene(item, scale: 1).utf8)
        // Mutations land in the item after `{"type": "text", `, so most scenes still parse and
        // reach layout and rendering.
        let end = valid.count - "]}".utf8.count - 1
        let valuesStart = end - item.utf8.count + ##"{"type": "text", "##.utf8.count
        var mutator = Mutator(seed: 0x7E47, alphabet: ##"{}[]",:0123456789.-eE+ \uabtextfontsizeweightstylealign"##)
        var drawn = 0, rejected = 0
        for _ in 0 ..< 5000 {
            let bytes = mutator.mutate(valid, times: 1 ... 2, within: valuesStart ..< end + 1)
            do {
                let scene = try Scene.decode(json: bytes, limits: SceneLimits(maxSidePixels: 1024, maxPixels: 1 << 18), fonts: fonts)
                _ = try scene.render(fonts: fonts)
                drawn += 1
            } catch {
                #expect(!"\(error)".isEmpty)
                rejected += 1
            }
        }
        #expect(drawn > 150 && rejected > 150, "drawn \(drawn), rejected \(rejected)")
    }

    /// The smallest rectangle of pixels that differ from the top-left pixel (the background):
    /// x0, y0 inclusive, x1, y1 exclusive.
    static func inkBounds(_ image: RGBAImage) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let background = image[0, 0]
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for y in 0 ..< image.height {
            for x in 0 ..< image.width where image[x, y] != background {
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
            }
        }
        return x0 == .max ? nil : (x0, y0, x1, y1)
    }
}
