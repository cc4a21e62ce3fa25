// A gradient's alpha as a coverage mask: what a group's edge-fade mask (a CAGradientLayer used
// as a layer's mask, as the wheel picker fades its rows) is composited through.

extension CoverageMask {
    /// Each pixel of `rect` gets the alpha of `deviceGradient` at the pixel's centre
    /// (x + 0.5, y + 0.5), the gradient padded beyond its ends as when it fills; its colours
    /// are ignored. Units: device pixels.
    ///
    /// The parameter t is computed per pixel from the same formula as
    /// `alphaReference(of:rect:)`, its slow twin, so the two give the same bytes; the fast part
    /// is that a row along which t does not change (a vertical gradient, as edge fades are)
    /// looks its alpha up once. A gradient whose start and end coincide has alpha of t = 0
    /// everywhere, as `GradientSink` paints it.
    ///
    /// - Returns: nil when `rect`'s byte count overflows `Int`. The caller bounds `rect` (the
    ///   canvas's bounds).
    package init?(alphaOf deviceGradient: LinearGradient, rect: PixelRect) {
        guard let count = CoverageMask.byteCount(of: rect) else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        let ramp = AlphaRamp(deviceGradient)
        let width = rect.width
        for y in rect.y0 ..< rect.y1 {
            let row = (y - rect.y0) * width
            if ramp.axis.x == 0 {
                let alpha = ramp.alpha(x: rect.x0, y: y)
                for i in row ..< row + width { bytes[i] = alpha }
            } else {
                for x in rect.x0 ..< rect.x1 { bytes[row + x - rect.x0] = ramp.alpha(x: x, y: y) }
            }
        }
        self.init(uncheckedRect: rect, bytes: bytes)
    }

    /// The slow twin of `init(alphaOf:rect:)`: every pixel on its own.
    package static func alphaReference(of deviceGradient: LinearGradient, rect: PixelRect) -> CoverageMask? {
        guard let count = CoverageMask.byteCount(of: rect) else { return nil }
        let ramp = AlphaRamp(deviceGradient)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for y in rect.y0 ..< rect.y1 {
            for x in rect.x0 ..< rect.x1 { bytes.append(ramp.alpha(x: x, y: y)) }
        }
        return CoverageMask(uncheckedRect: rect, bytes: bytes)
    }
}

/// A gradient's alpha at pixel centres.
private struct AlphaRamp {
    let gradient: LinearGradient
    /// Direction scaled so that t = dot(p − start, axis), as `GradientSink` has it.
    let axis: Point

    init(_ gradient: LinearGradient) {
        self.gradient = gradient
        let d = gradient.end - gradient.start
        axis = d.lengthSquared > 0 ? d / d.lengthSquared : .zero
    }

    /// The alpha at the centre of pixel (x, y). With `axis.x` 0 the x term is ±0 for every
    /// x (the start is finite), so a row has one value.
    func alpha(x: Int, y: Int) -> UInt8 {
        let t = (Float(x) + 0.5 - gradient.start.x) * axis.x + (Float(y) + 0.5 - gradient.start.y) * axis.y
        return gradient.color(at: t).a
    }
}
