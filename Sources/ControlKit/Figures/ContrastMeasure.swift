import Raster

/// The WCAG 2 contrast ratio of a foreground against what is under it, measured on a rendered
/// figure: the background is the mean colour of a ring of pixels just outside the foreground's
/// region (what its edge is seen against), the foreground is its colour drawn over that.
///
/// Source of the formulas: W3C, "Web Content Accessibility Guidelines (WCAG) 2.1",
/// definitions of "relative luminance" and "contrast ratio": sRGB channels linearised
/// (c/12.92 below 0.04045, else ((c+0.055)/1.055)^2.4), luminance 0.2126 R + 0.7152 G +
/// 0.0722 B, ratio (L1 + 0.05) / (L2 + 0.05) with L1 the lighter.
public enum ContrastMeasure {
    /// How far the ring reaches beyond the region, in points: less than half the page
    /// control's 8 pt spacing, so it sees what is between indicators, not the next one.
    public static let ringWidthPoints: Float = 2

    /// The ratio (1…21), or nil when the ring is mostly transparent (a figure meant to be an
    /// asset: what it will be seen on is not known) or outside the canvas. With `against`, the
    /// ratio of `foreground` to `against`, both drawn over the ring's colour.
    public static func ratio(of foreground: Color, against: Color? = nil, in region: Rect, on canvas: Canvas, scale: Float) -> Float? {
        func pixels(_ r: Rect) -> Rect { Rect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale) }
        let inner = pixels(region), outer = pixels(region.insetBy(-ringWidthPoints))
        let x0 = max(Int(outer.minX.rounded(.down)), 0), x1 = min(Int(outer.maxX.rounded(.up)), canvas.width)
        let y0 = max(Int(outer.minY.rounded(.down)), 0), y1 = min(Int(outer.maxY.rounded(.up)), canvas.height)
        guard x0 < x1, y0 < y1 else { return nil }
        var sum = SIMD4<Float>(repeating: 0), count: Float = 0
        for y in y0 ..< y1 {
            for x in x0 ..< x1 {
                let centre = Point(Float(x) + 0.5, Float(y) + 0.5)
                if inner.contains(centre) { continue }
                let c = canvas.pixmap[x, y].unpremultiplied
                sum += SIMD4(Float(c.r), Float(c.g), Float(c.b), Float(c.a))
                count += 1
            }
        }
        guard count > 0, sum.w / count >= 128 else { return nil }
        let mean = sum / count, background = SIMD3(mean.x, mean.y, mean.z)
        func over(_ c: Color) -> SIMD3<Float> {
            let a = Float(c.a) / 255
            return SIMD3(Float(c.r), Float(c.g), Float(c.b)) * a + background * (1 - a)
        }
        let lf = luminance(over(foreground)), lb = luminance(against.map(over) ?? background)
        return (max(lf, lb) + 0.05) / (min(lf, lb) + 0.05)
    }

    /// WCAG relative luminance of an sRGB colour with channels 0…255.
    public static func luminance(_ rgb: SIMD3<Float>) -> Float {
        func linear(_ c: Float) -> Float {
            let s = c / 255
            return s <= 0.04045 ? s / 12.92 : PortableMath.pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(rgb.x) + 0.7152 * linear(rgb.y) + 0.0722 * linear(rgb.z)
    }
}

#if canImport(Glibc)
import Glibc
#endif
