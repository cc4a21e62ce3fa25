import Raster

/// How simple a custom indicator image is where it is drawn, measured on its pixels: the HIG
/// ("Page controls", customizing indicator images) asks for simple shapes without negative
/// space, text or inner lines, which muddy a glyph this small.
///
/// The image is filled at its drawn size (its own size, scaled down to fit
/// `Metrics.maxCustomImageSide`) at @2x, the smaller of the scales an iPhone app ships and the
/// one where detail is lost first. A pixel is ink when the fill covers half of it or more.
/// - A *piece* is a patch of ink, its pixels joined by sides or corners. More than one piece
///   is separate marks: text, dots, a detail standing apart.
/// - A *hole* is a patch of background the ink encloses, its pixels joined by sides (the dual
///   of the ink's joining, so a diagonal line of ink closes nothing). A hole is negative space,
///   or the gap an inner line leaves.
///
/// Simple means one piece and no hole. The measure sees what ships: a hole too small to show
/// at @2x is not counted.
struct IndicatorImageDetail: Equatable {
    /// The scale measured at.
    static let scale: Float = 2
    /// A pixel covered this much or more (0…255 alpha) is ink.
    static let inkThreshold: UInt8 = 128

    /// Patches of ink (8-connected).
    let pieces: Int
    /// Patches of background the ink encloses (4-connected, not reaching the border).
    let holes: Int

    /// One piece, no hole.
    var isSimple: Bool { pieces <= 1 && holes == 0 }

    /// What makes it not simple, in words ("2 holes and 3 separate pieces").
    var summary: String {
        var parts: [String] = []
        if holes > 0 { parts.append(holes == 1 ? "a hole (negative space or an inner line)" : "\(holes) holes (negative space or inner lines)") }
        if pieces > 1 { parts.append("\(pieces) separate pieces (text or detail)") }
        return parts.joined(separator: " and ")
    }

    /// The measure of `image`; nil when its drawn size is not a finite positive size.
    init?(_ image: CustomIndicatorImage) {
        let f = PageControl.customImageScale(image) * Self.scale
        let w = image.size.width * f, h = image.size.height * f
        guard w.isFinite, h.isFinite, w > 0, h > 0 else { return nil }
        // One pixel of margin all round, so the background outside the ink is one patch.
        let width = Int(w.rounded(.up)) + 2, height = Int(h.rounded(.up)) + 2
        var canvas = Canvas(width: width, height: height)
        canvas.fill(image.path, color: .white, transform: Transform.scale(f).concatenating(.translation(1, 1)))
        var ink = [Bool](repeating: false, count: width * height)
        for y in 0 ..< height {
            for x in 0 ..< width { ink[y * width + x] = canvas.pixmap[x, y].a >= Self.inkThreshold }
        }
        pieces = Self.patches(of: true, in: ink, width: width, height: height, diagonals: true).count
        holes = Self.patches(of: false, in: ink, width: width, height: height, diagonals: false).filter { !$0 }.count
    }

    /// The connected patches of pixels equal to `value`, joined by sides, and by corners too
    /// when `diagonals`: for each, whether it reaches the image's border.
    static func patches(of value: Bool, in mask: [Bool], width: Int, height: Int, diagonals: Bool) -> [Bool] {
        var seen = [Bool](repeating: false, count: mask.count)
        var found: [Bool] = []
        var stack: [Int] = []
        let steps: [(Int, Int)] = diagonals
            ? [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)]
            : [(1, 0), (-1, 0), (0, 1), (0, -1)]
        for start in mask.indices where mask[start] == value && !seen[start] {
            var border = false
            seen[start] = true
            stack.append(start)
            while let i = stack.popLast() {
                let x = i % width, y = i / width
                if x == 0 || y == 0 || x == width - 1 || y == height - 1 { border = true }
                for (dx, dy) in steps {
                    let nx = x + dx, ny = y + dy
                    guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
                    let j = ny * width + nx
                    if mask[j] == value && !seen[j] {
                        seen[j] = true
                        stack.append(j)
                    }
                }
            }
            found.append(border)
        }
        return found
    }
}
