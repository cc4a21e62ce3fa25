import Controls
import Documents
import FileIO
import PNGCodec
import Raster

/// The steps of making a `FigurePlan`, one figure at a time: check the control, read its
/// backdrop, expand its variants (appearance × scale) with their output paths, compose and bound
/// each. Every problem goes into `report`, located in the file; a figure with an error adds no
/// variant, and the next figure is planned as usual.
///
/// Invariants: no two variants write one output path; at most `InputLimits.maxVariants`
/// variants (one more throws, as an error of the whole file); a backdrop file is read once
/// however many figures use it.
struct FigurePlanner {
    let file: FigureFile
    /// Warnings count as errors.
    let strict: Bool
    /// Every problem found so far.
    var report = DiagnosticCollector()
    /// The variants planned so far, in file order.
    var variants: [FigureVariant] = []
    /// Each output path planned so far, with what writes it (for the "written twice" error).
    var outputs: [String: String] = [:]
    /// The backdrop photos read, by path.
    var photos: [String: RGBAImage] = [:]
    /// The backdrop scenes read, by path.
    var scenes: [String: Scene] = [:]
    /// Whether the default fonts were found to load (checked once, for the first scene with text).
    var fontsLoad = false

    init(file: FigureFile, strict: Bool) {
        self.file = file
        self.strict = strict
    }

    /// Plans one figure under `field` (`figures[3]`).
    /// - Throws: only an error of the whole file: more than `InputLimits.maxVariants` variants,
    ///   or a figure with text when the default fonts cannot be loaded (`FigureFonts`).
    mutating func plan(_ figure: Figure, field: FieldPath) throws(DiagnosticList) {
        var figure = figure
        var issues: [Diagnostic] = []
        if let design = figure.design ?? file.defaults.design {
            figure.control = figure.control.inDesign(design)
            if !type(of: figure.control).designs.contains(design) {
                let designField = (figure.design == nil ? FieldPath(keys: "defaults") : field).appending("design")
                issues.append(file.locate(.warning(designField, "\(type(of: figure.control).kind.command) has no \(design) design yet: drawn "
                    + type(of: figure.control).designs.map(\.rawValue).joined(separator: " or "))))
            }
        }
        issues += figure.control.validate().map { file.locate($0.under(field.appending(figure.controlKey))) }
        report.append(contentsOf: strict ? issues.map(\.asError) : issues)
        if issues.contains(where: \.isError) { return }

        let backdrop = figure.backdrop ?? file.defaults.backdrop
        let backdropField = (figure.backdrop == nil ? FieldPath(keys: "defaults") : field).appending("backdrop")
        guard let (photo, backdropScene) = readBackdrop(backdrop, field: backdropField) else { return }
        let pattern = figure.output ?? file.defaults.output
        let outputField = (figure.output == nil ? FieldPath(keys: "defaults") : field).appending("output")
        for appearance in figure.appearances ?? file.defaults.appearances {
            for scale in figure.scales ?? file.defaults.scales {
                guard let output = claimOutput(pattern, figure: figure, appearance: appearance, scale: scale, field: field,
                                               outputField: outputField) else { continue }
                guard variants.count < InputLimits.maxVariants else {
                    throw DiagnosticList(file.locate(Diagnostic(.error, field: ["figures"], "more than \(InputLimits.maxVariants) figure variants")))
                }
                let composition = FigureComposer.compose(name: figure.name, control: figure.control, appearance: appearance,
                                                         scale: scale, placement: figure.placement ?? file.defaults.placement,
                                                         backdrop: backdrop, backdropScene: backdropScene)
                let scene = composition.scene
                if !fontsLoad && scene.containsText {
                    do throws(Diagnostic) { try FigureFonts.require() } catch { throw DiagnosticList(error) }
                    fontsLoad = true
                }
                // Bounded before anything is allocated: what we write, we (and diff) can read back.
                if let excess = Self.pixelExcess(scene, scale: scale) {
                    report.append(file.locate(Diagnostic(.error, field: field, excess)))
                    continue
                }
                variants.append(FigureVariant(figureName: figure.name, field: field, appearance: appearance, scale: scale,
                                              outputPath: output, scene: scene, backdropImage: photo, backdropFrame: composition.backdropFrame,
                                              contrast: composition.contrast,
                                              controlField: field.appending(figure.controlKey)))
            }
        }
    }

    /// The backdrop's photo or scene, read once per path (nil, nil for a colour); nil with the
    /// problem reported under `field` when it cannot be read.
    mutating func readBackdrop(_ backdrop: Backdrop?, field: FieldPath) -> (photo: RGBAImage?, scene: Scene?)? {
        do {
            switch backdrop {
            case .image(let relative):
                let path = try file.resolve(relative)
                let photo = try photos[path] ?? PNG.decode(try InputFile.read(path, maxBytes: InputLimits.maxBackdropBytes))
                photos[path] = photo
                return (photo, nil)
            case .scene(let relative):
                let path = try file.resolve(relative)
                if let cached = scenes[path] { return (nil, cached) }
                let scene: Scene
                do { scene = try SceneFile.load(path) } catch {
                    throw Diagnostic(.error, "\(path): \(error.diagnostics.first.map { "\($0.field): \($0.message)" } ?? "")")
                }
                scenes[path] = scene
                return (nil, scene)
            default:
                return (nil, nil)
            }
        } catch {
            report.append(file.locate(Diagnostic(.error, field: field, (error as? Diagnostic)?.message ?? "\(error)")))
            return nil
        }
    }

    /// The output path of one variant, claimed for it; nil with the problem reported when the
    /// pattern cannot be expanded or another variant writes the same path.
    mutating func claimOutput(_ pattern: OutputPattern, figure: Figure, appearance: Appearance, scale: Int, field: FieldPath,
                              outputField: FieldPath) -> String? {
        let output: String
        do {
            output = try pattern.expand(name: figure.name, appearance: appearance.rawValue, scale: scale)
        } catch {
            report.append(file.locate(Diagnostic(.error, field: outputField, error.description)))
            return nil
        }
        if let other = outputs[output] {
            report.append(file.locate(Diagnostic(.error, field: outputField,
                "\(output) would be written twice (also by \(other)); add {appearance} or {scale} to the pattern")))
            return nil
        }
        outputs[output] = "\(field) (\(appearance) @\(scale)x)"
        return output
    }

    /// Why `scene` at `scale` is too large to draw (its size in points and pixels, and the
    /// limit), or nil when `ImageLimits` allows it.
    static func pixelExcess(_ scene: Scene, scale: Int) -> String? {
        guard !ImageLimits.allows(width: scene.size.width, height: scene.size.height, scale: scene.scale) else { return nil }
        let w = Double(scene.size.width) * Double(scale), h = Double(scene.size.height) * Double(scale)
        let pixels = w.isFinite && h.isFinite && max(w, h) < 1e15
            ? "\(Int(w.rounded(.up))) × \(Int(h.rounded(.up))) px, \(ImageLimits.excess(width: Int(w.rounded(.up)), height: Int(h.rounded(.up))))"
            : "over the \(ImageLimits.maxSidePixels)-pixel side limit"
        return "\(Excerpt.number(scene.size.width)) × \(Excerpt.number(scene.size.height)) pt at @\(scale)x is \(pixels) (docs/limits.md)"
    }
}
