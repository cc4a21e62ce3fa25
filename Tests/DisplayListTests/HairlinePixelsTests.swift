import DisplayList
import Documents
import Raster
import Testing

/// `hairlinePixels` in controlkit-scene/1: a hairline's width in whole device pixels, written
/// only when it is not 1, read back unchanged, and refused — naming the field — when it is not
/// a whole number from 1 to 64 or when the stroke has a width (where it would be ignored).
@Suite struct HairlinePixelsTests {
    static func scene(_ stroke: String) -> String {
        ##"{"format": "controlkit-scene/1", "width": 20, "height": 10, "scale": 2, "items": [{"type": "stroke", "d": "M1 5 L19 5", "stroke": "#000000", \##(stroke)}]}"##
    }

    @Test func aWiderHairlineRoundTripsThroughJSON() throws {
        let line = Path.rect(Rect(x: 1, y: 2, width: 10, height: 0))
        let original = Scene(name: "rule", size: Size(20, 10), scale: 2, items: [
            .stroke(StrokeItem(path: line, paint: .solid(Color(r: 0, g: 0, b: 0, a: 255)), style: .hairline(pixels: 2))),
            .stroke(StrokeItem(path: line, paint: .solid(Color(r: 0, g: 0, b: 0, a: 255)), style: .hairline)),
        ])
        let text = original.jsonText()
        #expect(text.components(separatedBy: "\"hairlinePixels\":2").count == 2, "written once, for the wider one: \(text)")
        let decoded = try Scene.decode(json: Array(text.utf8))
        #expect(decoded.items == original.items)
        let read = try Scene.decode(json: Array(Self.scene(#""width": 0, "hairlinePixels": 3"#).utf8))
        guard case .stroke(let item) = read.items.first else { Issue.record("not a stroke"); return }
        #expect(item.style.isHairline && item.style.hairlinePixels == 3)
    }

    @Test(arguments: [#""width": 0, "hairlinePixels": 0"#, #""width": 0, "hairlinePixels": 1.5"#, #""width": 0, "hairlinePixels": 65"#,
                      #""width": 2, "hairlinePixels": 2"#, #""hairlinePixels": 2"#])
    func badValuesNameTheField(stroke: String) {
        do {
            _ = try Scene.decode(json: Array(Self.scene(stroke).utf8))
            Issue.record("accepted \(stroke)")
        } catch {
            let message = error.errors.first.map { "\($0)" } ?? ""
            #expect(message.contains("hairlinePixels"), "\(message)")
        }
    }
}
