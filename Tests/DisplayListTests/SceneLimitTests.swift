import DisplayList
import Documents
import Raster
import Testing
import Typeset
import TestTags

/// Every bound of docs/limits.md "Scenes", at its default value: the value at the bound is
/// read, the smallest value over it is an error naming the field and the limit. Decoding never
/// allocates a canvas, so a canvas at the bound costs nothing here; a canvas over it is refused
/// before `Canvas` is made. Expected numbers are written out, not read from `SceneLimits`, so a
/// changed default fails here and in docs/limits.md together.
@Suite struct SceneLimitTests {
    static func scene(width: Int = 8, height: Int = 8, scale: String = "1", items: String) -> String {
        ##"{"format": "controlkit-scene/1", "width": \##(width), "height": \##(height), "scale": \##(scale), "items": [\##(items)]}"##
    }

    /// The one error decoding `json` reports, as printed (`field: message`).
    static func errors(_ json: String, limits: SceneLimits = .default, fonts: FontLibrary? = nil) -> [String] {
        do {
            _ = try Scene.decode(json: Array(json.utf8), limits: limits, fonts: fonts)
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test func theCanvasSideIsBoundedAt16384Pixels() {
        #expect(Self.errors(##"{"format": "peers-scene/1", "width": 16384, "height": 1, "shapes": []}"##) == [])
        #expect(Self.errors(##"{"format": "peers-scene/1", "width": 16385, "height": 1, "shapes": []}"##)
                == ["line 1: width: 16385 is not in 1...16384"])
        #expect(Self.errors(Self.scene(width: 5461, height: 1, scale: "3", items: "")) == [])
        let over = Self.errors(Self.scene(width: 5462, height: 1, scale: "3", items: ""))
        #expect(over.count == 1 && over[0].hasPrefix("line 1: width: 5462") && over[0].hasSuffix("at @3.0 is over the 16384-pixel side limit"), "\(over)")
    }

    @Test func theCanvasIsBoundedAt2To26Pixels() {
        #expect(Self.errors(##"{"format": "peers-scene/1", "width": 8192, "height": 8192, "shapes": []}"##) == [])
        let over = Self.errors(##"{"format": "peers-scene/1", "width": 8193, "height": 8192, "shapes": []}"##)
        #expect(over.count == 1 && over[0].contains("8193 × 8192 px is over the 67108864-pixel canvas limit"), "\(over)")
    }

    @Test func theScaleIsBoundedAt8() {
        #expect(Self.errors(Self.scene(scale: "8", items: "")) == [])
        #expect(Self.errors(Self.scene(scale: "8.001", items: "")) == ["line 1: scale: 8.001 is outside 0 < scale <= 8.0"])
    }

    /// 32 groups inside one another are read; a 33rd is an error at the list it holds.
    @Test func groupsNestAt32LevelsAtMost() {
        func nested(_ levels: Int) -> String {
            var items = ""
            for _ in 0 ..< levels { items = ##"{"type": "group", "items": [\##(items)]}"## }
            return Self.scene(items: items)
        }
        #expect(Self.errors(nested(32)) == [])
        let over = Self.errors(nested(33))
        #expect(over.count == 1 && over[0].contains("groups and projected items nested deeper than 32"), "\(over)")
    }

    @Test func backdropBlurSigmaIsBoundedAt256Points() {
        func blur(_ sigma: String) -> String { Self.scene(items: ##"{"type": "backdropBlur", "d": "M0 0 H4 V4 Z", "sigma": \##(sigma)}"##) }
        #expect(Self.errors(blur("256")) == [])
        #expect(Self.errors(blur("256.01")) == ["line 1: items[0].sigma: 256.01 is outside 0...256 pt"])
    }

    @Test func aTextRunHoldsAt10000Scalars() {
        func run(_ count: Int) -> String {
            Self.scene(items: ##"{"type": "text", "text": "\##(String(repeating: "a", count: count))", "size": 17, "x": 0, "y": 0, "fill": "#000000"}"##)
        }
        #expect(Self.errors(run(10_000)) == [])
        #expect(Self.errors(run(10_001)) == ["line 1: items[0].text: 10001 Unicode scalars is more than the 10000 one line may hold"])
    }

    @Test func textSizesAreBoundedAt2000PointsAnd8000PixelsAnEm() throws {
        let fonts = try FontLibrary.shared()
        func run(_ size: String, scale: String) -> String {
            Self.scene(scale: scale, items: ##"{"type": "text", "text": "a", "size": \##(size), "x": 0, "y": 0, "fill": "#000000"}"##)
        }
        #expect(Self.errors(run("2000", scale: "1"), fonts: fonts) == [])
        #expect(Self.errors(run("2000.5", scale: "1"), fonts: fonts) == ["line 1: items[0].size: 2000.5 pt is outside 0 < size <= 2000.0"])
        #expect(Self.errors(run("1600", scale: "5"), fonts: fonts) == [])
        let over = Self.errors(run("1600.5", scale: "5"), fonts: fonts)
        #expect(over.count == 1 && over[0].hasPrefix("line 1: items[0].size: 1600.5 pt at @5.0 is 8002.5 px per em, outside ")
                && over[0].hasSuffix("...8000.0"), "\(over)")
    }

    // MARK: Path points (`SceneLimits.maxPoints`)

    /// A path of `count` points: a move, then lines.
    static func path(points count: Int) -> String {
        "M0 0" + String(repeating: " L1 1", count: count - 1)
    }

    @Test func pathPointsAreCountedOverTheWholeScene() {
        let limits = SceneLimits(maxPoints: 10)
        let fill = { (points: Int) in ##"{"d": "\##(Self.path(points: points))", "fill": "#000000"}"## }
        #expect(Self.errors(Self.scene(items: fill(10)), limits: limits) == [])
        #expect(Self.errors(Self.scene(items: fill(11)), limits: limits)
                == ["line 1: items[0].d: the scene's paths hold more than 10 points (SceneLimits.maxPoints)"])
        // Strokes, clips and nested items draw on the same budget.
        let six = Self.path(points: 6), five = Self.path(points: 5)
        #expect(Self.errors(Self.scene(items: fill(6) + "," + fill(4)), limits: limits) == [])
        #expect(Self.errors(Self.scene(items: fill(6) + "," + ##"{"type": "stroke", "d": "\##(five)", "stroke": "#000000", "width": 1}"##),
                            limits: limits) == ["line 1: items[1].d: the scene's paths hold more than 10 points (SceneLimits.maxPoints)"])
        #expect(Self.errors(Self.scene(items: ##"{"type": "group", "clip": "\##(six)", "items": [\##(fill(5))]}"##), limits: limits)
                == ["line 1: items[0].items[0].d: the scene's paths hold more than 10 points (SceneLimits.maxPoints)"])
        let peers = ##"{"format": "peers-scene/1", "width": 8, "height": 8, "shapes": [\##(fill(11))]}"##
        #expect(Self.errors(peers, limits: limits) == ["line 1: shapes[0].d: the scene's paths hold more than 10 points (SceneLimits.maxPoints)"])
    }

    /// At the default, 8,000,000 points: one path of that many lines is read, one more point
    /// is refused. The parser stops a segment past the budget (SVGPathPointLimitTests), so the
    /// refused path never holds more than the bound's points.
    @Test(.tags(.slow, .stress)) func theDefaultIsEightMillionPoints() {
        let atBound = Self.scene(items: ##"{"d": "\##(Self.path(points: 8_000_000))", "fill": "#000000"}"##)
        #expect(Self.errors(atBound) == [])
        let over = Self.scene(items: ##"{"d": "\##(Self.path(points: 8_000_001))", "fill": "#000000"}"##)
        #expect(Self.errors(over) == ["line 1: items[0].d: the scene's paths hold more than 8000000 points (SceneLimits.maxPoints)"])
    }
}
