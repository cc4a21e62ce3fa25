import DisplayList
import Typeset

/// Scene files in either format: decoded with the default fonts; an accepted scene whose
/// canvas is small is rendered, and written back as controlkit-scene/1 JSON, which must decode.
enum SceneFuzz {
    static func run(_ bytes: [UInt8]) {
        let fonts = try? FontLibrary.shared()
        let scene: Scene
        do { scene = try Scene.decode(json: bytes, fonts: fonts) } catch {
            fuzzCheck(!error.diagnostics.isEmpty, "a scene refused without a diagnostic")
            return
        }
        let written = Array(scene.jsonText().utf8)
        do { _ = try Scene.decode(json: written, fonts: fonts) } catch {
            fuzzCheck(false, "a scene ControlKit wrote does not read back: \(error)")
        }
        guard let fonts, scene.pixelWidth * scene.pixelHeight <= fuzzMaxRenderPixels else { return }
        do {
            let rendering = try scene.render(fonts: fonts, threads: bytes.count % 3 == 0 ? 2 : 1)
            fuzzCheck(rendering.canvas.width == scene.pixelWidth && rendering.canvas.height == scene.pixelHeight, "a scene drawn at another size")
        } catch {
            fuzzCheck(!error.message.isEmpty, "a render error without a message")
        }
    }
}
