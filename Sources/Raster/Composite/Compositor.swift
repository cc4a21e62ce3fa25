// Compositor: writes a colour through coverage into premultiplied RGBA8 pixels.
//
// Every formula works on bytes with fixed rounding rules — `mul255` (x·y/255 rounded, exact)
// for coverage, `attenuate` (x·a/255 as x·(a + a>>7)/256 rounded, within 1 of exact) for what
// source-over keeps of the destination — so the SIMD kernels here and the scalar twins in
// Compositor+Reference.swift give identical bytes (SIMDTwinTests checks it on random spans). Source-over, the mode nearly
// every fill uses, has SIMD kernels; the other modes run the scalar formulas.
//
// With coverage c, the effective source is `s' = mul255(s, c)` for every channel (alpha
// included), then the blend mode combines s' with the destination.
//
// SIMD layout: eight pixels (32 bytes) are read as sixteen 16-bit lanes, each lane holding two
// channels (R|G<<8 or B|A<<8). Masking with 0x00FF gives R and B ("even" bytes) and shifting
// right by 8 gives G and A ("odd" bytes), each already widened to 16 bits, so no lane
// conversion is needed; the results are recombined as even | odd<<8. Coverage arrives as
// `CoveragePair`s, which read as the same sixteen lanes with the pixel's coverage in both.

