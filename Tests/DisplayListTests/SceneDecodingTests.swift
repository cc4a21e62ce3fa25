import DisplayList
import Documents
import Raster
import TestSupport
import Testing

/// Reading scene JSON: what is accepted, and the error — naming the field — for what is not.
@Suite struct SceneDecodingTests {
    static func decode(_ json: String, limits: SceneLimits = .default) throws(DiagnosticList) -> Scene {
        try Scene.decode(json: Array(json.utf8), limits: limits)
    }

    /// The first error decoding `json` reports.
    static func error(_ json: String, limits: SceneLimits = .default) -> Diagnostic? {
        do {
            _ = try decode(json, limits: limits)
            return nil
        } catch {
            return error.errors.first
        }
    }

    static let peersHeader = ##""format": "peers-scene/1", "width": 8, "height": 6, "background": [255, 255, 255, 255]"##

    @Test func readsThePeersFormat() throws {
        let s = try Self.decode(##"{\##(Self.peersHeader), "shapes": [{"d": "M 1 1 L 5 1 L 5 4 Z", "fill": [0, 0, 0, 128], "rule": "evenodd"}]}"##)
        #expect(s.format == .peers)
        #expect(s.pixelWidth == 8 && s.pixelHeight == 6)
        #expect(s.background == .white)
        guard case .fill(let f) = s.items.first else { Issue.record("expected a fill"); return }
        #expect(f.rule == .evenodd)
        #expect(f.paint == .solid(Color(r: 0, g: 0, b: 0, a: 128)))
        #expect(f.path.elements == [.move(Point(1, 1)), .line(Point(5, 1)), .line(Point(5, 4)), .close])
    }

    @Test func readsEveryControlKitItem() throws {
        let s = try Self.decode("""
            {"format": "controlkit-scene/1", "width": 20, "height": 10, "scale": 3, "background": "#F2F2F7",
             "items": [
               {"type": "path", "d": "M0 0 H4 V4 Z", "fill": "#FF000080", "transform": [1, 0, 0, 1, 2, 3]},
               {"type": "stroke", "d": "M0 0 L10 0", "stroke": "#000000", "width": 2, "cap": "round", "join": "bevel", "dash": [1, 2]},
               {"type": "group", "opacity": 0.5, "clip": "M0 0 H5 V5 H0 Z", "items": [{"d": "M0 0 H1 V1 Z", "fill": [1, 2, 3, 4]}]},
               {"type": "backdropBlur", "d": "M0 0 H5 V5 H0 Z", "sigma": 3, "tint": "#FFFFFFB0"},
               {"type": "path", "d": "M0 0 H4 V4 Z", "fill": {"linearGradient": {"start": [0, 0], "end": [4, 0],
                 "stops": [{"offset": 0, "color": "#000000"}, {"offset": 1, "color": "#FFFFFF"}]}}}
             ]}
            """)
        #expect(s.pixelWidth == 60 && s.pixelHeight == 30)
        #expect(s.items.count == 5)
        guard case .stroke(let st) = s.items[1] else { Issue.record("expected a stroke"); return }
        #expect(st.style.width == 2 && st.style.cap == .round && st.style.join == .bevel && st.style.dash == [1, 2])
        guard case .group(let g) = s.items[2] else { Issue.record("expected a group"); return }
        #expect(g.opacity == 0.5 && g.clip != nil && g.items.count == 1)
    }

    /// Every bad input the rasterizer issue lists gets an error naming the field.
    @Test(arguments: [
        // Canvas sizes over the limit.
        (##"{"format": "peers-scene/1", "width": 100000, "height": 10, "shapes": []}"##, "width", "16384"),
        (##"{"format": "peers-scene/1", "width": 16000, "height": 16000, "shapes": []}"##, "width", "limit"),
        (##"{"format": "controlkit-scene/1", "width": 8000, "height": 10, "scale": 3, "items": []}"##, "width", "limit"),
        // Non-finite coordinates: JSON cannot hold NaN, but path data and huge numbers can overflow.
        (##"{\##(peersHeader), "shapes": [{"d": "M 0 0 L 1e999 0 Z", "fill": [0, 0, 0, 255]}]}"##, "shapes[0].d", "offset"),
        (##"{"format": "controlkit-scene/1", "width": 8, "height": 8, "items": [{"d": "M0 0 H1 V1 Z", "fill": "#000000", "transform": [1e300, 0, 0, 1, 0, 0]}]}"##, "items[0].transform[0]", "too large"),
        // Negative widths.
        (##"{"format": "controlkit-scene/1", "width": 8, "height": 8, "items": [{"type": "stroke", "d": "M0 0 H4", "stroke": "#000000", "width": -2}]}"##, "items[0].width", "negative"),
        (##"{"format": "controlkit-scene/1", "width": -8, "height": 8, "items": []}"##, "width", "greater than 0"),
        // Unknown fill rules, types, formats and fields.
        (##"{\##(peersHeader), "shapes": [{"d": "M 0 0 L 1 0 L 1 1 Z", "fill": [0, 0, 0, 255], "rule": "winding"}]}"##, "shapes[0].rule", "winding"),
        (##"{"format": "controlkit-scene/1", "width": 8, "height": 8, "items": [{"type": "circle"}]}"##, "items[0].type", "circle"),
        (##"{"format": "svg", "width": 8, "height": 8}"##, "format", "svg"),
        (##"{"format": "controlkit-scene/1", "width": 8, "height": 8, "items": [{"d": "", "fill": "#000000", "opactiy": 1}]}"##, "items[0].opactiy", "unknown key"),
        // Bad values.
        (##"{\##(peersHeader), "shapes": [{"d": "M 0 0 L 1 0 L 1 1 Z", "fill": [0, 0, 300, 255]}]}"##, "shapes[0].fill[2]", "0...255"),
        (##"{\##(peersHeader), "shapes": [{"d": "M 0 0 L x", "fill": [0, 0, 0, 255]}]}"##, "shapes[0].d", "offset 8"),
        (##"{"format": "controlkit-scene/1", "width": 8, "height": 8, "items": [{"type": "group", "opacity": 2, "items": []}]}"##, "items[0].opacity", "0...1"),
        (##"{"format": "controlkit-scene/1", "width": 8, "height": 8, "items": [{"d": "M0 0", "fill": "red"}]}"##, "items[0].fill", "not a colour"),
        (##"{"format": "controlkit-scene/1", "width": 8, "height": 8}"##, "items", "required"),
        // Malformed JSON.
        (##"{"format": "peers-scene/1", "width": 8,"##, "", "malformed JSON"),
        ("", "", "malformed JSON"),
    ])
    func badInputNamesTheField(json: String, field: String, words: String) {
        guard let error = Self.error(json) else {
            Issue.record("accepted: \(json)")
            return
        }
        #expect(error.field.description == field, "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }

    @Test func itemCountIsBounded() {
        let shapes = Array(repeating: ##"{"d": "", "fill": [0, 0, 0, 255]}"##, count: 11).joined(separator: ",")
        let error = Self.error(##"{\##(Self.peersHeader), "shapes": [\##(shapes)]}"##, limits: SceneLimits(maxItems: 10))
        #expect(error?.description.contains("more than 10 items") == true)
    }

    @Test func groupNestingIsBounded() {
        var items = "[]"
        for _ in 0 ..< 6 { items = ##"[{"type": "group", "items": \##(items)}]"## }
        let error = Self.error(##"{"format": "controlkit-scene/1", "width": 8, "height": 8, "items": \##(items)}"##,
                               limits: SceneLimits(maxDepth: 3))
        #expect(error?.description.contains("nested deeper than 3") == true)
    }

    /// Written and read back, a scene is the same scene.
    @Test func jsonRoundTrips() throws {
        let original = try Self.decode("""
            {"format": "controlkit-scene/1", "name": "rt", "width": 20.5, "height": 10, "scale": 2, "background": "#F2F2F780",
             "items": [
               {"type": "path", "d": "M0.1 0 C1 2 3 4 5.5 6 Q1 1 2 2 Z", "fill": "#FF000080", "rule": "evenodd", "transform": [1, 0.5, 0, 1, 2, 3]},
               {"type": "stroke", "d": "M0 0 L10 0", "stroke": "#000000", "width": 0, "cap": "square", "join": "round", "dash": [1, 2, 3], "dashPhase": 1.5},
               {"type": "group", "opacity": 0.25, "clip": "M0 0 H5 V5 H0 Z", "items": [{"d": "M0 0 H1 V1 Z", "fill": [1, 2, 3, 4]}]},
               {"type": "backdropBlur", "d": "M0 0 H5 V5 H0 Z", "sigma": 3.25, "tint": "#FFFFFFB0"}
             ]}
            """)
        let again = try Scene.decode(json: Array(original.jsonText().utf8))
        #expect(again == original)
        let peers = try Self.decode(##"{\##(Self.peersHeader), "name": "p", "shapes": [{"d": "M 1.5 1 L 5 1 L 5 4 Z", "fill": [9, 8, 7, 6]}]}"##)
        #expect(try Scene.decode(json: Array(peers.jsonText().utf8)) == peers)
    }

    /// Fuzzing what parses: thousands of seeded mutations of a valid scene decode to a scene or
    /// a typed error, never a crash.
    @Test func mutatedScenesNeverCrash() {
        let valid = Array("""
            {"format": "controlkit-scene/1", "width": 20, "height": 10, "scale": 2, "background": "#F2F2F7",
             "items": [{"type": "stroke", "d": "M0 0 L10 0 A5 5 0 0 1 3 3", "stroke": "#000000", "width": 2, "dash": [1, 2]},
                       {"type": "group", "opacity": 0.5, "items": [{"d": "M0 0 H1 V1 Z", "fill": [1, 2, 3, 4]}]},
                       {"d": "M0 0 H8 V8 Z", "fill": {"linearGradient": {"start": [0, 0], "end": [10, 0], "stops": [{"offset": 0, "color": "#000000"}, {"offset": 1, "color": "#FFFFFF"}]}}},
                       {"type": "backdropBlur", "d": "M2 2 H8 V8 Z", "sigma": 2, "transform": [1, 0, 0, 1, 0, 0]}]}
            """.utf8)
        // Numbers replaced three times as often as other edits: most of the scene is numbers.
        var mutator = Mutator(seed: 0x5CE4E, alphabet: ##"{}[]",:0123456789.-eE+ MLZAHVtypedfillwidth#"##,
                              operations: Mutator.textOperations + [.replaceNumber, .replaceNumber])
        var decoded = 0, rejected = 0
        for _ in 0 ..< 3000 {
            let bytes = mutator.mutate(valid)
            do {
                let scene = try Scene.decode(json: bytes, limits: SceneLimits(maxSidePixels: 2048, maxPixels: 1 << 20))
                _ = scene.render()
                decoded += 1
            } catch {
                #expect(!error.description.isEmpty)
                rejected += 1
            }
        }
        #expect(decoded > 0 && rejected > 0)
    }
}
