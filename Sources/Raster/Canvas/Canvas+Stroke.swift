// Stroking: the path is mapped to device space, outlined by the Stroker there (so the
// flattening tolerance is in pixels), and the outline filled with the nonzero rule.

extension Canvas {
    /// Strokes a user-space path.
    /// - Parameters:
    ///   - style: width, caps, joins and dashes in user-space units; width 0 is a hairline,
    ///     one device pixel wide at any scale (see `StrokeStyle.deviceStroke(for:)`).
    ///   - transform: user space → device pixels.
    public mutating func stroke(_ path: Path, style: StrokeStyle, paint: Paint, transform: Transform = .identity,
                                mode: BlendMode = .sourceOver) {
        guard let device = style.deviceStroke(for: transform) else { return }
        let outline = Stroker.outline(of: path.transformed(by: transform), style: device.style)
        fill(outline, paint: paint.withOpacity(device.coverageScale), rule: .nonzero, mode: mode)
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
