import Documents
import Raster

/// The guideline's rules for one glyph, measured on its renditions' pixels (what ships), not on
/// the intended geometry.
///
/// | rule | severity |
/// |---|---|
/// | nothing inked (empty or invisible) | error |
/// | ink cut off by the canvas (`--canvas target` with a larger glyph) | error |
/// | ink larger than the maximum box | warning |
/// | ink's longer side under `smallFraction` of the target | warning |
/// | a stroke thinner than one device pixel at @2x | warning |
/// | colours in a glyph drawn as a template | warning |
///
/// `--strict` makes every warning an error.
public enum GlyphChecks {
    /// Below this fraction of the target, a glyph is "much smaller" than it: 2/3, i.e. 16 of
    /// 24 pt — our threshold (the guideline gives none), far enough under the target that
    /// fitting to the viewBox, not balance, must be the cause.
    public static let smallFraction: Float = 2.0 / 3.0
    /// The finest stroke that draws as a solid line at @2x: one device pixel, half a point.
    public static let thinnestStrokePixelsAt2x: Float = 1

    /// The problems of a glyph, each naming its file (or its name, for a built-in glyph).
    static func run(artwork: GlyphArtwork, placement: GlyphPlacement, renditions: [GlyphRendition],
                    options: GlyphOptions) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func report(_ severity: Diagnostic.Severity, _ message: String) {
            found.append(Diagnostic(severity, file: artwork.file, field: artwork.file == nil ? [.key(artwork.name)] : .root, message))
        }
        let ink = placement.inkBox, slack: Float = 0.01
        if ink.minX < -slack || ink.minY < -slack || ink.maxX > placement.canvasSize.width + slack || ink.maxY > placement.canvasSize.height + slack {
            report(.error, "the ink (\(points(ink.width)) × \(points(ink.height)) pt) does not fit the \(points(placement.canvasSize.width)) × \(points(placement.canvasSize.height)) pt canvas and would be cut off; use --canvas maximum or more --padding")
        }
        if max(ink.width, ink.height) > options.maximum + slack {
            report(.warning, "the ink is \(points(ink.width)) × \(points(ink.height)) pt, larger than the \(points(options.maximum)) pt maximum")
        }
        // The shipped pixels too: one pixel of anti-aliased fringe is allowed on each side.
        for rendition in renditions {
            guard let box = PixelInk(rendition.image).box else { continue }
            let s = Float(rendition.deviceScale)
            let widthPoints = Float(box.width - 2) / s, heightPoints = Float(box.height - 2) / s
            if max(widthPoints, heightPoints) > options.maximum + slack {
                report(.warning, "the ink is \(points(widthPoints)) × \(points(heightPoints)) pt at @\(rendition.deviceScale)x, larger than the \(points(options.maximum)) pt maximum")
            }
        }
        if let longer = renditions.first.flatMap({ r in PixelInk(r.image).box.map { Float(max($0.width, $0.height)) / Float(r.deviceScale) } }),
           longer < options.target * smallFraction {
            report(.warning, "the ink is only \(points(longer)) pt across, much smaller than the \(points(options.target)) pt target")
        }
        if let thinnest = ItemGeometry.thinnestStroke(in: artwork.items), thinnest * placement.scale * 2 < thinnestStrokePixelsAt2x {
            report(.warning, "a stroke is \(points(thinnest * placement.scale * 2)) px wide at @2x, thinner than one device pixel")
        }
        if case .template = options.coloring {
            let colors = ItemGeometry.colors(in: artwork.items)
            if colors.count > 1 || colors.contains(where: { $0.r != $0.g || $0.g != $0.b }) {
                let list = colors.map(\.hexString).sorted().prefix(4).joined(separator: ", ")
                report(.warning, "the glyph paints in colours (\(list)) but is drawn as a template: an app tints only its shape")
            }
        }
        return found
    }

    /// Points with up to two decimals, without trailing zeros.
    static func points(_ v: Float) -> String {
        let rounded = (v * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format2: rounded)
    }
}

extension String {
    /// `v` with two decimals, trailing zeros dropped.
    init(format2 v: Float) {
        var text = String(Int((abs(v) * 100).rounded()))
        while text.count < 3 { text = "0" + text }
        var decimals = String(text.suffix(2))
        while decimals.hasSuffix("0") { decimals.removeLast() }
        self = (v < 0 ? "-" : "") + text.dropLast(2) + (decimals.isEmpty ? "" : "." + decimals)
    }
}
