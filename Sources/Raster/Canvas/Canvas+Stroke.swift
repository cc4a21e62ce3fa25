// Stroking: the path is mapped to device space, outlined by the Stroker there (so the
// flattening tolerance is in pixels), and the outline filled with the nonzero rule. The
// outline's pieces stream into the rasterizer's edge list; parts of the path whose ink cannot
// reach the canvas's clip are neither flattened, dashed nor outlined.
//
// That is exact only when the transform keeps angles (a scale, rotation or mirror: a circle
// stays a circle, so a pen of width w becomes one of width w·scale). Under a skew or an
// unequal scale the pen itself is sheared: SVG widens the path in user space and transforms
// the outline (SVG 2, "Stroke shape"), so such a stroke is outlined in user space, with the
// tolerance divided by the transform's largest stretch, and the outline filled in device space.

extension Canvas {
    /// Strokes a user-space path.
    /// - Parameters:
    ///   - path: user-space path; open subpaths get caps, closed ones joins all round.
    ///   - style: width, caps, joins and dashes in user-space units; width 0 is a hairline,
    ///     one device pixel wide at any scale (see `StrokeStyle.deviceStroke(for:)`).
    ///   - paint: a solid colour or a gradient, in user space.
    ///   - transform: user space → device pixels.
    ///   - mode: how the paint combines with the pixels already there.
    public mutating func stroke(_ path: Path, style: StrokeStyle, paint: Paint, transform: Transform = .identity,
                                mode: BlendMode = .sourceOver) {
        guard let device = style.deviceStroke(for: transform) else { return }
        // A pen sheared by the transform (see the file's comment); a hairline stays one device
        // pixel, and a pattern too fine to dash stays solid at its ink fraction, as below.
        let patternKept = style.dash.isEmpty || !device.style.dash.isEmpty
        if !transform.keepsAngles, device.coverageScale == 1, style.width > 0, patternKept {
            let outline = Stroker.outline(of: path, style: style, tolerance: Tolerance.flatteningPixels / transform.maxScale)
            fill(outline, paint: paint, rule: .nonzero, transform: transform, mode: mode)
            return
        }
        let devicePath = path.transformed(by: transform)
        guard !devicePath.isEmpty else { return }
        // The outline's pieces go straight into the edge list, and what cannot reach the clip
        // is never built: the same edges as filling `Stroker.outline(of:style:visibleRect:)`.
        func addEdges(_ edges: inout EdgeList) { Stroker.addOutline(of: devicePath, style: device.style, into: &edges) }
        switch paint.withOpacity(device.coverageScale) {
        case .solid(let color):
            guard color.a != 0 || mode == .copy || mode == .destinationIn else { return }
            let premultiplied = color.premultiplied
            let useSIMD = self.useSIMD
            rasterize(rule: .nonzero, clip: nil, addEdges: addEdges) { pixels, width in
                SolidColorSink(pixels: pixels, width: width, color: premultiplied, mode: mode, useSIMD: useSIMD)
            }
        case .linearGradient(let gradient):
            // The outline is already in device space, but the gradient is in user space: map it
            // through the same transform, as `fill` does (and as the sheared-pen path above does).
            let device = gradient.deviceGradient(transform)
            let useSIMD = self.useSIMD
            rasterize(rule: .nonzero, clip: nil, addEdges: addEdges) { pixels, width in
                GradientSink(pixels: pixels, width: width, gradient: device, mode: mode, useSIMD: useSIMD)
            }
        }
    }

    /// Strokes a user-space path with one colour.
    public mutating func stroke(_ path: Path, style: StrokeStyle, color: Color, transform: Transform = .identity) {
        stroke(path, style: style, paint: .solid(color), transform: transform)
    }
}

extension Paint {
    /// The paint with every colour's alpha multiplied by `opacity` (0…1).
    public func withOpacity(_ opacity: Float) -> Paint {
        if opacity >= 1 { return self }
        switch self {
        case .solid(let c):
            return .solid(c.withOpacity(opacity))
        case .linearGradient(var g):
            g.setStops(g.stops.map { LinearGradient.Stop(offset: $0.offset, color: $0.color.withOpacity(opacity)) })
            return .linearGradient(g)
        }
    }
}
