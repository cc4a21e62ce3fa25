// Large blurs at half resolution: a 2×2 box down, the box blurs at σ/2, bilinear back up.
// For σ of 8 px and more, the detail a half-resolution pass loses is far below what the blur
// removes anyway, and the work drops by four. (iOS's material backdrops are likewise blurred
// at reduced resolution.) The 2×2 box and the bilinear step add variances of 1/4 and about
// 1/8 px², negligible next to σ² ≥ 64.

extension BoxBlur {
    /// σ in pixels from which `blurred(_:region:sigma:)` works at half resolution.
    package static let halfResolutionSigma: Float = 8

    /// A copy of `pixmap` whose `region` is blurred (σ in pixels), read with edges clamped to
    /// the region's own pixels outside it kept as they are.
    package static func blurred(_ pixmap: Pixmap, region: PixelRect, sigma: Float) -> Pixmap {
        var out = pixmap
        let region = region.intersection(PixelRect(x0: 0, y0: 0, x1: pixmap.width, y1: pixmap.height))
        guard !region.isEmpty, sigma > 0 else { return out }
        let blurred = blurredRegion(pixmap, region: region, sigma: sigma)
        for v in 0 ..< region.height {
            for u in 0 ..< region.width {
                out.pixels[(region.y0 + v) * pixmap.width + region.x0 + u] = blurred.pixels[v * region.width + u]
            }
        }
        return out
    }

    /// `region` of `pixmap` blurred as `blurred(_:region:sigma:)` blurs it, as a pixmap of the
    /// region's size (its top-left pixel is the region's): what a backdrop blur composites,
    /// without copying the rest of the canvas. `region` must lie inside the pixmap and not be
    /// empty; σ > 0. Only the pixels of `needed` (in the pixmap's coordinates; nil: the whole
    /// region) are sure to be written; a large blur leaves the rest of the output clear.
    package static func blurredRegion(_ pixmap: Pixmap, region: PixelRect, sigma: Float, needed: PixelRect? = nil) -> Pixmap {
        let whole = PixelRect(x0: 0, y0: 0, x1: region.width, y1: region.height)
        guard sigma >= halfResolutionSigma else {
            // The box passes read only the region (edges clamped to it), so a copy of the
            // region blurs to the same pixels.
            var out = Pixmap(uncheckedWidth: region.width, height: region.height)
            pixmap.pixels.withUnsafeBufferPointer { source in
                out.pixels.withUnsafeMutableBufferPointer { target in
                    for v in 0 ..< region.height {
                        let from = source.baseAddress! + (region.y0 + v) * pixmap.width + region.x0
                        (target.baseAddress! + v * region.width).update(from: from, count: region.width)
                    }
                }
            }
            gaussianApproximation(&out, region: whole, sigma: sigma)
            return out
        }
        var half = downsample(pixmap, region: region)
        gaussianApproximation(&half, region: PixelRect(x0: 0, y0: 0, x1: half.width, y1: half.height), sigma: sigma / 2)
        var out = Pixmap(uncheckedWidth: region.width, height: region.height)
        let wanted = needed.map { n in
            PixelRect(x0: n.x0 - region.x0, y0: n.y0 - region.y0, x1: n.x1 - region.x0, y1: n.y1 - region.y0).intersection(whole)
        } ?? whole
        upsample(half, into: &out, region: whole, only: wanted)
        return out
    }

    /// Each pixel the rounded mean of a 2×2 block of `region` (the last row or column repeats
    /// when the region's size is odd).
    static func downsample(_ p: Pixmap, region: PixelRect) -> Pixmap {
        let w = (region.width + 1) / 2, h = (region.height + 1) / 2
        var half = Pixmap(uncheckedWidth: w, height: h)
        let stride = p.width
        p.pixels.withUnsafeBufferPointer { source in
            half.pixels.withUnsafeMutableBufferPointer { target in
                let src = source.baseAddress!, dst = target.baseAddress!
                for j in 0 ..< h {
                    let y0 = region.y0 + 2 * j, y1 = min(y0 + 1, region.y1 - 1)
                    let r0 = src + y0 * stride, r1 = src + y1 * stride
                    for i in 0 ..< w {
                        let x0 = region.x0 + 2 * i, x1 = min(x0 + 1, region.x1 - 1)
                        let s = channels(r0[x0]) &+ channels(r0[x1]) &+ channels(r1[x0]) &+ channels(r1[x1])
                        let m = (s &+ 2) &>> 2
                        dst[j * w + i] = m[0] | m[1] << 8 | m[2] << 16 | m[3] << 24
                    }
                }
            }
        }
        return half
    }

    /// Bilinear 2× upsampling into `region` of `out`: a full-resolution pixel centre falls a
    /// quarter of a half-resolution pixel from the nearest centre, so the weights are 3/4 and
    /// 1/4 on each axis, 9, 3, 3, 1 sixteenths in all (edges clamped). The vertical mix
    /// (3·nearer row + farther row) is formed once per half-resolution column and shared by the
    /// two output pixels that read it.
    /// `only` (in `out`'s coordinates, inside `region`; nil: all of it) limits the pixels
    /// written; each is computed as it would be for the whole region.
    static func upsample(_ half: Pixmap, into out: inout Pixmap, region: PixelRect, only: PixelRect? = nil) {
        let only = only ?? region
        let hw = half.width, hh = half.height, stride = out.width
        let mixed = UnsafeMutablePointer<Channels>.allocate(capacity: hw)
        defer { mixed.deallocate() }
        half.pixels.withUnsafeBufferPointer { source in
            out.pixels.withUnsafeMutableBufferPointer { target in
                let src = source.baseAddress!, dst = target.baseAddress!
                for v in only.y0 - region.y0 ..< only.y1 - region.y0 {
                    // Nearest and second-nearest half-resolution rows for this row.
                    let (ya, yb) = v % 2 == 0 ? (v / 2, max(v / 2 - 1, 0)) : (v / 2, min(v / 2 + 1, hh - 1))
                    let ra = src + ya * hw, rb = src + yb * hw
                    for i in 0 ..< hw { mixed[i] = channels(ra[i]) &* 3 &+ channels(rb[i]) }
                    let row = dst + (region.y0 + v) * stride + region.x0
                    for u in only.x0 - region.x0 ..< only.x1 - region.x0 {
                        let (xa, xb) = u % 2 == 0 ? (u / 2, max(u / 2 - 1, 0)) : (u / 2, min(u / 2 + 1, hw - 1))
                        let m = (mixed[xa] &* 3 &+ mixed[xb] &+ 8) &>> 4
                        row[u] = m[0] | m[1] << 8 | m[2] << 16 | m[3] << 24
                    }
                }
            }
        }
    }
}
