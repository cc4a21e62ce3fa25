// Source-over of varying source pixels (a gradient's colours, a layer, a blurred copy) through
// coverage: the same even/odd lane kernel as a solid colour, with the source loaded per pixel.

extension Compositor {
    /// Blends premultiplied `source` pixels over `dst` at constant `coverage`.
    package static func sourceOver(_ dst: UnsafeMutablePointer<UInt32>, pixels source: UnsafePointer<UInt32>, count: Int,
                                  coverage: UInt8, useSIMD: Bool) {
        guard useSIMD else {
            for i in 0 ..< count { dst[i] = blendReference(dst[i], Pixmap.unpack(source[i]), coverage: coverage, mode: .sourceOver) }
            return
        }
        let cov = Lanes(repeating: UInt16(coverage))
        var i = 0
        while i + lanePixels <= count {
            if !isClear8(source + i) { sourceOverPixels8(dst + i, source + i, coverage: cov) }
            i += lanePixels
        }
        if i < count {
            var tail = SIMD8<UInt32>()
            for k in 0 ..< count - i { tail[k] = source[i + k] }
            withUnsafeBytes(of: tail) { raw in
                let s = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
                withTail(dst + i, count: count - i) { sourceOverPixels8($0, s, coverage: cov) }
            }
        }
    }

    /// Blends premultiplied `source` pixels over `dst` through per-pixel coverage.
    package static func sourceOver(_ dst: UnsafeMutablePointer<UInt32>, pixels source: UnsafePointer<UInt32>, count: Int,
                                  mask: UnsafePointer<CoveragePair>, useSIMD: Bool) {
        guard useSIMD else {
            for i in 0 ..< count {
                dst[i] = blendReference(dst[i], Pixmap.unpack(source[i]), coverage: mask[i].coverage, mode: .sourceOver)
            }
            return
        }
        var i = 0
        while i + lanePixels <= count {
            if !isClear8(source + i) {
                sourceOverPixels8(dst + i, source + i, coverage: UnsafeRawPointer(mask + i).loadUnaligned(as: Lanes.self))
            }
            i += lanePixels
        }
        if i < count {
            var tail = SIMD8<UInt32>(), tailCoverage = SIMD8<UInt32>()
            for k in 0 ..< count - i { tail[k] = source[i + k]; tailCoverage[k] = mask[i + k].bits }
            let cov = unsafeBitCast(tailCoverage, to: Lanes.self)
            withUnsafeBytes(of: tail) { raw in
                let s = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
                withTail(dst + i, count: count - i) { sourceOverPixels8($0, s, coverage: cov) }
            }
        }
    }

    /// Whether the eight pixels at `s` are all transparent (premultiplied zero), so that
    /// source-over leaves the destination as it is whatever the coverage — the kernel's result
    /// for them, skipped. A layer is mostly such pixels: a picker's rows cover a tenth of it.
    /// Four 64-bit loads, cheap in a debug build too.
    @inline(__always) static func isClear8(_ s: UnsafePointer<UInt32>) -> Bool {
        let raw = UnsafeRawPointer(s)
        return raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self) == 0
    }

    /// Eight pixels: s' = mul255(s, c) per channel, then d' = s' + attenuate(d, 255 − s'a).
    /// The source alpha sits in the high half of each pixel's odd lanes (G | A<<16 as UInt32),
    /// so shifting the pixel right by 16 and copying it to both halves gives each lane its
    /// pixel's alpha.
    @inline(__always) static func sourceOverPixels8(_ d: UnsafeMutablePointer<UInt32>, _ s: UnsafePointer<UInt32>, coverage cov: Lanes) {
        let src = UnsafeRawPointer(s).loadUnaligned(as: Lanes.self)
        let se = lanesMul255(src & 0x00FF, cov), so = lanesMul255(src &>> 8, cov)
        let alpha = unsafeBitCast(so, to: SIMD8<UInt32>.self) &>> 16
        let alphaPairs = unsafeBitCast(alpha | (alpha &<< 16), to: Lanes.self)
        sourceOver8(d, even: se, oddHigh: so &<< 8, scale: attenuationScale(Lanes(repeating: 255) &- alphaPairs))
    }
}
