// Source-over of varying source pixels (a gradient's colours, a layer, a blurred copy) through
// coverage: the same even/odd lane kernel as a solid colour, with the source loaded per pixel.

extension Compositor {
    /// Blends premultiplied `source` pixels over `dst` at constant `coverage`. `source` must
    /// not overlap `dst`: a span's last step reads its source after the loop has written.
    package static func sourceOver(_ dst: UnsafeMutablePointer<UInt32>, pixels source: UnsafePointer<UInt32>, count: Int,
                                  coverage: UInt8, useSIMD: Bool) {
        guard useSIMD else {
            for i in 0 ..< count { dst[i] = blendReference(dst[i], Pixmap.unpack(source[i]), coverage: coverage, mode: .sourceOver) }
            return
        }
        @inline(__always) func steps<L: BlendLanes>(_: L.Type) {
            let cov = L(repeating: UInt16(coverage))
            eachStep(dst, count: count) { i, d in isClear(source + i, L.self) ? d : sourceOverPixelsStep(d, load(source + i), coverage: cov) }
        }
        if count >= widePixels {
            steps(WideLanes.self)
        } else if count >= lanePixels {
            steps(Lanes.self)
        } else {
            let s = padded(source, count: count), cov = Lanes(repeating: UInt16(coverage))
            shortSpan(dst, count: count) { sourceOverPixelsStep($0, s, coverage: cov) }
        }
    }

    /// Blends premultiplied `source` pixels over `dst` through per-pixel coverage. `source`
    /// must not overlap `dst`, as above.
    package static func sourceOver(_ dst: UnsafeMutablePointer<UInt32>, pixels source: UnsafePointer<UInt32>, count: Int,
                                  mask: UnsafePointer<CoveragePair>, useSIMD: Bool) {
        guard useSIMD else {
            for i in 0 ..< count {
                dst[i] = blendReference(dst[i], Pixmap.unpack(source[i]), coverage: mask[i].coverage, mode: .sourceOver)
            }
            return
        }
        @inline(__always) func steps<L: BlendLanes>(_: L.Type) {
            eachStep(dst, count: count) { i, d in
                isClear(source + i, L.self) ? d : sourceOverPixelsStep(d, load(source + i), coverage: load(mask + i) as L)
            }
        }
        if count >= widePixels {
            steps(WideLanes.self)
        } else if count >= lanePixels {
            steps(Lanes.self)
        } else {
            let s = padded(source, count: count), cov = padded(mask, count: count)
            shortSpan(dst, count: count) { sourceOverPixelsStep($0, s, coverage: cov) }
        }
    }

    /// Whether a step's pixels at `s` are all transparent (premultiplied zero), so that
    /// source-over leaves the destination as it is whatever the coverage — the kernel's result
    /// for them, skipped. A layer is mostly such pixels: a picker's rows cover a tenth of it.
    /// 64-bit loads, cheap in a debug build too.
    @inline(__always) static func isClear<L: BlendLanes>(_ s: UnsafePointer<UInt32>, _: L.Type) -> Bool {
        let raw = UnsafeRawPointer(s)
        var bits: UInt64 = 0
        for k in 0 ..< L.Pixels.scalarCount / 2 { bits |= raw.loadUnaligned(fromByteOffset: 8 * k, as: UInt64.self) }
        return bits == 0
    }

    /// One step's pixels: s' = mul255(s, c) per channel, then d' = s' + attenuate(d, 255 − s'a).
    /// The source alpha sits in the high half of each pixel's odd lanes (G | A<<16 as UInt32),
    /// so shifting the pixel right by 16 and copying it to both halves gives each lane its
    /// pixel's alpha.
    @inline(__always) static func sourceOverPixelsStep<L: BlendLanes>(_ d: L, _ src: L, coverage cov: L) -> L {
        let se = lanesMul255(src & 0x00FF, cov), so = lanesMul255(src &>> 8, cov)
        let alpha = unsafeBitCast(so, to: L.Pixels.self) &>> 16
        let alphaPairs = unsafeBitCast(alpha | (alpha &<< 16), to: L.self)
        return sourceOverStep(d, even: se, oddHigh: so &<< 8, scale: attenuationScale(L(repeating: 255) &- alphaPairs))
    }
}
