import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing
import Typeset

/// The wheel picker measured on the PNG the command writes, at @3x, against docs/ios-facts.md
/// §2.1 — not against the layout code: the band's height and place, the centre row's cap
/// height, the rows off the band foreshortened as UIKit's 3-D row transform puts them (computed
/// here again from the facts), and their alpha.
@Suite struct PickerPixelTests {
    /// ios-facts §2.1, restated: 216 pt high, rows 32 pt, 14 rows to the turn, the cylinder's
    /// radius H/π × 1.05, perspective m34 = −1/900, the band 34 pt, fonts 23.5 and 21 pt, the
    /// off-centre alpha 0.447, and the fade mask's alphas (stops evenly spaced, [INF]).
    static let height = 216.0, rowHeight = 32.0, rowsPerTurn = 14.0, eye = 900.0, band = 34.0
    static let radius = height / Double.pi * 1.05
    static let centreSize: Float = 23.5, rowSize: Float = 21
    static let offCentreAlpha = 0.447
    static let fadeAlphas = [0, 0.71, 0.8, 0.8, 0.71, 0]
    static let scale = 3.0

    /// Nine rows of "H" (flat top, flat baseline, straight stems), the fifth in the band.
    static func render() throws -> RGBAImage {
        let folder = try TemporaryFolder()
        let run = try ControlKitCLI.run(["render", "picker", "--rows", "H,H,H,H,H,H,H,H,H", "--selected", "4", "--scale", "3", "-o", "h.png"],
                                        in: folder.path)
        try #require(run.status == 0, "\(run.stderr)")
        return try PNG.read(contentsOf: folder.file("h.png"))
    }

    /// Where a point `y` points below the centre of a row `k` rows below the band lands, in
    /// points below the picker's centre: the row's plane turned by θ = −k·2π/14 about the x axis,
    /// moved onto the cylinder by (0, −R sin θ, R cos θ − R), seen from 900 pt.
    static func projected(_ y: Double, row k: Double) -> Double {
        let theta = -k * 2 * Double.pi / rowsPerTurn
        let Y = y * cos(theta) - radius * sin(theta)
        let Z = y * sin(theta) + radius * cos(theta) - radius
        return Y / (1 - Z / eye)
    }

    /// The fade mask's alpha at `t` (0 top, 1 bottom of the picker).
    static func fade(_ t: Double) -> Double {
        let step = 1 / Double(fadeAlphas.count - 1)
        let i = min(Int(t / step), fadeAlphas.count - 2)
        let f = (t - Double(i) * step) / step
        return fadeAlphas[i] + (fadeAlphas[i + 1] - fadeAlphas[i]) * f
    }

    /// The font's own numbers for "H": cap height, and the baseline's offset below a row's centre
    /// that centres the line box ((ascender + descender) / 2), both in points.
    static func letterH(size: Float) throws -> (capHeight: Double, baseline: Double) {
        let fonts = try FontLibrary.shared()
        var font = Font(size: size)
        font.monospacedDigits = true
        let bounds = try #require(try fonts.layoutLine("H", font: font).path(at: Point(0, 0)).controlBounds)
        let m = try fonts.lineMetrics(for: font)
        return (Double(bounds.height), Double(m.ascender + m.descender) / 2)
    }

    static func isWhite(_ c: Color) -> Bool { c.r == 255 && c.g == 255 && c.b == 255 }

    /// The band: one run of non-white in a column left of the text, 34 pt high, centred.
    @Test func theBandIs34PointsHighAndCentred() throws {
        let image = try Self.render()
        #expect(image.width == 960 && image.height == 648)
        let x = Int(30 * Self.scale)
        let rows = (0 ..< image.height).filter { !Self.isWhite(image[x, $0]) }
        let top = try #require(rows.first), bottom = try #require(rows.last) + 1
        #expect(rows.count == bottom - top, "one run")
        #expect(Double(bottom - top) == Self.band * Self.scale)
        #expect(Double(top + bottom) / 2 == Double(image.height) / 2)
        // quaternarySystemFill (#74748014) over white.
        let fill = image[x, (top + bottom) / 2]
        #expect(abs(Int(fill.r) - 245) <= 1 && abs(Int(fill.b) - 245) <= 1, "\(fill)")
    }

