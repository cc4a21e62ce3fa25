import Raster

/// Where a glyph goes on its canvas: one uniform scale and an offset, from artwork points to
/// canvas points, chosen by fit and balance; per device scale, optionally snapped (`GridSnap`).
///
/// Invariant: the placed ink's longer side is at most `options.maximum` (balance is capped by
/// it; `fit: .viewBox` may exceed it, which `GlyphChecks` reports).
public struct GlyphPlacement: Hashable, Sendable {
    /// Artwork points → canvas points.
    public var transform: Transform
    /// The canvas, in points.
    public var canvasSize: Size
    /// The ink's box on the canvas, in points.
    public var inkBox: Rect
    /// Canvas points per artwork point.
    public var scale: Float
    /// The balance's enlargement over a plain fit (1 for `none` or `fit: .viewBox`).
    public var enlargement: Float

    /// Places `artwork` whose ink is `ink`.
    public init(artwork: GlyphArtwork, ink: InkMeasure, options: GlyphOptions) {
        let inkLonger = max(ink.box.width, ink.box.height)
        let scale: Float
        let centre: Point
        switch options.fit {
        case .ink:
            let fitted = options.target / inkLonger
            let grow = options.balance.enlargement(hullArea: ink.hullArea * fitted * fitted, target: options.target)
            enlargement = min(grow, options.maximum / options.target)
            scale = fitted * enlargement
            centre = ink.box.center
        case .viewBox:
            let longer = max(artwork.size.width, artwork.size.height)
            scale = options.target / (longer > 0 ? longer : inkLonger)
            enlargement = 1
            centre = longer > 0 ? Point(artwork.size.width / 2, artwork.size.height / 2) : ink.box.center
        }
        self.scale = scale
        let inkSize = Size(ink.box.width * scale, ink.box.height * scale)
        let side: (Float) -> Float
        switch options.canvas {
        case .maximum: side = { _ in options.maximum }
        case .target: side = { _ in options.target }
        case .ink: side = { ($0 - 1e-3).rounded(.up) }
        }
        canvasSize = Size(side(inkSize.width) + 2 * options.padding, side(inkSize.height) + 2 * options.padding)
        transform = Transform.translation(-centre.x, -centre.y).concatenating(.scale(scale))
            .concatenating(.translation(canvasSize.width / 2, canvasSize.height / 2))
        let origin = transform.apply(Point(ink.box.minX, ink.box.minY))
        inkBox = Rect(origin: origin, size: inkSize)
    }

    /// The canvas size in device pixels at `deviceScale`.
    public func pixelSize(at deviceScale: Int) -> (width: Int, height: Int) {
        let s = Float(deviceScale)
        return (Int((canvasSize.width * s - 1e-3).rounded(.up)), Int((canvasSize.height * s - 1e-3).rounded(.up)))
    }
}
