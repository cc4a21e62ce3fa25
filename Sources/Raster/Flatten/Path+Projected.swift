// Projecting a path: flatten in the path's own space, finely enough for the projection's
// stretch, then map every vertex. A projection maps straight lines in front of the eye to
// straight lines, so the projected polyline is exactly the image of the flattened one, and
// its only error is the flattening error, stretched by the projection.

extension Path {
    /// The path mapped through `projection`, as lines: what a glyph or any other outline on a
    /// plane seen in perspective becomes, ready for the ordinary exact-area fill.
    ///
    /// Tolerance: the result is later scaled by `deviceScale` device pixels per unit of the
    /// projection's output (an affine transform's `maxScale`; the scene's scale). Each curve is
    /// flattened in the path's own units with tolerance
    /// `Tolerance.flatteningPixels / (s · deviceScale)`, where s bounds the projection's
    /// stretch over the curve's control points (`Projection.maxScale(over:)`'s bound, on their
    /// hull, which holds the curve), so after projection and scaling the polyline stays within
    /// 0.1 device pixels of the true projected curve, as everywhere else in the pipeline.
    ///
    /// Behind the eye: a subpath with a point — a vertex or a control point — on or behind the
    /// eye's plane (where `Projection.apply` is nil) is dropped whole; the other subpaths are
    /// kept. Every point of a kept subpath's hull is then in front of the eye, so no part of it
    /// wraps through infinity.
    ///
    /// - Parameters:
    ///   - projection: the homography applied to every vertex of the flattened path.
    ///   - deviceScale: device pixels per unit after the projection; a value that is
    ///     not finite and positive counts as 1.
    /// - Returns: the kept subpaths as `move`/`line`, each closed when the original was.
    public func projected(by projection: Projection, deviceScale: Float = 1) -> Path {
        projected(by: projection, deviceScale: deviceScale, tolerancePixels: Tolerance.flatteningPixels)
    }

    /// `projected(by:deviceScale:)` with another device tolerance; one that is not finite and
    /// positive means `Tolerance.flatteningPixels`.
    package func projected(by projection: Projection, deviceScale: Float, tolerancePixels: Float) -> Path {
        let pixelsPerUnit = deviceScale.isFinite && deviceScale > 0 ? deviceScale : 1
        let tolerance = tolerancePixels.isFinite && tolerancePixels > 0 ? tolerancePixels : Tolerance.flatteningPixels
        var builder = ProjectedPathBuilder(projection: projection)
        /// The tolerance in the path's units for a curve with these control points, or nil
        /// when one of them is behind the eye.
        func localTolerance(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Float? {
            guard let stretch = projection.maxScale(hullOf: a, b, c, d) else { return nil }
            // A stretch of 0 cannot happen (the projection is invertible) but a tiny one can
            // underflow: the tolerance is then +∞ and the Flattener takes one segment.
            return tolerance / (stretch * pixelsPerUnit)
        }
        var current = Point.zero
        forEachElement { e in
            switch e {
            case .move(let p):
                builder.finish()
                builder.add(p)
                current = p
            case .line(let p):
                builder.add(p)
                current = p
            case .quad(let c, let p):
                if builder.isKeeping {
                    if let t = localTolerance(current, c, p, p) {
                        Flattener.flatten(quad: current, c, p, tolerance: t) { builder.add($0) }
                    } else {
                        builder.drop()
                    }
                }
                current = p
            case .cubic(let c1, let c2, let p):
                if builder.isKeeping {
                    if let t = localTolerance(current, c1, c2, p) {
                        Flattener.flatten(cubic: current, c1, c2, p, tolerance: t) { builder.add($0) }
                    } else {
                        builder.drop()
                    }
                }
                current = p
            case .close:
                builder.close()
            }
        }
        builder.finish()
        return builder.path
    }
}

/// Collects one subpath's projected vertices, and appends the subpath to the result only when
/// every point of it could be projected.
private struct ProjectedPathBuilder {
    let projection: Projection
    var path = Path()
    /// The current subpath's vertices, projected.
    var vertices: [Point] = []
    /// False once a point of the current subpath was behind the eye.
    private(set) var isKeeping = true

    init(projection: Projection) { self.projection = projection }

    /// Adds a vertex of the current subpath, in the path's own space.
    mutating func add(_ p: Point) {
        guard isKeeping else { return }
        if let q = projection.apply(p) { vertices.append(q) } else { drop() }
    }

    /// Drops the current subpath.
    mutating func drop() {
        isKeeping = false
        vertices.removeAll(keepingCapacity: true)
    }

    /// Ends the current subpath with `close`.
    mutating func close() { finish(closed: true) }

    /// Ends the current subpath (open unless `closed`) and starts the next one.
    mutating func finish(closed: Bool = false) {
        if isKeeping, let first = vertices.first {
            path.move(to: first)
            for q in vertices.dropFirst() { path.line(to: q) }
            if closed { path.close() }
        }
        vertices.removeAll(keepingCapacity: true)
        isKeeping = true
    }
}
