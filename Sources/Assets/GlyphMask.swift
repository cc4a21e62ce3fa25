import Documents
import Raster

// A back indicator's transition mask (`UINavigationBar.backIndicatorTransitionMaskImage`, the
// image that masks the content flowing under the indicator while a screen is pushed or popped).
// UIKit lays the two images over each other, so the mask must be drawn on the indicator's
// canvas with the indicator's placement: its artwork is in the indicator's coordinates (the
// same viewBox), and is neither fitted nor balanced on its own. What the mask should cover is
// the app's design, not ours: it is taken as drawn (docs/glyphs.md, "Back indicator pairs").

extension GlyphResult {
    /// The least share of the mask's ink box that must lie on the canvas before it warns.
    static let maskMinimumOnCanvas: Float = 0.5

    /// The name a mask is written under beside its indicator: `back-arrow-mask`.
    public static func maskName(for indicator: String) -> String { indicator + "-mask" }

    /// `mask` drawn with `indicator`'s placement at the same scales, in black (a mask's alpha
    /// is what UIKit uses), named `maskName(for:)` of the indicator.
    ///
    /// Errors: the indicator has no placement (it draws nothing), or the mask draws nothing.
    /// Warning: most of the mask's ink box lies off the canvas (where it is cut off).
    public init(mask: GlyphArtwork, for indicator: GlyphResult, options: GlyphOptions) {
        var artwork = mask
        artwork.name = Self.maskName(for: indicator.artwork.name)
        self.artwork = artwork
        light = []; dark = []
        placement = indicator.placement
        let field: FieldPath = mask.file == nil ? [.key(artwork.name)] : .root
        guard let ink = InkMeasure(items: mask.items) else {
            self.ink = nil
            diagnostics = [Diagnostic(.error, file: mask.file, field: field, "the mask draws nothing (empty, or every shape invisible)")]
            return
        }
        self.ink = ink
        guard let placement = indicator.placement else {
            diagnostics = [Diagnostic(.error, file: mask.file, field: field,
                                      "its back indicator \(Excerpt.quoted(indicator.artwork.name)) draws nothing, so the mask has no place")]
            return
        }
        light = options.scales.map {
            GlyphRendition(artwork: mask, placement: placement, deviceScale: $0, snap: options.snapToPixels, color: .black)
        }
        diagnostics = []
        // Cut off at the canvas edge is fine (a mask often covers the whole viewBox); mostly off
        // it means the SVG is not in the indicator's coordinates.
        let corners = [Point(ink.box.minX, ink.box.minY), Point(ink.box.maxX, ink.box.maxY)].map(placement.transform.apply)
        let placed = Rect(corners: corners[0], corners[1])
        let canvas = Rect(origin: .zero, size: placement.canvasSize)
        let overlap = max(0, min(placed.maxX, canvas.maxX) - max(placed.minX, canvas.minX))
            * max(0, min(placed.maxY, canvas.maxY) - max(placed.minY, canvas.minY))
        if overlap < Self.maskMinimumOnCanvas * placed.width * placed.height {
            diagnostics.append(Diagnostic(.warning, file: mask.file, field: field,
                                          "most of the mask falls outside the indicator's \(GlyphChecks.points(canvas.width)) × "
                                          + "\(GlyphChecks.points(canvas.height)) pt canvas and is cut off; draw it in the indicator's "
                                          + "coordinates (the same viewBox)"))
        }
    }
}
