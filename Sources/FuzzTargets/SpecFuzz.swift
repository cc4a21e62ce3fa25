import ControlKit
import Documents

/// Figure files: the bytes as JSON when they start with `{` (after blanks), else as YAML, then
/// planned as `controlkit render FILE` plans them; the first small variant is drawn.
enum SpecFuzz {
    static func run(_ bytes: [UInt8]) {
        let isJSON = bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) == UInt8(ascii: "{")
        let root: DocumentNode
        do throws(Diagnostic) {
            if isJSON {
                root = try DocumentNode.parse(json: bytes, limits: InputLimits.figureFileDocument)
            } else {
                guard let text = String(validating: bytes, as: UTF8.self) else { return }
                root = try DocumentNode.parse(yaml: text, limits: InputLimits.figureFileDocument)
            }
        } catch {
            fuzzCheck(!error.message.isEmpty, "a parse error without a message")
            return
        }
        let plan: FigurePlan
        do { plan = try FigurePlan(root, path: "fuzz.yaml") } catch {
            fuzzCheck(!error.diagnostics.isEmpty, "a plan that failed without saying why")
            return
        }
        if let variant = plan.variants.first(where: { $0.scene.pixelWidth * $0.scene.pixelHeight <= fuzzMaxRenderPixels }) {
            let canvas = variant.render()
            fuzzCheck(canvas.width == variant.scene.pixelWidth && canvas.height == variant.scene.pixelHeight, "a figure drawn at another size")
        }
    }
}
