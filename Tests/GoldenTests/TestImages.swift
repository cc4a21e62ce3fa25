import Raster
import TestSupport

/// Small image builders for the comparison tests: flat fields, rectangles, edges, and seeded
/// "UI-like" pairs (flat rectangles, some semi-transparent, with local changes).
enum TestImages {
    static func filled(_ width: Int, _ height: Int, _ c: Color) -> RGBAImage {
        RGBAImage(uncheckedWidth: width, height: height, fill: c)
    }

    /// `image` with the rectangle `x..<x+w, y..<y+h` (clipped) painted `c`.
    static func painting(_ image: RGBAImage, x: Int, y: Int, w: Int, h: Int, _ c: Color) -> RGBAImage {
        var out = image
        let x0 = max(0, x), x1 = min(image.width, x + w), y0 = max(0, y), y1 = min(image.height, y + h)
        guard x0 < x1, y0 < y1 else { return out }
        for py in y0 ..< y1 {
            for px in x0 ..< x1 { out[px, py] = c }
        }
        return out
    }

    static func gray(_ v: UInt8, alpha: UInt8 = 255) -> Color { Color(r: v, g: v, b: v, a: alpha) }

    /// A seeded pair: flat rectangles (so pixelmatch's detector finds flat neighbours), then in the
    /// second image some rectangles moved by a pixel, some pixels nudged a little, some a lot.
    static func randomPair(seed: UInt64, width: Int, height: Int) -> (RGBAImage, RGBAImage) {
        var rng = SeededRandom(seed: seed)
        func color() -> Color {
            let opaque = rng.int(in: 0 ... 3) > 0
            return Color(r: UInt8(rng.int(in: 0 ... 255)), g: UInt8(rng.int(in: 0 ... 255)),
                         b: UInt8(rng.int(in: 0 ... 255)), a: opaque ? 255 : UInt8(rng.int(in: 0 ... 255)))
        }
        var a = filled(width, height, color())
        var b = a
        for _ in 0 ..< 12 {
            let x = rng.int(in: -4 ... width), y = rng.int(in: -4 ... height)
            let w = rng.int(in: 1 ... 12), h = rng.int(in: 1 ... 12)
            let c = color()
            a = painting(a, x: x, y: y, w: w, h: h, c)
            let dx = rng.int(in: 0 ... 4) == 0 ? rng.int(in: -1 ... 1) : 0
            b = painting(b, x: x + dx, y: y, w: w, h: h, c)
        }
        for _ in 0 ..< (width * height / 10) {
            let x = rng.int(in: 0 ... width - 1), y = rng.int(in: 0 ... height - 1)
            var c = b[x, y]
            if rng.int(in: 0 ... 1) == 0 {
                c.r = c.r &+ UInt8(rng.int(in: 0 ... 6)); c.b = c.b &- UInt8(rng.int(in: 0 ... 6))
            } else {
                c = color()
            }
            b[x, y] = c
        }
        return (a, b)
    }

    /// Every pixel of `image` whose bytes equal `c`, as (x, y).
    static func pixels(of image: RGBAImage, equalTo c: Color) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        for y in 0 ..< image.height { for x in 0 ..< image.width where image[x, y] == c { found.append((x, y)) } }
        return found
    }
}
