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
// SIMD layout: a step's pixels (4 bytes each) are read as twice as many 16-bit lanes, each lane
// holding two channels (R|G<<8 or B|A<<8). Masking with 0x00FF gives R and B ("even" bytes) and
// shifting right by 8 gives G and A ("odd" bytes), each already widened to 16 bits, so no lane
// conversion is needed; the results are recombined as even | odd<<8. Coverage arrives as
// `CoveragePair`s, which read as the same lanes with the pixel's coverage in both.
//
// Two step widths, one kernel each written once over `BlendLanes`: 16 pixels (`WideLanes`, 64
// bytes: one 512-bit register with AVX-512, two with AVX2, four with SSE2) for spans of 16 or
// more, and 8 pixels (`SIMD16<UInt16>`, 32 bytes) for spans of 8 to 15, such as the one-group
// edge runs on both sides of a shape. A span's leftover pixels are one more step ending at the
// span's end (`eachStep`), and only spans under 8 pixels go through a padded copy.

/// Span kernels over `UInt32` pixels (bytes R, G, B, A in memory).
package enum Compositor {
    /// The narrow step: 8 pixels as 16 lanes.
    typealias Lanes = SIMD16<UInt16>
    /// Pixels the narrow step handles; the fewest a span needs to skip the padded copy.
    @usableFromInline static let lanePixels = Lanes.Pixels.scalarCount
    /// Pixels the wide step handles.
    static let widePixels = WideLanes.Pixels.scalarCount

    /// A colour's lanes at one step width: its even and odd channels, its alpha, and the
    /// attenuation scale for full coverage.
    struct SourceLanes<L: BlendLanes> {
        let even: L, odd: L, alpha: L, scale: L
        /// `even << 8 + 128` and `odd << 8 + 128`: the colour and the rounding in one addend
        /// for the constant kernel (`sourceOverBiased`).
        let evenBias: L, oddBias: L

        @inline(__always) init(_ color: PremultipliedColor) {
            (even, odd) = Compositor.lanes(color)
            alpha = L(repeating: UInt16(color.a))
            scale = Compositor.attenuationScale(L(repeating: UInt16(255 - color.a)))
            evenBias = (even &<< 8) &+ 128
            oddBias = (odd &<< 8) &+ 128
        }
    }

    /// A colour prepared once per fill for the span kernels: its lanes at both widths and its
    /// packed pixel, so that the thousands of spans of one shape do not rebuild them.
    package struct SolidSource {
        package let color: PremultipliedColor
        let packed: UInt32
        let narrow: SourceLanes<Lanes>
        let wide: SourceLanes<WideLanes>

        package init(_ color: PremultipliedColor) {
            self.color = color
            packed = Pixmap.pack(color)
            narrow = SourceLanes(color)
            wide = SourceLanes(color)
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
    @inline(__always) static func lanesMul255<L: BlendLanes>(_ x: L, _ y: L) -> L {
        let t = x &* y &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// `inv + inv>>7`: the 0…256 factor `attenuate` multiplies by.
    @inline(__always) static func attenuationScale<L: BlendLanes>(_ inv: L) -> L { inv &+ (inv &>> 7) }

    /// Source-over of one step's pixels `d`: d' = s + attenuate(d, inv) per channel, with s
    /// given as even/odd lanes and `scale` = attenuationScale(inv). The odd bytes are multiplied
    /// in place (d & 0xFF00 times the scale, then >> 8, keeps the result in the high byte's lane
    /// position after masking), so only the even half is shifted.
    @inline(__always) static func sourceOverStep<L: BlendLanes>(_ d: L, even se: L, oddHigh so: L, scale: L) -> L {
        let de = d & 0x00FF, dd = d &>> 8
        let re = se &+ ((de &* scale &+ 128) &>> 8)
        let ro = so &+ ((dd &* scale &+ 128) & 0xFF00)
        return re | ro
    }

    /// `sourceOverStep` with the source and the rounding folded into one addend per half:
    /// (d·scale + (s << 8) + 128) >> 8 equals s + ((d·scale + 128) >> 8) because s << 8 is a
    /// multiple of 256, and the sum stays under 2¹⁶: with inv = 255 − a, scale ≤ inv + 1 and
    /// s ≤ a, so d·scale + 128 + 256·s ≤ 255·(inv + 1) + 128 + 256·(255 − inv) = 65663 − inv,
    /// which is at most 65535 when inv ≥ 128, and when inv < 128, scale = inv and the bound is
    /// 65408 − inv. The odd half likewise, masked instead of shifted. Two additions fewer a step
    /// than `sourceOverStep`; the same bytes (`SIMDTwinTests`).
    @inline(__always) static func sourceOverBiased<L: BlendLanes>(_ d: L, evenBias: L, oddBias: L, scale: L) -> L {
        let de = d & 0x00FF, dd = d &>> 8
        return ((de &* scale &+ evenBias) &>> 8) | ((dd &* scale &+ oddBias) & 0xFF00)
    }

    /// One step of a source through coverage lanes `cov`: s' = mul255(s, c), then source-over.
    @inline(__always) static func sourceOverStep<L: BlendLanes>(_ d: L, _ s: SourceLanes<L>, coverage cov: L) -> L {
        sourceOverStep(d, even: lanesMul255(s.even, cov), oddHigh: lanesMul255(s.odd, cov) &<< 8,
                       scale: attenuationScale(L(repeating: 255) &- lanesMul255(s.alpha, cov)))
    }

    /// A step of `L` read from `p` (pixels or coverage pairs).
    @inline(__always) static func load<L: BlendLanes>(_ p: UnsafeRawPointer, as _: L.Type = L.self) -> L { p.loadUnaligned(as: L.self) }

    /// Replaces the `count` (≥ one step) pixels at `dst` by `kernel(offset, pixels)`, a step at a
    /// time, with no scalar tail: full steps from the start, then, when pixels are left over,
    /// one more step that ends at the span's end, computed from those pixels as they were before
    /// the loop (loaded first), so the pixels two steps share are written twice with the same
    /// value. Requires a kernel whose result for a pixel depends only on that pixel and the
    /// offset (every blend here), not on what the loop wrote.
    @inline(__always) static func eachStep<L: BlendLanes>(_ dst: UnsafeMutablePointer<UInt32>, count: Int, _ kernel: (Int, L) -> L) {
        let raw = UnsafeMutableRawPointer(dst), n = L.Pixels.scalarCount
        let lastAt = count - n
        let last: L = load(raw + lastAt * 4)
        var i = 0
        while i <= lastAt {
            raw.storeBytes(of: kernel(i, load(raw + i * 4)), toByteOffset: i * 4, as: L.self)
            i += n
        }
        if i < count { raw.storeBytes(of: kernel(lastAt, last), toByteOffset: lastAt * 4, as: L.self) }
    }

    /// Runs a narrow kernel on a span of `count` (< `lanePixels`) pixels through a copy padded
    /// with zeros, so short spans take the SIMD path too without reading or writing past them.
    @inline(__always) static func shortSpan(_ p: UnsafeMutablePointer<UInt32>, count: Int, _ kernel: (Lanes) -> Lanes) {
        let step = unsafeBitCast(kernel(padded(p, count: count)), to: Lanes.Pixels.self)
        for k in 0 ..< count { p[k] = step[k] }
    }

    /// `count` (< `lanePixels`) 4-byte values from `p` (pixels or coverage pairs) as a narrow
    /// step, padded with zeros: transparent pixels, coverage 0, both of which leave a pixel as
    /// it is.
    @inline(__always) static func padded<T>(_ p: UnsafePointer<T>, count: Int) -> Lanes {
        var step = Lanes.Pixels()
        let raw = UnsafeRawPointer(p)
        for k in 0 ..< count { step[k] = raw.loadUnaligned(fromByteOffset: 4 * k, as: UInt32.self) }
        return unsafeBitCast(step, to: Lanes.self)
    }

    /// The colour's channels as even (R, B) and odd (G, A) lanes for a step's pixels.
    @inline(__always) static func lanes<L: BlendLanes>(_ c: PremultipliedColor) -> (even: L, odd: L) {
        let even = UInt32(c.r) | UInt32(c.b) << 16, odd = UInt32(c.g) | UInt32(c.a) << 16
        return (unsafeBitCast(L.Pixels(repeating: even), to: L.self), unsafeBitCast(L.Pixels(repeating: odd), to: L.self))
    }

    /// Source-over at constant coverage: the inside of every shape.
    @inline(__always)
    static func sourceOverConstant(_ dst: UnsafeMutablePointer<UInt32>, count: Int, source: SolidSource, coverage: UInt8) {
        if coverage == 255 {
            sourceOverConstant(dst, count: count, color: source.color, packed: source.packed, source: source)
        } else {
            let c = source.color
            let s = PremultipliedColor(uncheckedR: Raster.mul255(c.r, coverage), g: Raster.mul255(c.g, coverage),
                                       b: Raster.mul255(c.b, coverage), a: Raster.mul255(c.a, coverage))
            sourceOverConstant(dst, count: count, color: s, packed: Pixmap.pack(s), source: SolidSource(s))
        }
    }

    /// The constant kernel with the coverage already applied to the colour (`source` is `s`'s).
    @inline(__always)
    static func sourceOverConstant(_ dst: UnsafeMutablePointer<UInt32>, count: Int, color s: PremultipliedColor, packed: UInt32,
                                   source: SolidSource) {
        if s.a == 255 {
            dst.update(repeating: packed, count: count)
            return
        }
        if packed == 0 { return }
        @inline(__always) func steps<L: BlendLanes>(_ l: SourceLanes<L>) {
            eachStep(dst, count: count) { _, d in sourceOverBiased(d, evenBias: l.evenBias, oddBias: l.oddBias, scale: l.scale) }
        }
        if count >= widePixels {
            steps(source.wide)
        } else if count >= lanePixels {
            steps(source.narrow)
        } else {
            let l = source.narrow
            shortSpan(dst, count: count) { sourceOverBiased($0, evenBias: l.evenBias, oddBias: l.oddBias, scale: l.scale) }
        }
    }

    /// Source-over through coverage pairs: the edges of every shape.
    @inline(__always)
    static func sourceOverMask(_ dst: UnsafeMutablePointer<UInt32>, count: Int, source: SolidSource, mask: UnsafePointer<CoveragePair>) {
        @inline(__always) func steps<L: BlendLanes>(_ l: SourceLanes<L>) {
            eachStep(dst, count: count) { i, d in sourceOverStep(d, l, coverage: load(mask + i)) }
        }
        if count >= widePixels {
            steps(source.wide)
        } else if count >= lanePixels {
            steps(source.narrow)
        } else {
            let cov = padded(mask, count: count)
            shortSpan(dst, count: count) { sourceOverStep($0, source.narrow, coverage: cov) }
        }
    }
}
