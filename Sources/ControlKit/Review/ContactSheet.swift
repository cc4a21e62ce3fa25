// A contact sheet: every golden of a set in one PNG, each with its name underneath, so a
// reviewer sees them all at once. Large images are scaled down to fit a tile; transparent
// pixels show a checkerboard.

import Documents
import Foundation
import PNGCodec
import Raster
import Typeset

/// Every golden of a set in one PNG, each tile with its name underneath, for review at a glance.
package enum ContactSheet {
    /// Tiles per row.
    package static let columns = 4
    /// The largest tile image, in sheet pixels (a phone-sized figure is scaled down to it).
    package static let maxTileSide = 480
    /// Space around and between tiles, in sheet pixels.
    package static let margin = 24
    /// The labels' size in sheet pixels (13 pt Footnote at @2x would be 26; smaller keeps long
    /// names on one line).
    package static let labelSize: Float = 18
    /// Label line height, in sheet pixels.
    static let labelHeight = 28
    /// Checkerboard square side, in sheet pixels, and its two greys.
    static let checkerSide = 8
    static let checkerLight = Color(r: 224, g: 224, b: 228)
    static let checkerDark = Color(r: 196, g: 196, b: 202)
    static let background = Color(r: 255, g: 255, b: 255)
    static let labelColor = Color(r: 0, g: 0, b: 0)

    /// The sheet for `entries` (name and image), in order, left to right and top to bottom.
    /// - Throws: when the sheet would be larger than `ImageLimits` allow (checked before
    ///   anything is allocated), or a label cannot be laid out.
    package static func render(_ entries: [(name: String, image: RGBAImage)], fonts: FontLibrary) throws(DiagnosticList) -> RGBAImage {
        let tiles = entries.map { entry -> (name: String, image: Pixmap) in (entry.name, fitted(entry.image)) }
        let cellWidth = max(tiles.map(\.image.width).max() ?? 1, 160)
        let rows = (tiles.count + columns - 1) / columns
        var rowHeights: [Int] = []
        for r in 0 ..< rows {
            let row = tiles[(r * columns) ..< min((r + 1) * columns, tiles.count)]
            rowHeights.append((row.map(\.image.height).max() ?? 0) + labelHeight)
        }
        let width = margin + columns * (cellWidth + margin)
        let height = margin + rowHeights.reduce(0) { $0 + $1 + margin }
        guard ImageLimits.allows(width: width, height: height) else {
            throw DiagnosticList(Diagnostic(.error, "a sheet of \(entries.count) images would be \(width) × \(height) px, "
                + "\(ImageLimits.excess(width: width, height: height)); make sheets of fewer figures (docs/limits.md)"))
        }
        var sheet = Pixmap(uncheckedWidth: width, height: height, fill: background.premultiplied)
        var labels: [(String, Point)] = []
        var y = margin
        for r in 0 ..< rows {
            for c in 0 ..< columns where r * columns + c < tiles.count {
                let tile = tiles[r * columns + c]
                let x = margin + c * (cellWidth + margin)
                checkerboard(&sheet, x: x, y: y, width: tile.image.width, height: tile.image.height)
                blit(tile.image, onto: &sheet, x: x, y: y)
                labels.append((tile.name, Point(Float(x), Float(y + tile.image.height + labelHeight - 8))))
            }
            y += rowHeights[r] + margin
        }
        var canvas = Canvas(pixmap: sheet)
        let font = Font(size: labelSize)
        for (name, baseline) in labels {
            do {
                let line = try fonts.layoutLine(name, font: font, maxWidth: Float(cellWidth))
                canvas.fill(line.path(at: baseline), color: labelColor)
            } catch {
                throw DiagnosticList(Diagnostic(.error, "cannot lay out the label \(Excerpt.quoted(name)): \(error)"))
            }
        }
        return canvas.image()
    }

    /// `image` as premultiplied pixels, scaled down (keeping its aspect) to fit `maxTileSide`.
    static func fitted(_ image: RGBAImage) -> Pixmap {
        let longest = max(image.width, image.height)
        guard longest > maxTileSide else { return Pixmap(premultiplying: image) }
        let f = Float(maxTileSide) / Float(longest)
        var canvas = Canvas(width: max(1, Int((Float(image.width) * f).rounded())), height: max(1, Int((Float(image.height) * f).rounded())))
        canvas.drawCovering(image)
        return canvas.pixmap
    }

    static func checkerboard(_ sheet: inout Pixmap, x: Int, y: Int, width: Int, height: Int) {
        let light = checkerLight.premultiplied, dark = checkerDark.premultiplied
        for j in 0 ..< height {
            for i in 0 ..< width {
                sheet[x + i, y + j] = ((i / checkerSide) + (j / checkerSide)).isMultiple(of: 2) ? light : dark
            }
        }
    }

    /// Draws `tile` over `sheet` (source-over) with its top-left corner at (x, y).
    static func blit(_ tile: Pixmap, onto sheet: inout Pixmap, x: Int, y: Int) {
        for j in 0 ..< tile.height {
            for i in 0 ..< tile.width {
                let index = (y + j) * sheet.width + x + i
                sheet.pixels[index] = Compositor.blendReference(sheet.pixels[index], tile[i, j], coverage: 255, mode: .sourceOver)
            }
        }
    }

    /// The sheet for the goldens a figure file names: `<goldensDirectory>/<output name>.png`
    /// for every variant, labelled with the output name.
    /// - Throws: the file's errors, or a diagnostic naming a golden that cannot be read.
    package static func render(figureFile path: String, goldensDirectory: String, fonts: FontLibrary) throws(DiagnosticList) -> RGBAImage {
        try render(plan: try FigurePlan.load(path), goldensDirectory: goldensDirectory, fonts: fonts)
    }

    /// The goldens a plan's variants are checked against, in order.
    package static func goldenPaths(of plan: FigurePlan, in goldensDirectory: String) -> [String] {
        plan.variants.map { goldensDirectory + "/" + $0.outputPath }
    }

    /// The sheet for the goldens of `plan`'s variants.
    package static func render(plan: FigurePlan, goldensDirectory: String, fonts: FontLibrary) throws(DiagnosticList) -> RGBAImage {
        let path = plan.file.path
        var entries: [(name: String, image: RGBAImage)] = []
        for (variant, golden) in zip(plan.variants, goldenPaths(of: plan, in: goldensDirectory)) {
            do {
                entries.append((variant.goldenName, try PNG.read(contentsOf: golden)))
            } catch {
                throw DiagnosticList(Diagnostic(.error, file: golden, error.problem))
            }
        }
        do {
            return try render(entries, fonts: fonts)
        } catch {
            throw error.inFile(path)
        }
    }
}
