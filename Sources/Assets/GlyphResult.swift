import Documents
import Raster

/// One glyph made: its measurements, placement, images and the checks' findings.
public struct GlyphResult: Sendable {
    /// The artwork the glyph was made from.
    public var artwork: GlyphArtwork
    /// Nil when nothing is inked; the glyph then has no images and an error.
    public var ink: InkMeasure?
    /// Where the ink goes on the canvas; nil when nothing is inked.
    public var placement: GlyphPlacement?
    /// The images in the light (or only) appearance, one per scale, in `options.scales` order.
    public var light: [GlyphRendition]
    /// The dark appearance's images, when `options.coloring` has a dark colour.
    public var dark: [GlyphRendition]
    /// What the checks found about the glyph (errors and warnings), in order.
    public var diagnostics: [Diagnostic]

    /// Measures, places, draws and checks `artwork`.
    public init(_ artwork: GlyphArtwork, options: GlyphOptions) {
        self.artwork = artwork
        light = []; dark = []
        guard let ink = InkMeasure(items: artwork.items) else {
            self.ink = nil; placement = nil
            diagnostics = [Diagnostic(.error, file: artwork.file, field: artwork.file == nil ? [.key(artwork.name)] : .root,
                                      "the glyph draws nothing (empty, or every shape invisible)")]
            return
        }
        self.ink = ink
        let placement = GlyphPlacement(artwork: artwork, ink: ink, options: options)
        self.placement = placement
        let (lightColor, darkColor): (Color?, Color?)
        switch options.coloring {
        case .template: (lightColor, darkColor) = (.black, nil)
        case .original: (lightColor, darkColor) = (nil, nil)
        case .color(let l, let d): (lightColor, darkColor) = (l, d)
        }
        light = options.scales.map {
            GlyphRendition(artwork: artwork, placement: placement, deviceScale: $0, snap: options.snapToPixels, color: lightColor)
        }
        if let darkColor {
            dark = options.scales.map {
                GlyphRendition(artwork: artwork, placement: placement, deviceScale: $0, snap: options.snapToPixels, color: darkColor)
            }
        }
        diagnostics = GlyphChecks.run(artwork: artwork, placement: placement, renditions: light, options: options)
    }

    /// True when a check found an error (the glyph is not written).
    public var failed: Bool { diagnostics.contains(where: \.isError) }

    /// The row of the run's table: name, ink size in points, balance, pixel sizes, findings.
    public var tableRow: [String] {
        guard let ink, let placement else { return [artwork.name, "—", "—", "—", "empty"] }
        let inkSize = "\(GlyphChecks.points(ink.box.width * placement.scale)) × \(GlyphChecks.points(ink.box.height * placement.scale))"
        let pixels = light.map { "\($0.image.width)×\($0.image.height)" }.joined(separator: ", ")
        let verdict = diagnostics.isEmpty ? "ok" : "\(diagnostics.filter(\.isError).count) error(s), \(diagnostics.filter { !$0.isError }.count) warning(s)"
        return [artwork.name, inkSize, "×\(String(format2: placement.enlargement))", pixels, verdict]
    }

    /// The table's header, matching `tableRow`.
    public static let tableHeader = ["glyph", "ink (pt)", "balance", "images (px)", "checks"]
}
