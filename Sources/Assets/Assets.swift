// Assets: glyph artwork (an imported SVG or a built-in bar glyph) made into the images an app
// ships — fitted, balanced and checked bar glyphs at @2x and @3x, written as Xcode image sets
// or plain PNGs, with a review sheet.
//
// Pipeline, one file each: `GlyphArtwork` (scene items in the artwork's points) → `InkMeasure`
// (the ink's box, convex-hull area and thinnest stroke, measured on a fine raster) →
// `GlyphBalance` + `GlyphPlacement` (one uniform scale and offset per glyph, optionally snapped
// to each scale's device pixels by `GridSnap`) → `GlyphRendition` (pixels in the chosen colour)
// → `GlyphChecks` (the guideline's rules, measured from the rendered pixels) → `ImageSet`
// (`Contents.json` and file names) → `GlyphSheet` (every glyph on light and dark bars).
//
// Does not: read or write files (ControlKit's `GlyphExport` does, atomically), parse SVG
// (SVGImport does), or know about controls.
//
// Invariants: a placement never scales a glyph's ink past the maximum box; the same artwork
// and options give the same bytes; every image of a run has the same canvas size per scale
// (glyphs line up in a bar), unless `--canvas ink` asks for tight crops.

import Raster

/// The guideline's sizes for custom navigation-bar glyphs, in points.
///
/// Source: Apple's Human Interface Guidelines, "Navigation bars" (iOS), the table of custom
/// bar glyph sizes — target 24 × 24 pt (48 px @2x, 72 px @3x), maximum 28 × 28 pt (56 px @2x,
/// 84 px @3x), "adjusting the balance as needed"; restated in docs/ios-facts.md §3.1.
public enum BarGlyphSize {
    /// The box a glyph's ink is fitted to, in points.
    public static let target: Float = 24
    /// The box no glyph's ink may exceed, in points.
    public static let maximum: Float = 28
    /// The scales a bar glyph ships at: every iPhone since iOS 10 is @2x or @3x.
    public static let scales: [Int] = [2, 3]
}
