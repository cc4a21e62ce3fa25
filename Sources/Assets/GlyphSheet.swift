import Controls
import DisplayList
import Documents
import Raster
import Typeset

/// The review sheet of a run: every glyph side by side at each scale, on a light and a dark
/// navigation-bar background, as a bar button shows it (a template in the tint colour), with
/// the target box (grey) and the glyph's measured ink box (red) outlined — so a designer sees
/// the balance at a glance. Glyph pixels are the shipped images, copied 1:1.
public enum GlyphSheet {
    /// Bar backgrounds: the standard appearance's chrome material over white / black content,
    /// approximated as Flutter's bar colours (docs/ios-facts.md §3.5, [INF]).
    static let lightBar = Color(r: 249, g: 249, b: 249)
    static let darkBar = Color(r: 29, g: 29, b: 29)
    /// The outlines: the target box, and the ink box.
    static let targetOutline = Color(r: 142, g: 142, b: 147, a: 160)
    static let inkOutline = Color(r: 255, g: 59, b: 48, a: 200)
    /// Layout in sheet pixels.
    static let margin: Float = 16, gutter: Float = 72, gap: Float = 16, labelSize: Float = 13, headerHeight: Float = 24

    /// The sheet for `results` (those with images), drawn with `options` (its target box and scales).
    /// - Throws: a diagnostic when a label cannot be laid out with `fonts`.
    public static func render(_ results: [GlyphResult], options: GlyphOptions, fonts: FontLibrary) throws(DiagnosticList) -> RGBAImage {
        let drawn = results.filter { !$0.light.isEmpty }
        let scales = options.scales
        let cellWidth = max(Float(drawn.flatMap { $0.light.map(\.image.width) }.max() ?? 0), 64) + gap
        func cellHeight(_ scale: Int) -> Float { Float(drawn.compactMap { $0.light.first { $0.deviceScale == scale }?.image.height }.max() ?? 0) + gap }
        let bandHeight = scales.map(cellHeight).reduce(0, +) + gap
        let width = margin * 2 + gutter + cellWidth * Float(max(drawn.count, 1))
        let height = margin * 2 + headerHeight + bandHeight * 2
        var items: [SceneItem] = []
        var overlays: [SceneItem] = []
        var blits: [(image: RGBAImage, x: Int, y: Int)] = []
        let hairline = StrokeStyle.hairline

        func label(_ text: String, x: Float, y: Float, color: Color, alignment: TextAlignment = .left) -> SceneItem {
            .text(TextItem(text, font: Font(size: labelSize, weight: .medium), origin: Point(x, y), paint: .solid(color),
                           alignment: alignment, maxWidth: cellWidth - 4))
        }
        for (index, result) in drawn.enumerated() {
            let x = margin + gutter + cellWidth * Float(index) + cellWidth / 2
            items.append(label(result.artwork.name, x: x, y: margin + 14, color: .black, alignment: .center))
        }
        for (band, dark) in [false, true].enumerated() {
            let top = margin + headerHeight + bandHeight * Float(band)
            let bar = dark ? darkBar : lightBar
            items.append(.fill(FillItem(path: .rect(Rect(x: 0, y: top, width: width, height: bandHeight)), paint: .solid(bar))))
            var rowTop = top + gap / 2
            for scale in scales {
                let rowHeight = cellHeight(scale)
                items.append(label("@\(scale)x \(dark ? "dark" : "light")", x: margin, y: rowTop + rowHeight / 2 + 4,
                                   color: dark ? .white : .black))
                for (index, result) in drawn.enumerated() {
                    guard let rendition = (dark && !result.dark.isEmpty ? result.dark : result.light).first(where: { $0.deviceScale == scale }),
                          let placement = result.placement else { continue }
                    let image = tinted(rendition.image, options: options, dark: dark)
                    let x = Int((margin + gutter + cellWidth * Float(index) + (cellWidth - Float(image.width)) / 2).rounded())
                    let y = Int((rowTop + (rowHeight - Float(image.height)) / 2).rounded())
                    blits.append((image, x, y))
                    let s = Float(scale)
                    let target = Rect(x: Float(x) + (placement.canvasSize.width - options.target) / 2 * s,
                                      y: Float(y) + (placement.canvasSize.height - options.target) / 2 * s,
                                      width: options.target * s, height: options.target * s)
                    overlays.append(.stroke(StrokeItem(path: .rect(target.insetBy(0.5)), paint: .solid(targetOutline), style: hairline)))
                    if let box = PixelInk(rendition.image).box {
                        let ink = Rect(x: Float(x + box.x0), y: Float(y + box.y0), width: Float(box.width), height: Float(box.height))
                        overlays.append(.stroke(StrokeItem(path: .rect(ink.insetBy(0.5)), paint: .solid(inkOutline), style: hairline)))
                    }
                }
                rowTop += rowHeight
            }
        }
        let base = Scene(name: "glyph-sheet", size: Size(width, height), background: .white, items: items)
        guard base.pixelWidth <= 16_384, base.pixelHeight <= 16_384 else {
            throw DiagnosticList(Diagnostic(.error, "the review sheet would be \(base.pixelWidth)×\(base.pixelHeight) px; render fewer glyphs per sheet"))
        }
        var canvas: Canvas
        do { canvas = try base.render(fonts: fonts).canvas } catch { throw DiagnosticList(error) }
        for blit in blits { draw(blit.image, onto: &canvas, x: blit.x, y: blit.y) }
        Scene(name: "outlines", size: Size(width, height), items: overlays).drawItems(into: &canvas)
        return canvas.image()
    }

    /// A template image in the bar's tint (systemBlue, light or dark); other images as they are.
    static func tinted(_ image: RGBAImage, options: GlyphOptions, dark: Bool) -> RGBAImage {
        guard case .template = options.coloring else { return image }
        var copy = image
        GlyphRendition.recolor(&copy, to: SystemColors.systemBlue.resolved(for: dark ? .dark : .light))
        return copy
    }

    /// Source-over copy of `image` with its top-left corner at (x, y), clipped to the canvas.
    static func draw(_ image: RGBAImage, onto canvas: inout Canvas, x: Int, y: Int) {
        let source = Pixmap(premultiplying: image)
        var pixmap = canvas.pixmap
        for j in 0 ..< source.height where (0 ..< pixmap.height).contains(y + j) {
            for i in 0 ..< source.width where (0 ..< pixmap.width).contains(x + i) {
                let index = (y + j) * pixmap.width + x + i
                pixmap.pixels[index] = Compositor.blendReference(pixmap.pixels[index], source[i, j], coverage: 255, mode: .sourceOver)
            }
        }
        canvas = Canvas(pixmap: pixmap)
    }
}
