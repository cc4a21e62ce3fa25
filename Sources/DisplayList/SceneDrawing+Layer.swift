// Drawing a group into a layer: opacity, clip and the gradient alpha mask.

import Documents
import Raster

extension GroupItem {
    /// True when the group changes nothing but the transform, so its items are drawn straight
    /// onto the canvas without a layer.
    var isPlain: Bool { opacity == 1 && clip == nil && mask == nil }
}

extension SceneDrawing {
    /// Runs `body` on a fresh layer of `canvas`, then composites the layer with `opacity` and
    /// `mask` (`Canvas.drawLayer`). The warnings `body` adds are kept; the first error it throws
    /// is rethrown after the layer is composited (`drawLayer`'s closure cannot throw a typed
    /// error).
    mutating func inLayer(of canvas: inout Canvas, opacity: Float, mask: CoverageMask?,
                          _ body: (inout SceneDrawing, inout Canvas) throws(Diagnostic) -> Void) throws(Diagnostic) {
        var failure: Diagnostic?
        var inner = self
        canvas.drawLayer(opacity: opacity, mask: mask) { layer in
            do throws(Diagnostic) {
                try body(&inner, &layer)
            } catch {
                failure = error
            }
        }
        warnings = inner.warnings
        if let failure { throw failure }
    }

    /// A group's gradient mask as coverage over `bounds` (device pixels): the gradient's start
    /// and end mapped to device pixels by `map`, its alpha taken at each pixel's centre
    /// (`CoverageMask(alphaOf:rect:)`). nil when an end has no finite device image.
    static func coverage(of gradient: LinearGradient, over bounds: PixelRect, mappedBy map: (Point) -> Point?) -> CoverageMask? {
        guard let device = gradient.mapped(by: map) else { return nil }
        return CoverageMask(alphaOf: device, rect: bounds)
    }
}

extension LinearGradient {
    /// The gradient with its start and end mapped by `map`, the stops kept: a linear gradient
    /// between the two images. nil when an end has no image or it is not finite.
    func mapped(by map: (Point) -> Point?) -> LinearGradient? {
        guard let start = map(start), let end = map(end) else { return nil }
        return LinearGradient(start: start, end: end, stops: stops)
    }
}
