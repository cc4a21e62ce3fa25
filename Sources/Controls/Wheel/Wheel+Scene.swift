import Raster
import Typeset

// The wheel as Scene items (ios-facts §2.1): the rows outside the band on the cylinder — each
// row's flat content mapped by the projection of UIKit's 3-D row transform, at 21 pt and
// alpha 0.447, under the edge-fade mask, clipped to the rectangle above or below the band —
// the rows in the band flat at 23.5 pt, then the band itself over them, then the fixed labels.
// Every clip is a rectangle on whole points, so the canvas clips by a box with no mask to
// compute at @1x, @2x and @3x.

extension Wheel {
    /// The wheel as scene items, laid out by `layout`, drawn in `appearance` with its top-left
    /// corner at `origin` (points).
    public func sceneItems(layout: WheelLayout, appearance: Appearance, origin: Point) -> [SceneItem] {
        let whole = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
        let band = layout.band.offsetBy(dx: origin.x, dy: origin.y)
        var above: [SceneItem] = []
        var below: [SceneItem] = []
        var inBand: [SceneItem] = []
        for (column, laid) in zip(columns, layout.columns) {
            let centreX = origin.x + laid.frame.midX + laid.lean
            var aboveRows: [SceneItem] = []
            var belowRows: [SceneItem] = []
            var bandRows: [SceneItem] = []
            for row in laid.rows {
                let content = column.rows[row.index]
                // Off the band: on the cylinder, 21 pt, alpha 0.447. A row above the middle
                // shows only above the band and one below only below it (no row reaches past
                // the band to the other side); the middle row's copy is inside the band.
                let local = rowItems(content, column: column, width: laid.frame.width, fontSize: rowFontSize,
                                     alpha: Metrics.offCentreAlpha, appearance: appearance)
                let projection = Self.rowProjection(angle: row.angle, radius: layout.radius, centre: Point(centreX, origin.y + size.height / 2))
                let projected = SceneItem.projected(ProjectedItem(projection: projection, items: local))
                if row.distance <= 0 { aboveRows.append(projected) }
                if row.distance >= 0 { belowRows.append(projected) }
                // In the band: flat, 23.5 pt, opaque; only rows that reach it.
                let centreY = origin.y + size.height / 2 + row.distance * layout.rowHeight
                if abs(row.distance) * layout.rowHeight < (layout.rowHeight + band.height) / 2 {
                    bandRows.append(.group(GroupItem(transform: .translation(centreX, centreY),
                                                     items: rowItems(content, column: column, width: laid.frame.width,
                                                                     fontSize: centreFontSize, alpha: 1, appearance: appearance))))
                }
            }
            let opacity: Float = column.isEnabled ? 1 : Metrics.disabledAlpha
            above.append(.group(GroupItem(opacity: opacity, items: aboveRows)))
            below.append(.group(GroupItem(opacity: opacity, items: belowRows)))
            inBand.append(.group(GroupItem(opacity: opacity, items: bandRows)))
        }
        var items: [SceneItem] = []
        // The rows above and below the band (each side clipped to its own rectangle), faded
        // towards the edges.
        let top = Rect(x: whole.minX, y: whole.minY, width: whole.width, height: band.minY - whole.minY)
        let bottom = Rect(x: whole.minX, y: band.maxY, width: whole.width, height: whole.maxY - band.maxY)
        items.append(.group(GroupItem(mask: fadeMask(in: whole), items: [
            .group(GroupItem(clip: Path.rect(top), items: above)),
            .group(GroupItem(clip: Path.rect(bottom), items: below)),
        ])))
        items.append(.group(GroupItem(clip: Path.rect(band), items: inBand)))
        // The band over the wheels (`highlightViewIsOverlay`).
        items.append(.fill(FillItem(path: Path.continuousRoundedRect(band, cornerRadius: Metrics.bandCornerRadius),
                                    paint: .solid(SystemColors.quaternarySystemFill.resolved(for: appearance)))))
        let label = SystemColors.label.resolved(for: appearance)
        for fixed in labels {
            items.append(.text(TextItem(fixed.text, font: WheelText.font(size: fixed.fontSize, weight: fixed.weight), origin: Point(origin.x + fixed.origin.x, origin.y + fixed.origin.y),
                                        paint: .solid(label))))
        }
        return items
    }