/// Span kernels over `UInt32` pixels (bytes R, G, B, A in memory).
package enum Compositor {
    /// Pixels a SIMD step handles.
    @usableFromInline static let lanePixels = 8
    typealias Lanes = SIMD16<UInt16>

    /// A colour prepared once per fill for the span kernels: its SIMD lanes and its packed
    /// pixel, so that the thousands of spans of one shape do not rebuild them.
    package struct SolidSource {
        package let color: PremultipliedColor
        let packed: UInt32
        let even: Lanes, odd: Lanes
        let alpha: Lanes
        /// The attenuation scale for full coverage.
        let scale: Lanes

        package init(_ color: PremultipliedColor) {
            self.color = color
            packed = Pixmap.pack(color)
            (even, odd) = Compositor.lanes(color)
            alpha = Lanes(repeating: UInt16(color.a))
            scale = Compositor.attenuationScale(Lanes(repeating: UInt16(255 - color.a)))
        }
    }

    /// Blends `source` at constant `coverage` over `count` pixels.
    @inline(__always)
    package static func fill(_ dst: UnsafeMutablePointer<UInt32>, count: Int, source: SolidSource,
                            coverage: UInt8, mode: BlendMode, useSIMD: Bool) {
        if mode == .sourceOver && useSIMD {
            sourceOverConstant(dst, count: count, source: source, coverage: coverage)
        } else {
            fillReference(dst, count: count, color: source.color, coverage: coverage, mode: mode)
        }
    }

    /// Blends `source` through per-pixel coverage over `count` pixels.
    @inline(__always)
    package static func fill(_ dst: UnsafeMutablePointer<UInt32>, count: Int, source: SolidSource,
                            mask: UnsafePointer<CoveragePair>, mode: BlendMode, useSIMD: Bool) {
        if mode == .sourceOver && useSIMD {
            sourceOverMask(dst, count: count, source: source, mask: mask)
        } else {
            fillReference(dst, count: count, color: source.color, mask: mask, mode: mode)
        }
    }

    /// Blends `color` at constant `coverage` over `count` pixels.
    package static func fill(_ dst: UnsafeMutablePointer<UInt32>, count: Int, color: PremultipliedColor,
                            coverage: UInt8, mode: BlendMode, useSIMD: Bool) {
        fill(dst, count: count, source: SolidSource(color), coverage: coverage, mode: mode, useSIMD: useSIMD)
    }

    /// Blends `color` through per-pixel coverage over `count` pixels.
    package static func fill(_ dst: UnsafeMutablePointer<UInt32>, count: Int, color: PremultipliedColor,
                            mask: UnsafePointer<CoveragePair>, mode: BlendMode, useSIMD: Bool) {
        fill(dst, count: count, source: SolidSource(color), mask: mask, mode: mode, useSIMD: useSIMD)
    }

    /// x·y/255 rounded to nearest, lane by lane (x·y ≤ 255², so no lane overflows).
    @inline(__always) static func lanesMul255(_ x: Lanes, _ y: Lanes) -> Lanes {
        let t = x &* y &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// `inv + inv>>7`: the 0…256 factor `attenuate` multiplies by.
    @inline(__always) static func attenuationScale(_ inv: Lanes) -> Lanes { inv &+ (inv &>> 7) }

    /// Source-over of eight pixels: d' = s + attenuate(d, inv) per channel, with s given as
    /// even/odd lanes and `scale` = attenuationScale(inv). The odd bytes are multiplied in
    /// place (d & 0xFF00 times the scale, then >> 8, keeps the result in the high byte's lane
    /// position after masking), so only the even half is shifted.
    @inline(__always) static func sourceOver8(_ p: UnsafeMutablePointer<UInt32>, even se: Lanes, oddHigh so: Lanes, scale: Lanes) {
        let raw = UnsafeMutableRawPointer(p)
        let d = raw.loadUnaligned(as: Lanes.self)
        let de = d & 0x00FF, dd = d &>> 8
        let re = se &+ ((de &* scale &+ 128) &>> 8)
        let ro = so &+ ((dd &* scale &+ 128) & 0xFF00)
        raw.storeBytes(of: re | ro, as: Lanes.self)
    }

    /// Runs an eight-pixel kernel on the last `count` (< 8) pixels of a span through a copy, so
    /// the tail takes the SIMD path too without reading or writing past the span.
    @inline(__always) static func withTail(_ p: UnsafeMutablePointer<UInt32>, count: Int, _ kernel: (UnsafeMutablePointer<UInt32>) -> Void) {
        var buffer = SIMD8<UInt32>()
        withUnsafeMutableBytes(of: &buffer) { raw in
            let pixels = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
            pixels.update(from: p, count: count)
            kernel(pixels)
            p.update(from: pixels, count: count)
        }
    }

    /// The colour's channels as even (R, B) and odd (G, A) lanes for eight pixels.
    @inline(__always) static func lanes(_ c: PremultipliedColor) -> (even: Lanes, odd: Lanes) {
        let r = UInt16(c.r), g = UInt16(c.g), b = UInt16(c.b), a = UInt16(c.a)
        let even = SIMD2<UInt16>(r, b), odd = SIMD2<UInt16>(g, a)
        let e8 = SIMD8(lowHalf: SIMD4(lowHalf: even, highHalf: even), highHalf: SIMD4(lowHalf: even, highHalf: even))
        let o8 = SIMD8(lowHalf: SIMD4(lowHalf: odd, highHalf: odd), highHalf: SIMD4(lowHalf: odd, highHalf: odd))
        return (Lanes(lowHalf: e8, highHalf: e8), Lanes(lowHalf: o8, highHalf: o8))
    }

    /// Source-over at constant coverage, eight pixels a step: the inside of every shape.
    @inline(__always)
    static func sourceOverConstant(_ dst: UnsafeMutablePointer<UInt32>, count: Int, source: SolidSource, coverage: UInt8) {
        if coverage == 255 {
            sourceOverConstant(dst, count: count, color: source.color, packed: source.packed,
                               even: source.even, odd: source.odd, scale: source.scale)
        } else {
            let c = source.color
            let s = PremultipliedColor(uncheckedR: Raster.mul255(c.r, coverage), g: Raster.mul255(c.g, coverage),
                                       b: Raster.mul255(c.b, coverage), a: Raster.mul255(c.a, coverage))
            let (se, so) = lanes(s)
            sourceOverConstant(dst, count: count, color: s, packed: Pixmap.pack(s), even: se, odd: so,
                               scale: attenuationScale(Lanes(repeating: UInt16(255 - s.a))))
        }
    }

    /// The constant kernel with the coverage already applied to the colour.
    @inline(__always)
    static func sourceOverConstant(_ dst: UnsafeMutablePointer<UInt32>, count: Int, color s: PremultipliedColor, packed: UInt32,
                                   even se: Lanes, odd so: Lanes, scale: Lanes) {
        if s.a == 255 {
            dst.update(repeating: packed, count: count)
            return
        }
        if packed == 0 { return }
        let soHigh = so &<< 8
        var i = 0
        while i + lanePixels <= count {
            sourceOver8(dst + i, even: se, oddHigh: soHigh, scale: scale)
            i += lanePixels
        }
        if i < count {
            withTail(dst + i, count: count - i) { sourceOver8($0, even: se, oddHigh: soHigh, scale: scale) }
        }
    }

    /// Source-over through coverage pairs, eight pixels a step: the edges of every shape.
    @inline(__always)
    static func sourceOverMask(_ dst: UnsafeMutablePointer<UInt32>, count: Int, source: SolidSource, mask: UnsafePointer<CoveragePair>) {
        let full = Lanes(repeating: 255)
        var i = 0
        while i + lanePixels <= count {
            let cov = UnsafeRawPointer(mask + i).loadUnaligned(as: Lanes.self)
            sourceOver8(dst + i, even: lanesMul255(source.even, cov), oddHigh: lanesMul255(source.odd, cov) &<< 8,
                        scale: attenuationScale(full &- lanesMul255(source.alpha, cov)))
            i += lanePixels
        }
        if i < count {
            // The tail's coverage, padded with zeros (coverage 0 leaves a pixel as it is).
            var tailCoverage = SIMD8<UInt32>()
            for k in 0 ..< count - i { tailCoverage[k] = mask[i + k].bits }
            let cov = unsafeBitCast(tailCoverage, to: Lanes.self)
            withTail(dst + i, count: count - i) {
                sourceOver8($0, even: lanesMul255(source.even, cov), oddHigh: lanesMul255(source.odd, cov) &<< 8,
                            scale: attenuationScale(full &- lanesMul255(source.alpha, cov)))
            }
        }
    }
}
