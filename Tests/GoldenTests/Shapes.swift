import Raster

/// Anti-aliased test shapes drawn by supersampling (16 × 16 samples a pixel), independent of the
/// rasterizer under development: coverage is the fraction of samples inside, and the colour is
/// `background` mixed towards `ink` by coverage in gamma-encoded sRGB, rounded.
enum Shapes {
    static let samplesPerAxis = 16

    static func draw(width: Int, height: Int, background: Color = .white, ink: Color = .black,
                     inside: (Float, Float) -> Bool) -> RGBAImage {
        var image = RGBAImage(uncheckedWidth: width, height: height, fill: background)
        let n = samplesPerAxis
        for y in 0 ..< height {
            for x in 0 ..< width {
                var hits = 0
                for sy in 0 ..< n {
                    for sx in 0 ..< n where inside(Float(x) + (Float(sx) + 0.5) / Float(n), Float(y) + (Float(sy) + 0.5) / Float(n)) {
                        hits += 1
                    }
                }
                let c = Float(hits) / Float(n * n)
                func mix(_ b: UInt8, _ i: UInt8) -> UInt8 { UInt8((Float(b) + (Float(i) - Float(b)) * c).rounded()) }
                image[x, y] = Color(r: mix(background.r, ink.r), g: mix(background.g, ink.g), b: mix(background.b, ink.b))
            }
        }
        return image
    }

    /// A filled disc of `radius` px centred at (cx, cy) in pixel coordinates.
    static func disc(size: Int, cx: Float, cy: Float, radius: Float, ink: Color = .black) -> RGBAImage {
        draw(width: size, height: size, ink: ink) { x, y in (x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius }
    }

    /// A ring (stroked circle) of `lineWidth` px centred on `radius`.
    static func ring(size: Int, cx: Float, cy: Float, radius: Float, lineWidth: Float = 1) -> RGBAImage {
        draw(width: size, height: size) { x, y in
            let d = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot()
            return abs(d - radius) <= lineWidth / 2
        }
    }

    /// A vertical line `lineWidth` px wide centred on x = `cx`, full height.
    static func verticalLine(width: Int, height: Int, cx: Float, lineWidth: Float = 1) -> RGBAImage {
        draw(width: width, height: height) { x, _ in abs(x - cx) <= lineWidth / 2 }
    }
}
