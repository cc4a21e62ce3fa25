import DisplayList
import Foundation
import Raster
import Testing
import Typeset

/// Scenes made in Swift can hold any Float; scene files can hold any JSON number. Neither
/// reaches a trapping Float → integer conversion: a scene renders (maybe onto an empty canvas)
/// or fails to decode with a message naming the field.
@Suite struct SceneExtremeValueTests {
    static let values: [Float] = [1e20, -1e20, 3e38, -3e38, .greatestFiniteMagnitude, .infinity, -.infinity, .nan,
                                  .leastNonzeroMagnitude, -0.0]

    /// `Int((size.width * scale).rounded(.up))` trapped on a size of 1e20 or NaN.
    @Test func pixelSizeOfAnyScaleAndSizeDoesNotTrap() {
        for v in Self.values {
            for scene in [Scene(name: "w", size: Size(v, 4), scale: 1), Scene(name: "h", size: Size(4, v), scale: 2),
                          Scene(name: "s", size: Size(4, 4), scale: v)] {
                #expect(scene.pixelWidth >= 0 && scene.pixelHeight >= 0)
                let canvas = scene.render()
                #expect(canvas.width == 0 || canvas.width == scene.pixelWidth)
            }
        }
        #expect(Scene(name: "huge", size: Size(1e20, 1), scale: 1).pixelWidth == Int.max)
        #expect(Scene(name: "nan", size: Size(.nan, 1), scale: 1).pixelWidth == 0)
        #expect(Scene(name: "ok", size: Size(10.5, 3), scale: 2).pixelWidth == 21)
    }

    /// Items built in Swift with extreme coordinates, widths, σ, opacities and text sizes.
    @Test func itemsWithExtremeValuesRender() throws {
        let fonts = try FontLibrary.shared()
        for v in Self.values {
            let path = Path.rect(Rect(x: v, y: 1, width: 4, height: v))
            let transform = Transform(a: v, b: 0, c: 0, d: 1, e: v, f: 0)
            var items: [SceneItem] = [
                .fill(FillItem(path: path, paint: .solid(.black), transform: transform)),
                .stroke(StrokeItem(path: Path.circle(center: Point(4, 4), radius: v), paint: .solid(.black),
                                   style: try StrokeStyle(width: 2, dash: [1e-20, 1e-20]), transform: transform)),
                .group(GroupItem(opacity: v, clip: path, transform: transform, items: [.fill(FillItem(path: path, paint: .solid(.black)))])),
                .backdropBlur(BackdropBlurItem(path: path, sigma: v, tint: .white, transform: transform)),
                .text(TextItem("Hi", font: Font(size: v), origin: Point(v, v), paint: .solid(.black), maxWidth: v)),
                .text(TextItem("Hi", font: Font(size: 12), origin: Point(v, 8), paint: .solid(.black), maxWidth: v, transform: transform)),
            ]
            if let style = try? StrokeStyle(width: v, dash: [v, 1], dashPhase: v) {
                items.append(.stroke(StrokeItem(path: path, paint: .solid(.black), style: style)))
            }
            let scene = Scene(name: "extreme", size: Size(8, 8), scale: 2, background: .white, items: items)
            #expect(scene.render().width == 16)
            do { _ = try scene.render(fonts: fonts) } catch { #expect(!error.description.isEmpty) }
        }
    }

    /// Every numeric field of a scene file given a number JSON can write but a Float cannot
    /// hold well: decoded and rendered, or rejected with a message.
    @Test func sceneFilesWithHugeNumbersDecodeOrFail() {
        let numbers = ["1e20", "-1e20", "3.4e38", "-1e38", "1e309", "-1e309", "-0", "9007199254740993", "1e-400",
                       String(repeating: "9", count: 400), "0." + String(repeating: "0", count: 400) + "1"]
        let template = ##"""
            {"format": "controlkit-scene/1", "width": _W_, "height": 8, "scale": _S_, "items": [
              {"type": "path", "d": "M0 0 L4 0 L4 4 Z", "fill": "#000000", "transform": [_T_, 0, 0, 1, _T_, 0]},
              {"type": "stroke", "d": "M0 0 L_X_ 4", "stroke": "#000000", "width": _N_, "dash": [_N_, 1], "dashPhase": _N_, "miterLimit": _M_},
              {"type": "group", "opacity": 0.5, "items": [{"d": "M1 1 H4 V4 Z", "fill": "#FF0000"}]},
              {"type": "backdropBlur", "d": "M0 0 H8 V8 Z", "sigma": _N_},
              {"type": "path", "d": "M0 0 H8 V8 Z", "fill": {"linearGradient": {"start": [_N_, 0], "end": [0, _N_], "stops": [{"offset": 0, "color": "#000000"}]}}},
              {"type": "text", "text": "Hi", "size": _N_, "x": _N_, "y": 8, "fill": "#000000", "maxWidth": _N_, "tracking": _N_}]}
            """##
        var decoded = 0, rejected = 0
        for number in numbers {
            for placeholder in ["_W_", "_S_", "_T_", "_X_", "_N_", "_M_"] {
                var json = template
                for other in ["_W_", "_S_", "_T_", "_X_", "_N_", "_M_"] {
                    json = json.replacingOccurrences(of: other, with: other == placeholder ? number : "2")
                }
                do {
                    let scene = try Scene.decode(json: Array(json.utf8), limits: SceneLimits(maxSidePixels: 256, maxPixels: 1 << 16))
                    _ = scene.render()
                    decoded += 1
                } catch {
                    #expect(!error.description.isEmpty)
                    #expect(error.description.utf8.count < 2000, "\(error.description.prefix(300))")
                    rejected += 1
                }
            }
        }
        #expect(decoded > 0 && rejected > 0)
    }
}

/// A scene file whose path data holds a megabyte-long number: the message names the field and
/// the byte offset, and quotes a short excerpt of the number.
@Suite struct SceneErrorExcerptTests {
    @Test func megabyteNumberInPathDataGivesAShortMessage() {
        let number = String(repeating: "7", count: 1 << 20)
        let json = ##"{"format": "controlkit-scene/1", "width": 8, "height": 8, "items": [{"type": "path", "d": "M0 0 L"## + number + ##" 1", "fill": "#000000"}]}"##
        #expect {
            _ = try Scene.decode(json: Array(json.utf8))
        } throws: { error in
            let message = "\(error)"
            return message.utf8.count < 300 && message.contains("items[0].d") && message.contains("offset 6")
        }
    }
}
