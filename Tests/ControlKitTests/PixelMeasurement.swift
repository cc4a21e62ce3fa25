import Raster

/// Measuring shapes from rendered pixels, independently of the layout code: 4-connected
/// components of pixels with coverage (alpha) above zero.
struct PixelComponent {
    /// Sum of coverage (alpha / 255) over the component's pixels, in px².
    var area: Double
    /// Coverage-weighted centroid, in px.
    var centroidX: Double
    var centroidY: Double
    /// Peak coverage in the component (0…1).
    var peak: Double

    /// The diameter of the circle with the component's area, with coverage normalised to the
    /// component's own peak (how ios-facts §1.3a measured iOS's dots).
    var areaEquivalentDiameter: Double { (4 * area / peak / Double.pi).squareRoot() }

    /// The components of `image` whose pixels have `alpha > 0`, ordered left to right.
    static func components(of image: RGBAImage) -> [PixelComponent] {
        let w = image.width, h = image.height
        var label = [Int](repeating: -1, count: w * h)
        var found: [PixelComponent] = []
        for start in 0 ..< w * h where label[start] < 0 && image.bytes[4 * start + 3] > 0 {
            var stack = [start]
            label[start] = found.count
            var c = PixelComponent(area: 0, centroidX: 0, centroidY: 0, peak: 0)
            while let i = stack.popLast() {
                let coverage = Double(image.bytes[4 * i + 3]) / 255
                let x = i % w, y = i / w
                c.area += coverage
                c.centroidX += coverage * (Double(x) + 0.5)
                c.centroidY += coverage * (Double(y) + 0.5)
                c.peak = max(c.peak, coverage)
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] where nx >= 0 && ny >= 0 && nx < w && ny < h {
                    let j = ny * w + nx
                    if label[j] < 0 && image.bytes[4 * j + 3] > 0 {
                        label[j] = found.count
                        stack.append(j)
                    }
                }
            }
            c.centroidX /= c.area
            c.centroidY /= c.area
            found.append(c)
        }
        return found.sorted { $0.centroidX < $1.centroidX }
    }
}
