/// The one flattening tolerance of the pipeline, in device pixels.
///
/// Curves are replaced by polylines whose distance from the true curve is at most this.
/// 0.1 px: an edge displaced by d pixels changes an edge pixel's coverage by at most d, so
/// 0.1 px bounds the error at 10 % of one pixel's coverage (26/255) at the worst point and far
/// less on average (the chord error is largest mid-segment and falls to 0 at its ends).
/// vello and Skia use 0.25 px, which lets faceting show on the 6–30 px dots page controls are
/// made of; 0.1 px costs √2.5 ≈ 1.6× as many segments (the count goes as 1/√tolerance) and
/// keeps faceting below what an 8-bit pixel can show on those sizes.
package enum Tolerance {
    /// Maximum distance, in device pixels, between a flattened curve and the curve.
    package static let flatteningPixels: Float = 0.1
}
