import DisplayList
import Foundation
import SVGImport

/// SVG documents: imported (XML, styles, `use`, gradients, clips) into scene items; a small
/// document is rendered at @1x.
enum SVGFuzz {
    static func run(_ bytes: [UInt8]) {
        let document: SVGDocument
        do { document = try SVGDocument(data: Data(bytes), fileName: "fuzz.svg") } catch {
            fuzzCheck(!error.diagnostics.isEmpty, "an SVG refused without a diagnostic")
            return
        }
        let scene = document.scene(name: "fuzz")
        guard scene.pixelWidth * scene.pixelHeight <= fuzzMaxRenderPixels else { return }
        let canvas = scene.render()
        fuzzCheck(canvas.width == scene.pixelWidth && canvas.height == scene.pixelHeight, "an SVG drawn at another size")
    }
}
