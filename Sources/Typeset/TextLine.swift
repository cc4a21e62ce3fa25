import Raster

/// One glyph of a laid-out line.
public struct PlacedGlyph: Hashable, Sendable {
    /// The glyph's origin (pen position on the baseline), in points from the line's start.
    public let position: Point
    /// The pen advance to the next glyph, in points: the shaped (kerned) advance plus tracking.
    public let advance: Float
    /// The glyph id in its face; 0 for a missing-glyph box.
    public let glyphID: UInt32
    /// The outline in points, y down, relative to `position`.
    public let outline: Path
    /// True for the box drawn where no face had a glyph.
    public let isMissingBox: Bool
    /// The file of the face that drew the glyph ("" for a missing box).
    public let fontFile: String
    /// The face's index in its library, for `FontLibrary.freeTypeRendering`; −1 for a box.
    let faceID: Int
}

/// A line of text laid out in points: glyph positions and outlines on a baseline at y = 0,
/// starting at x = 0, plus the measurements layout needs.
///
/// Invariants: `glyphs` are in visual (left-to-right) order; `width` is the sum of advances
/// minus the tracking after the last character (tracking goes between characters, so centred
/// text stays centred); `descender` is negative (below the baseline), as UIFont's is.
public struct TextLine: Sendable {
    /// The text laid out: the input without control characters, cut and ended with "…" when
    /// truncated.
    public let text: String
    /// The font the line was laid out with.
    public let font: Font
    /// The device scale the outlines were taken at (1, 2, 3 for @1x, @2x, @3x).
    public let scale: Float
    /// The glyphs in visual (left-to-right) order.
    public let glyphs: [PlacedGlyph]
    /// The advance width of the line, in points.
    public let width: Float
    /// The requested face's hhea ascender, descender and line height (ascender − descender +
    /// line gap), in points.
    public let ascender: Float
    /// The requested face's hhea descender, in points; negative (below the baseline).
    public let descender: Float
    /// The requested face's line height (ascender − descender + line gap), in points.
    public let lineHeight: Float
    /// True when the text did not fit the maximum width and was cut with "…".
    public let isTruncated: Bool
    /// What layout wants the caller to hear (a missing glyph, a removed control character); empty when none.
    public let warnings: [TypesetWarning]

    /// The x, relative to the anchor, where a line with `alignment` starts.
    public func startOffset(alignment: TextAlignment) -> Float {
        switch alignment {
        case .left: 0
        case .center: -width / 2
        case .right: -width
        }
    }

    /// Every glyph outline as one path in user-space points, for a nonzero fill: the baseline
    /// passes through `baselineOrigin`, which is the line's start, centre or end by `alignment`.
    public func path(at baselineOrigin: Point, alignment: TextAlignment = .left) -> Path {
        let start = Point(baselineOrigin.x + startOffset(alignment: alignment), baselineOrigin.y)
        var out = Path()
        for glyph in glyphs {
            out.append(glyph.outline.transformed(by: .translation(start.x + glyph.position.x, start.y + glyph.position.y)))
        }
        return out
    }
}
