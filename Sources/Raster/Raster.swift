// Raster: from geometry to premultiplied pixels, in pure Swift.
//
// Does:
//   - geometry in Float: `Point`, `Size`, `Rect`, `Transform` (2×3 affine), `Projection`
//     (3×3 projective, for planes seen in perspective), `Path` (move/line/quad/cubic/close),
//     shape builders and SVG path data;
//   - flattening curves to lines within `Tolerance.flatteningPixels` of the true curve, also
//     through a projection (`Path.projected(by:deviceScale:)`: flattened in the path's own
//     space, finely enough for the projection's stretch, then every vertex mapped);
//   - stroking (caps, joins, miter limit, dashes, hairlines) to a fillable outline, streamed into
//     the rasterizer, with what cannot reach the clip left out;
//   - exact-area coverage: each line adds the signed area it bounds, per pixel, into an
//     accumulation buffer; a running sum along a row resolves nonzero or even-odd coverage;
//   - compositing into a `Pixmap` (premultiplied RGBA8, sRGB, blending in gamma-encoded sRGB
//     as iOS does), solid and linear-gradient paint, clips, masks, layers, box blurs.
//
// Does not: read or write files, know about fonts, controls or colour names.
//
// Invariants:
//   - for a simple closed polygon inside the canvas, the sum of coverage equals its area
//     (to the 2⁻¹⁶ px² of the fixed-point cells), and each pixel's coverage is the area of the pixel square inside it;
//   - the same input gives the same bytes on every run; the SIMD and scalar (`+Reference`)
//     paths give identical pixels.
//
// Public is what a user draws with: geometry (`Projection` included), `Path`, `Canvas`, `Paint`, `StrokeStyle`,
// `Color`, `PremultipliedColor`, `Pixmap`, `RGBAImage`, `CoverageMask`, `PixelRect`. The
// pipeline's stages (edge lists, accumulation, span sinks, compositor kernels, byte maths,
// flattening, stroking, blurs, the SIMD switches) are `package`: shared with the package's
// other modules and tests, never part of `import ControlKit`. Public values keep their
// invariants: their initializers check what a user passes and return nil rather than trap.
//
// Coordinates are y-down. User space is in points; device space is in pixels; names say
// which where the two meet (`devicePath`, `tolerancePixels`).