    /// A row's content in its own space: origin at the row's centre, x from the column's
    /// centre; the text (with its swatch or glyph) placed by the column's alignment inside the
    /// label insets, its line box centred on the row.
    func rowItems(_ row: Row, column: Column, width: Float, fontSize: Float, alpha: Float, appearance: Appearance) -> [SceneItem] {
        var colour = (row.isEnabled ? SystemColors.label : SystemColors.tertiaryLabel).resolved(for: appearance)
        colour.a = UInt8((Float(colour.a) * alpha).rounded())
        let textWidth = WheelText.width(row.text, size: fontSize)
        let lead = row.swatch != nil || row.symbol != nil ? fontSize * (Metrics.swatchSizeRatio + Metrics.swatchGapRatio) : 0
        let total = lead + textWidth
        let inset = column.alignedInset ?? Metrics.labelInset
        let start: Float
        switch column.alignment {
        case .left: start = -width / 2 + inset
        case .center: start = -total / 2
        case .right: start = width / 2 - inset - total
        }
        var items: [SceneItem] = []
        let side = fontSize * Metrics.swatchSizeRatio
        let box = Rect(x: start, y: -side / 2, width: side, height: side)
        if let swatch = row.swatch {
            var fill = swatch.resolved(for: appearance)
            fill.a = UInt8((Float(fill.a) * alpha).rounded())
            items.append(.fill(FillItem(path: Path.continuousRoundedRect(box, cornerRadius: side * Metrics.swatchCornerRatio),
                                        paint: .solid(fill))))
        } else if let symbol = row.symbol {
            items.append(.fill(FillItem(path: symbol.path(in: Rect(x: box.minX, y: box.minY, width: symbol.aspectRatio * side, height: side)),
                                        paint: .solid(colour))))
        }
        items.append(.text(TextItem(row.text, font: WheelText.font(size: fontSize),
                                    origin: Point(start + lead, WheelText.baselineOffset(size: fontSize)), paint: .solid(colour))))
        return items
    }

    /// The edge fade over the picker's height (ios-facts §2.1), as a mask's alphas.
    func fadeMask(in rect: Rect) -> LinearGradient? {
        let stops = zip(Metrics.fadeLocations, Metrics.fadeAlphas).map { offset, alpha in
            LinearGradient.Stop(offset: offset, color: Color(r: 0, g: 0, b: 0, a: UInt8((alpha * 255).rounded())))
        }
        return LinearGradient(start: Point(rect.midX, rect.minY), end: Point(rect.midX, rect.maxY), stops: stops)
    }

    /// The projection that puts a row's flat content on the cylinder, after UIKit's row
    /// transform (ios-facts §2.1): rotate about the x axis by `angle`, move onto the cylinder
    /// by (0, −R sin θ, R cos θ − R), then perspective with the eye `perspectiveDistance` in front.
    /// For a point (x, y) of the row (origin at its centre) the 3-D point is
    /// X = x, Y = y cos θ − R sin θ, Z = y sin θ + R cos θ − R, seen at
    /// (centre.x + X / w, centre.y + Y / w) with w = 1 − Z / d.
    public static func rowProjection(angle: Float, radius: Float, centre: Point) -> Projection {
        let (s, c) = PortableMath.sinCos(angle), d = Metrics.perspectiveDistance
        let w0 = 1 - (radius * c - radius) / d
        let wy = -s / d
        // Non-singular for every angle a visible row has (|θ| < 90°, w0 ≥ 1); identity otherwise.
        return Projection(rowMajor: [1, centre.x * wy, centre.x * w0,
                                     0, c + centre.y * wy, -radius * s + centre.y * w0,
                                     0, wy, w0]) ?? .identity
    }
}