    /// The centre row: opaque label colour, ink as tall as the 23.5 pt font's cap height.
    @Test func theCentreRowIsOpaqueAtTwentyThreeAndAHalfPoints() throws {
        let image = try Self.render()
        let h = try Self.letterH(size: Self.centreSize)
        let bandTop = Int((Double(image.height) / 2 - Self.band / 2 * Self.scale).rounded())
        let bandRows = bandTop ..< bandTop + Int(Self.band * Self.scale)
        let columns = Int(140 * Self.scale) ..< Int(180 * Self.scale)
        // Rows where the stems are more than half covered.
        let inked = bandRows.filter { y in columns.contains { image[$0, y].r < 128 } }
        let measured = Double(try #require(inked.last) - (try #require(inked.first)) + 1)
        #expect(abs(measured - h.capHeight * Self.scale) <= 1, "cap height \(measured) px, the font's \(h.capHeight * Self.scale)")
        let darkest = bandRows.flatMap { y in columns.map { image[$0, y] } }.min { $0.r < $1.r }
        // Black at alpha 1, under the band drawn over the wheels: #74748014 over black.
        #expect(darkest == Color(r: 9, g: 9, b: 10), "label colour at alpha 1 under the band")
    }

    /// The rows off the band: each run of ink where UIKit's transform puts the 21 pt row's cap
    /// top and baseline (within 1 px), shorter the further it is from the band, and its darkest
    /// pixel the label colour at 0.447 × the fade mask's alpha there.
    @Test func offBandRowsAreForeshortenedAndDimmed() throws {
        let image = try Self.render()
        let h = try Self.letterH(size: Self.rowSize)
        let centre = Double(image.height) / 2
        let bandTop = Int(centre - Self.band / 2 * Self.scale), bandBottom = Int(centre + Self.band / 2 * Self.scale)
        let columns = Int(140 * Self.scale) ..< Int(180 * Self.scale)
        // Runs of rows holding any ink, outside the band.
        var runs: [Range<Int>] = []
        for y in 0 ..< image.height where y < bandTop || y >= bandBottom {
            guard columns.contains(where: { !Self.isWhite(image[$0, y]) }) else { continue }
            if let last = runs.last, last.upperBound == y { runs[runs.count - 1] = last.lowerBound ..< y + 1 } else { runs.append(y ..< y + 1) }
        }
        var heights: [Double: Double] = [:]
        for k in [-3.0, -2, -1, 1, 2, 3] {
            let top = centre + Self.projected(h.baseline - h.capHeight, row: k) * Self.scale
            let bottom = centre + Self.projected(h.baseline, row: k) * Self.scale
            let run = try #require(runs.min { abs(Double($0.lowerBound + $0.upperBound) / 2 - (top + bottom) / 2)
                                            < abs(Double($1.lowerBound + $1.upperBound) / 2 - (top + bottom) / 2) })
            #expect(abs(Double(run.lowerBound) - top) <= 1, "row \(k): ink from \(run.lowerBound), projected cap top \(top)")
            #expect(abs(Double(run.upperBound) - bottom) <= 1, "row \(k): ink to \(run.upperBound), projected baseline \(bottom)")
            heights[k] = Double(run.count)

            // The darkest pixel is a fully covered stem pixel: label × 0.447 × fade.
            var darkest = (value: 255, y: 0)
            for y in run { for x in columns where Int(image[x, y].r) < darkest.value { darkest = (Int(image[x, y].r), y) } }
            let alpha = Self.offCentreAlpha * Self.fade((Double(darkest.y) + 0.5) / Double(image.height))
            let expected = 255 * (1 - alpha)
            #expect(abs(Double(darkest.value) - expected) <= 3, "row \(k): darkest \(darkest.value), expected \(expected) (alpha \(alpha))")
        }
        #expect(runs.count == 6, "three rows above the band and three below: \(runs)")
        // Foreshortened: each further row shorter, on both sides; the first shorter than the
        // 21 pt cap height itself.
        for side in [-1.0, 1] {
            let near = try #require(heights[side]), middle = try #require(heights[2 * side]), far = try #require(heights[3 * side])
            #expect(near > middle && middle > far, "\(heights)")
            #expect(near < h.capHeight * Self.scale)
        }
    }
}
