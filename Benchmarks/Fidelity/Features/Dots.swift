import Raster

/// A round blob of ink: a page-control indicator.
public struct Dot: Sendable, Equatable {
    /// Ink centroid, px (coverage-weighted), pixel-edge coordinates.
    public var centreX: Double
    public var centreY: Double
    /// Area in px² with each pixel's coverage normalised to the blob's own peak, so a dot
    /// of any colour on any paper measures its covered area.
    public var area: Double
    /// The pixel of deepest ink (for its colour).
    public var peakX: Int
    public var peakY: Int
    /// Diameter of the circle with `area`: `2·√(area/π)`, px.
    public var diameter: Double { 2 * (area / Double.pi).squareRoot() }
}

public enum DotFinder {
    /// The blobs in `region` whose level differs from `paper` by more than `threshold`
    /// (4-connected), with at least `minimumArea` px² and a round-ish footprint (box sides
    /// within 2:1 and the blob filling at least half its box), sorted left to right.
    /// Thin frames (an overlay rim) and text fail the shape test and are skipped.
    public static func dots(in levels: Levels, region: PixelRect, paper: Float, threshold: Float = 8,
                            minimumArea: Double = 12) -> [Dot] {
        let r = levels.clip(region)
        let w = r.x1 - r.x0, h = r.y1 - r.y0
        guard w > 0, h > 0 else { return [] }
        var seen = [Bool](repeating: false, count: w * h)
        var out: [Dot] = []
        for sy in 0 ..< h {
            for sx in 0 ..< w where !seen[sy * w + sx] {
                seen[sy * w + sx] = true
                guard abs(levels[r.x0 + sx, r.y0 + sy] - paper) > threshold else { continue }
                var stack = [(sx, sy)], pixels: [(Int, Int, Float)] = []
                while let (x, y) = stack.popLast() {
                    let d = abs(levels[r.x0 + x, r.y0 + y] - paper)
                    pixels.append((x, y, d))
                    for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                    where nx >= 0 && ny >= 0 && nx < w && ny < h && !seen[ny * w + nx] {
                        seen[ny * w + nx] = true
                        if abs(levels[r.x0 + nx, r.y0 + ny] - paper) > threshold { stack.append((nx, ny)) }
                    }
                }
                // Grow by the faint rim below the threshold: one ring of neighbours.
                var rim: [(Int, Int, Float)] = []
                var inBlob = Set(pixels.map { $0.1 * w + $0.0 })
                for (x, y, _) in pixels {
                    for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                    where nx >= 0 && ny >= 0 && nx < w && ny < h && !inBlob.contains(ny * w + nx) {
                        inBlob.insert(ny * w + nx)
                        rim.append((nx, ny, abs(levels[r.x0 + nx, r.y0 + ny] - paper)))
                    }
                }
                let all = pixels + rim
                guard let peak = pixels.max(by: { $0.2 < $1.2 }), peak.2 > 0 else { continue }
                var area = 0.0, mx = 0.0, my = 0.0
                for (x, y, d) in all {
                    let c = Double(min(d, peak.2) / peak.2)
                    area += c; mx += c * (Double(x) + 0.5); my += c * (Double(y) + 0.5)
                }
                let xs = pixels.map(\.0), ys = pixels.map(\.1)
                let bw = Double(xs.max()! - xs.min()! + 1), bh = Double(ys.max()! - ys.min()! + 1)
                guard area >= minimumArea, max(bw, bh) <= 2 * min(bw, bh), area >= 0.5 * bw * bh else { continue }
                out.append(Dot(centreX: Double(r.x0) + mx / area, centreY: Double(r.y0) + my / area, area: area,
                               peakX: r.x0 + peak.0, peakY: r.y0 + peak.1))
            }
        }
        return out.sorted { $0.centreX < $1.centreX }
    }

    /// Mean centre-to-centre distance of consecutive dots, px; nil for fewer than two.
    public static func pitch(_ dots: [Dot]) -> Double? {
        guard dots.count >= 2 else { return nil }
        return (dots.last!.centreX - dots.first!.centreX) / Double(dots.count - 1)
    }
}
