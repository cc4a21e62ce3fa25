import Foundation
import Raster

/// Expected | diff | actual side by side, each under a label, so a reviewer sees the problem at
/// a glance. Panels are as large as the union of the two sizes; images are drawn at their
/// top-left over a checkerboard, so transparency and a size difference both show.
public enum Triptych {
    /// Label text colour and the background between panels.
    static let ink = Color(r: 255, g: 255, b: 255)
    static let background = Color(r: 38, g: 38, b: 38)
    /// The two checkerboard grays behind transparent pixels (the common editor convention).
    static let checkerLight = Color(r: 255, g: 255, b: 255)
    static let checkerDark = Color(r: 204, g: 204, b: 204)
    /// Checker squares, in font pixels (multiplied by the label scale).
    static let checkerSquare = 8
    /// Font pixels of padding around labels and between panels.
    static let padding = 3
    /// Panel pixels per label scale step: labels grow by one step per this many pixels of panel
    /// width, so a phone screenshot (1170 px) gets large enough labels. Tuned by eye.
    static let panelPixelsPerScale = 150
    static let maxScale = 4

    /// The expected, diff and actual images side by side under labels, as one image; the diff's label
    /// gives `report`'s count and ratio of differing pixels.
    public static func render(expected: RGBAImage, diff: RGBAImage, actual: RGBAImage, report: DiffReport) -> RGBAImage {
        let panelWidth = max(expected.width, actual.width, diff.width, 1)
        let panelHeight = max(expected.height, actual.height, diff.height, 1)
        let scale = min(maxScale, max(1, panelWidth / panelPixelsPerScale))
        let pad = padding * scale
        let labelHeight = BitmapFont.glyphHeight * scale + 2 * pad
        let width = 3 * panelWidth + 4 * pad
        let height = labelHeight + panelHeight + pad
        var image = RGBAImage(uncheckedWidth: width, height: height, fill: background)
        let percent = String(format: "%.2f%%", report.ratio * 100)
        // Longest first; the first that fits the panel is drawn (the last is clipped if need be).
        let labels = [
            ["EXPECTED \(expected.width)X\(expected.height)", "EXPECTED", "EXP"],
            ["DIFF \(report.differentPixels) PX (\(percent))" + (report.layoutDifference ? " SIZE" : ""),
             "DIFF \(report.differentPixels)" + (report.layoutDifference ? " SIZE" : ""), "DIFF"],
            ["ACTUAL \(actual.width)X\(actual.height)", "ACTUAL", "ACT"],
        ]
        for (index, panel) in [expected, diff, actual].enumerated() {
            let x0 = pad + index * (panelWidth + pad)
            let slot = PixelRect(x: x0, y: labelHeight, width: panelWidth, height: panelHeight)
            fillChecker(&image, slot, square: checkerSquare * scale)
            composite(panel, over: &image, x: x0, y: labelHeight)
            let label = labels[index].first { BitmapFont.width(of: $0, scale: scale) <= panelWidth } ?? labels[index].last ?? ""
            BitmapFont.draw(label, into: &image, x: x0, y: pad, scale: scale, color: ink,
                            clip: PixelRect(x: x0, y: 0, width: panelWidth, height: labelHeight))
        }
        return image
    }

    static func fillChecker(_ image: inout RGBAImage, _ rect: PixelRect, square: Int) {
        for y in rect.y0 ..< rect.y1 {
            for x in rect.x0 ..< rect.x1 {
                image[x, y] = ((x - rect.x0) / square + (y - rect.y0) / square) % 2 == 0 ? checkerLight : checkerDark
            }
        }
    }

    /// Straight-alpha source-over in gamma-encoded sRGB, rounded to nearest.
    static func composite(_ src: RGBAImage, over image: inout RGBAImage, x: Int, y: Int) {
        for sy in 0 ..< src.height {
            for sx in 0 ..< src.width {
                let s = src[sx, sy]
                guard s.a > 0 else { continue }
                let d = image[x + sx, y + sy]
                let a = Int(s.a)
                func mix(_ sc: UInt8, _ dc: UInt8) -> UInt8 { UInt8((Int(sc) * a + Int(dc) * (255 - a) + 127) / 255) }
                image[x + sx, y + sy] = Color(r: mix(s.r, d.r), g: mix(s.g, d.g), b: mix(s.b, d.b))
            }
        }
    }
}
