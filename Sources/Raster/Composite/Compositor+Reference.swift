// The scalar twins of the compositor's kernels: one pixel at a time, one line per blend
// mode, never optimised. They are the oracle the SIMD kernels are tested against, and the
// path `CONTROLKIT_SCALAR=1` forces.

extension Compositor {
    /// One pixel: `color` at `coverage` blended onto `d` with `mode`.
    @inline(__always)
    package static func blendReference(_ d: UInt32, _ color: PremultipliedColor, coverage: UInt8, mode: BlendMode) -> UInt32 {
        let s = (r: mul255(color.r, coverage), g: mul255(color.g, coverage), b: mul255(color.b, coverage), a: mul255(color.a, coverage))
        let dp = Pixmap.unpack(d)
        let inv = 255 - s.a
        func add(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(min(255, Int(x) + Int(y))) }
        let out: PremultipliedColor
        switch mode {
        case .sourceOver:
            out = PremultipliedColor(uncheckedR: s.r &+ attenuate(dp.r, by: inv), g: s.g &+ attenuate(dp.g, by: inv),
                                     b: s.b &+ attenuate(dp.b, by: inv), a: s.a &+ attenuate(dp.a, by: inv))
        case .copy:
            // Within coverage c: s·c + d·(1 − c).
            let ic = 255 - coverage
            out = PremultipliedColor(uncheckedR: s.r &+ mul255(dp.r, ic), g: s.g &+ mul255(dp.g, ic),
                                     b: s.b &+ mul255(dp.b, ic), a: s.a &+ mul255(dp.a, ic))
        case .destinationOut:
            out = PremultipliedColor(uncheckedR: mul255(dp.r, inv), g: mul255(dp.g, inv), b: mul255(dp.b, inv), a: mul255(dp.a, inv))
        case .destinationIn:
            // Outside the coverage the destination stays: d·(sa·c + (1 − c)).
            let k = s.a &+ (255 - coverage)
            out = PremultipliedColor(uncheckedR: mul255(dp.r, k), g: mul255(dp.g, k), b: mul255(dp.b, k), a: mul255(dp.a, k))
        case .plusLighter:
            out = PremultipliedColor(uncheckedR: add(s.r, dp.r), g: add(s.g, dp.g), b: add(s.b, dp.b), a: add(s.a, dp.a))
        case .multiply:
            let ida = 255 - dp.a
            func m(_ sc: UInt8, _ dc: UInt8) -> UInt8 {
                UInt8(min(255, Int(mul255(sc, dc)) + Int(mul255(sc, ida)) + Int(mul255(dc, inv))))
            }
            out = PremultipliedColor(uncheckedR: m(s.r, dp.r), g: m(s.g, dp.g), b: m(s.b, dp.b),
                                     a: UInt8(min(255, Int(s.a) + Int(mul255(dp.a, inv)))))
        }
        return Pixmap.pack(out)
    }

    /// Scalar twin of the constant-coverage kernel.
    package static func fillReference(_ dst: UnsafeMutablePointer<UInt32>, count: Int, color: PremultipliedColor,
                                     coverage: UInt8, mode: BlendMode) {
        for i in 0 ..< count { dst[i] = blendReference(dst[i], color, coverage: coverage, mode: mode) }
    }

    /// Scalar twin of the mask kernel.
    package static func fillReference(_ dst: UnsafeMutablePointer<UInt32>, count: Int, color: PremultipliedColor,
                                     mask: UnsafePointer<CoveragePair>, mode: BlendMode) {
        for i in 0 ..< count { dst[i] = blendReference(dst[i], color, coverage: mask[i].coverage, mode: mode) }
    }
}
