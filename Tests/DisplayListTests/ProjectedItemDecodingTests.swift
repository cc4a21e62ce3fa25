import DisplayList
import Documents
import Raster
import TestSupport
import Testing

/// `"type": "projected"` and a group's `"mask"` in controlkit-scene/1: what is read, what is
/// written back, the limits they count against, and the error — naming the field — for what is
/// not accepted.
@Suite struct ProjectedItemDecodingTests {
    static func scene(_ items: String) -> String {
        ##"{"format": "controlkit-scene/1", "width": 20, "height": 10, "scale": 2, "items": [\##(items)]}"##
    }

    static let fade = ##"{"linearGradient": {"start": [0, 0], "end": [0, 10], "stops": [{"offset": 0, "color": "#00000000"}, {"offset": 0.5, "color": "#000000B5"}, {"offset": 1, "color": "#00000000"}]}}"##

    @Test func readsAProjectedItemAndAGroupMask() throws {
        let s = try Scene.decode(json: Array(Self.scene(##"""
            {"type": "group", "mask": \##(Self.fade), "items": [
              {"type": "projected", "matrix": [1, 0, 0, 0, 0.9, 1.5, 0, -0.0005, 1], "items": [
                {"type": "text", "text": "Mon", "size": 21, "x": 2, "y": 8, "fill": "#000000"},
                {"type": "group", "opacity": 0.5, "clip": "M0 0 H5 V5 Z", "items": [{"d": "M0 0 H1 V1 Z", "fill": "#FF0000"}]}
              ]}
            ]}
            """##).utf8))
        guard case .group(let g) = s.items.first, case .projected(let p) = g.items.first else {
            Issue.record("expected a group holding a projected item"); return
        }
        #expect(g.mask?.stops.map(\.color.a) == [0, 181, 0])
        #expect(g.mask?.end == Point(0, 10))
        #expect(p.projection.rowMajor == [1, 0, 0, 0, 0.9, 1.5, 0, -0.0005, 1])
        #expect(p.items.count == 2)
    }

    @Test func projectedItemsAndMasksRoundTrip() throws {
        let original = try Scene.decode(json: Array(Self.scene(##"""
            {"type": "group", "opacity": 0.75, "mask": \##(Self.fade), "transform": [1, 0, 0, 1, 0, 3], "items": [
              {"type": "projected", "matrix": [1.25, 0.1, -3, 0, 0.96592583, 0.5, 0, -0.00028761, 1.0123], "items": [
                {"type": "stroke", "d": "M0 0 L10 2", "stroke": "#000000", "width": 0.5},
                {"type": "projected", "matrix": [2, 0, 0, 0, 2, 0, 0, 0, 1], "items": []}
              ]}
            ]}
            """##).utf8))
        let text = original.jsonText()
        // Numbers are written in their shortest exact Float form: 0.96592583 reads as 0.9659258.
        #expect(text.contains(##""type":"projected","matrix":[1.25,0.1,-3,0,0.9659258,0.5,0,-0.00028761,1.0123]"##), "\(text)")
        #expect(try Scene.decode(json: Array(text.utf8)) == original)
    }

    /// Each bad field gets an error naming it.
    @Test(arguments: [
        (##"{"type": "projected", "matrix": [1, 0, 0, 0, 1, 0, 0, 0], "items": []}"##, "items[0].matrix", "expected 9 numbers"),
        (##"{"type": "projected", "matrix": 1, "items": []}"##, "items[0].matrix", "expected a list"),
        (##"{"type": "projected", "matrix": [1, 2, 3, 4, 5, 6, 7, 8, 9], "items": []}"##, "items[0].matrix", "singular"),
        (##"{"type": "projected", "matrix": [1, 0, 1e300, 0, 1, 0, 0, 0, 1], "items": []}"##, "items[0].matrix[2]", "too large"),
        (##"{"type": "projected", "matrix": [1, 0, 0, 0, 1, 0, 0, 0, "x"], "items": []}"##, "items[0].matrix[8]", "expected a number"),
        (##"{"type": "projected", "items": []}"##, "items[0].matrix", "required"),
        (##"{"type": "projected", "matrix": [1, 0, 0, 0, 1, 0, 0, 0, 1]}"##, "items[0].items", "required"),
        (##"{"type": "projected", "matrix": [1, 0, 0, 0, 1, 0, 0, 0, 1], "items": [], "transform": [1, 0, 0, 1, 0, 0]}"##, "items[0].transform", "unknown key"),
        (##"{"type": "projected", "matrix": [1, 0, 0, 0, 1, 0, 0, 0, 1], "items": [{"d": "M0 0 H1 V1 Z", "fill": "#000000"}, {"type": "backdropBlur", "d": "M0 0 H5 V5 Z", "sigma": 2}]}"##,
         "items[0].items[1].type", "backdrop blur cannot be drawn inside a projected item"),
        (##"{"type": "projected", "matrix": [1, 0, 0, 0, 1, 0, 0, 0, 1], "items": [{"type": "group", "items": [{"type": "backdropBlur", "d": "M0 0 H5 V5 Z", "sigma": 2}]}]}"##,
         "items[0].items[0].items[0].type", "backdrop blur"),
        (##"{"type": "group", "mask": "#000000", "items": []}"##, "items[0].mask", "expected a gradient"),
        (##"{"type": "group", "mask": {"linearGradient": {"start": [0, 0], "end": [0, 1]}}, "items": []}"##, "items[0].mask.linearGradient.stops", "required"),
        (##"{"type": "group", "mask": {"radialGradient": {}}, "items": []}"##, "items[0].mask.radialGradient", "unknown key"),
        (##"{"type": "group", "mask": {"linearGradient": {"start": [0, 0], "end": [0, 1], "stops": [{"offset": 2, "color": "#000000"}]}}, "items": []}"##,
         "items[0].mask.linearGradient.stops[0].offset", "0...1"),
    ])
    func badInputNamesTheField(item: String, field: String, words: String) {
        do {
            _ = try Scene.decode(json: Array(Self.scene(item).utf8))
            Issue.record("accepted: \(item)")
        } catch {
            guard let first = error.errors.first else { Issue.record("no error"); return }
            #expect(first.field.description == field, "\(first)")
            #expect(first.description.contains(words), "\(first)")
        }
    }

    /// A backdrop blur outside projected items is still accepted next to one.
    @Test func backdropBlurBesideAProjectedItemIsAccepted() throws {
        let s = try Scene.decode(json: Array(Self.scene(##"""
            {"type": "projected", "matrix": [1, 0, 0, 0, 1, 0, 0, 0, 1], "items": []},
            {"type": "group", "items": [{"type": "backdropBlur", "d": "M0 0 H5 V5 Z", "sigma": 2}]}
            """##).utf8))
        #expect(s.items.count == 2)
    }

    /// Projected items count towards the nesting and item limits as groups do.
    @Test func projectedItemsCountAgainstTheLimits() {
        var items = "[]"
        for level in 0 ..< 6 {
            items = level % 2 == 0 ? ##"[{"type": "projected", "matrix": [1, 0, 0, 0, 1, 0, 0, 0, 1], "items": \##(items)}]"##
                                   : ##"[{"type": "group", "items": \##(items)}]"##
        }
        let json = ##"{"format": "controlkit-scene/1", "width": 8, "height": 8, "items": \##(items)}"##
        #expect(throws: Never.self) { try Scene.decode(json: Array(json.utf8), limits: SceneLimits(maxDepth: 6)) }
        #expect {
            try Scene.decode(json: Array(json.utf8), limits: SceneLimits(maxDepth: 5))
        } throws: { error in
            "\(error)".contains("nested deeper than 5")
        }

        let children = Array(repeating: ##"{"d": "", "fill": "#000000"}"##, count: 10).joined(separator: ",")
        let many = Self.scene(##"{"type": "projected", "matrix": [1, 0, 0, 0, 1, 0, 0, 0, 1], "items": [\##(children)]}"##)
        #expect(throws: Never.self) { try Scene.decode(json: Array(many.utf8), limits: SceneLimits(maxItems: 11)) }
        #expect {
            try Scene.decode(json: Array(many.utf8), limits: SceneLimits(maxItems: 10))
        } throws: { error in
            "\(error)".contains("more than 10 items")
        }
    }

    /// Fuzzing what parses: seeded mutations of a scene with projected items and masks decode
    /// to a scene that renders, or to a typed error; never a crash.
    @Test func mutatedProjectedScenesNeverCrash() {
        let valid = Array(##"""
            {"format": "controlkit-scene/1", "width": 20, "height": 10, "scale": 2,
             "items": [{"type": "group", "opacity": 0.5, "mask": {"linearGradient": {"start": [0, 0], "end": [0, 10], "stops": [{"offset": 0, "color": "#00000000"}, {"offset": 1, "color": "#000000"}]}},
                        "items": [{"type": "projected", "matrix": [1, 0, 0, 0, 0.9, 1, 0, -0.001, 1], "items": [
                          {"type": "stroke", "d": "M0 0 L10 0 A5 5 0 0 1 3 3", "stroke": "#000000", "width": 2, "dash": [1, 2]},
                          {"type": "group", "clip": "M0 0 H9 V9 Z", "items": [{"d": "M0 0 H8 V8 Z", "fill": "#FF0000"}]}]}]}]}
            """##.utf8)
        var mutator = Mutator(seed: 0x9B0E, alphabet: ##"{}[]",:0123456789.-eE+ MLZAHVtypedfillwidthmatrixprojected#"##,
                              operations: Mutator.textOperations + [.replaceNumber, .replaceNumber])
        var decoded = 0, rejected = 0
        for _ in 0 ..< 1500 {
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
