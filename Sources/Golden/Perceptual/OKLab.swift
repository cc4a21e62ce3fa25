import Foundation
import Raster

/// sRGB bytes to OKLab (Björn Ottosson, "A perceptual color space for image processing", 2020:
/// the two matrices below are his published ones), and the HyAB distance between two OKLab
/// colours (Abasi, Amani Tehran & Fairchild, "Distance metrics for very large color
/// differences", Color Res. Appl. 2020): |ΔL| + √(Δa² + Δb²).
enum OKLab {
    /// Linear sRGB → LMS (Ottosson 2020, M1).
    static let m1: [[Float]] = [
        [0.4122214708, 0.5363325363, 0.0514459929],
        [0.2119034982, 0.6806995451, 0.1073969566],
        [0.0883024619, 0.2817188376, 0.6299787005],
    ]
    /// Cube-rooted LMS → L, a, b (Ottosson 2020, M2).
    static let m2: [[Float]] = [
        [0.2104542553, 0.7936177850, -0.0040720468],
        [1.9779984951, -2.4285922050, 0.4505937099],
        [0.0259040371, 0.7827717662, -0.8086757660],
    ]

    /// The sRGB transfer function (IEC 61966-2-1): encoded 0…1 → linear 0…1.
    static func linear(_ encoded: Float) -> Float {
        encoded <= 0.04045 ? encoded / 12.92 : PortableMath.pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// `linear(i / 255)` for every byte.
    static let linearTable: [Float] = (0 ... 255).map { linear(Float($0) / 255) }

    /// OKLab of a linear-light sRGB colour, as (L, a, b); L is 0 for black and 1 for white.
    static func lab(linearR r: Float, g: Float, b: Float) -> SIMD3<Float> {
        let l = PortableMath.cbrt(m1[0][0] * r + m1[0][1] * g + m1[0][2] * b)
        let m = PortableMath.cbrt(m1[1][0] * r + m1[1][1] * g + m1[1][2] * b)
        let s = PortableMath.cbrt(m1[2][0] * r + m1[2][1] * g + m1[2][2] * b)
        return SIMD3(m2[0][0] * l + m2[0][1] * m + m2[0][2] * s,
                     m2[1][0] * l + m2[1][1] * m + m2[1][2] * s,
                     m2[2][0] * l + m2[2][1] * m + m2[2][2] * s)
    }

    /// A straight-alpha pixel as seen over white and over black, composited in gamma-encoded
    /// sRGB (as the compositor and iOS blend): lanes 0–2 are OKLab over white, 3–5 over black,
    /// 6–7 zero. An opaque pixel looks the same over both.
    static func pixel(_ c: Color) -> SIMD8<Float> {
        let overWhite: SIMD3<Float>, overBlack: SIMD3<Float>
        if c.a == 255 {
            overWhite = lab(linearR: linearTable[Int(c.r)], g: linearTable[Int(c.g)], b: linearTable[Int(c.b)])
            overBlack = overWhite
        } else {
            let a = Float(c.a) / 255
            func over(_ v: UInt8, _ bg: Float) -> Float { linear((Float(v) / 255) * a + bg * (1 - a)) }
            overWhite = lab(linearR: over(c.r, 1), g: over(c.g, 1), b: over(c.b, 1))
            overBlack = lab(linearR: over(c.r, 0), g: over(c.g, 0), b: over(c.b, 0))
        }
        return SIMD8(overWhite.x, overWhite.y, overWhite.z, overBlack.x, overBlack.y, overBlack.z, 0, 0)
    }

    /// Row `y` of `image` through `pixel(_:)`; a run of one colour converts once.
    static func row(_ y: Int, of image: RGBAImage) -> [SIMD8<Float>] {
        var out = [SIMD8<Float>](repeating: .zero, count: image.width)
        var lastBytes: (UInt8, UInt8, UInt8, UInt8)?
        var last = SIMD8<Float>.zero
        let b = image.bytes
        for x in 0 ..< image.width {
            let p = 4 * (y * image.width + x)
            let key = (b[p], b[p + 1], b[p + 2], b[p + 3])
            if lastBytes.map({ $0 != key }) ?? true {
                last = pixel(Color(r: key.0, g: key.1, b: key.2, a: key.3))
                lastBytes = key
            }
            out[x] = last
        }
        return out
    }

    /// HyAB between two pixels from `pixel(_:)`: the larger of the distances over white and
    /// over black, so a change of alpha is seen whatever the background.
    @inline(__always) static func distance(_ p: SIMD8<Float>, _ q: SIMD8<Float>) -> Float {
        let d = p - q
        let overWhite = abs(d[0]) + (d[1] * d[1] + d[2] * d[2]).squareRoot()
        let overBlack = abs(d[3]) + (d[4] * d[4] + d[5] * d[5]).squareRoot()
        return max(overWhite, overBlack)
    }
}
