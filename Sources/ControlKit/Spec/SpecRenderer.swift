// From a decoded spec to figures ready to draw: every figure validated against the HIG, every
// variant (appearance × scale) expanded with its output path, every backdrop photo read — all
// before anything is drawn or written, so a spec with an error writes nothing.

import Controls
import Foundation
import Raster

/// A spec checked and expanded: what `render(spec)` and the batch draw.
public struct PreparedSpec: Sendable {
    /// Every variant of every figure, in spec order (appearances, then scales, as listed).
    public var variants: [FigureVariant]
    /// Warnings found (an error would have stopped preparation).
    public var warnings: [SpecIssue]
}

public enum SpecRenderer {
    /// The most variants a spec may expand to (a bound on output, far above a documentation set).
    public static let maxVariants = 100_000
    /// The largest backdrop PNG read.
    public static let maxBackdropBytes = 64 << 20

    /// Validates every figure and expands every variant.
    /// - Parameters:
    ///   - baseDirectory: the folder backdrop image paths are relative to (the spec's).
    ///   - strict: warnings count as errors.
    ///   - file: the spec's name in messages.
    /// - Throws: `SpecFailure` with every error (and, when `strict`, every warning) found.
    public static func prepare(_ spec: Spec, baseDirectory: String = ".", strict: Bool = false,
                               file: String = "spec") throws(SpecFailure) -> PreparedSpec {
        var issues: [SpecIssue] = []
        var variants: [FigureVariant] = []
        var outputs: [String: String] = [:]
        var photos: [String: RGBAImage] = [:]

        for figure in spec.figures {
            let controlField = SpecNode.childPath(figure.field, figure.control.key)
            switch figure.control {
            case .pageControl(let control):
                for issue in control.validate() {
                    let p = issue.prefixed(controlField)
                    issues.append(SpecIssue(strict ? .error : p.severity, field: p.field, p.message))
                }
            }
            if issues.contains(where: { $0.isError && $0.field.hasPrefix(figure.field) }) { continue }

            let backdrop = figure.backdrop ?? spec.defaults.backdrop
            var photo: RGBAImage?
            if case .image(let relative) = backdrop {
                let backdropField = SpecNode.childPath(figure.backdrop == nil ? "defaults" : figure.field, "backdrop.image")
                let path = relative.hasPrefix("/") || baseDirectory == "." ? relative : baseDirectory + "/" + relative
                if let cached = photos[path] {
                    photo = cached
                } else {
                    do {
                        let image = try PNG.decode(try InputFile.read(path, maxBytes: maxBackdropBytes))
                        photos[path] = image
                        photo = image
                    } catch {
                        issues.append(SpecIssue(field: backdropField, "\(error)"))
                        continue
                    }
                }
            }
            let pattern = figure.output ?? spec.defaults.output
            for appearance in figure.appearances ?? spec.defaults.appearances {
                for scale in figure.scales ?? spec.defaults.scales {
                    let output: String
                    do {
                        output = try pattern.expand(name: figure.name, appearance: appearance.rawValue, scale: scale)
                    } catch {
                        issues.append(SpecIssue(field: SpecNode.childPath(figure.field, "output"), error.description))
                        continue
                    }
                    if let other = outputs[output] {
                        issues.append(SpecIssue(field: SpecNode.childPath(figure.field, "output"),
                                                "\(output) would be written twice (also by \(other)); add {appearance} or {scale} to the pattern"))
                        continue
                    }
                    outputs[output] = "\(figure.field) (\(appearance) @\(scale)x)"
                    guard variants.count < maxVariants else {
                        throw SpecFailure(file: file, SpecIssue(field: "figures", "more than \(maxVariants) figure variants"))
                    }
                    let scene = FigureComposer.scene(name: figure.name, control: figure.control, appearance: appearance, scale: scale,
                                                     placement: figure.placement ?? spec.defaults.placement, backdrop: backdrop)
                    variants.append(FigureVariant(figureName: figure.name, field: figure.field, appearance: appearance, scale: scale,
                                                  outputPath: output, scene: scene, backdropImage: photo))
                }
            }
        }
        if issues.contains(where: \.isError) { throw SpecFailure(file: file, issues: issues) }
        return PreparedSpec(variants: variants, warnings: issues)
    }
}

/// Renders every variant of every figure of `spec` to pixels, in memory.
/// - Throws: `SpecFailure` when any figure has an error (nothing is drawn then).
public func render(_ spec: Spec, baseDirectory: String = ".", strict: Bool = false) throws(SpecFailure) -> [(variant: FigureVariant, image: RGBAImage)] {
    let prepared = try SpecRenderer.prepare(spec, baseDirectory: baseDirectory, strict: strict)
    return prepared.variants.map { ($0, $0.render().image()) }
}
