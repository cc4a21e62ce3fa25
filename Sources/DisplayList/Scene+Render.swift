// Rendering a scene onto a Canvas.
//
// Text runs need fonts, and the scene holds none: the caller loads a `FontLibrary` once (the
// CLI from `Fonts/` plus `--font-dir`; `FontLibrary.shared()` for the default fonts) and passes
// it to `render(fonts:)` / `draw(into:fonts:)`, which lay out every run with it — the glyph
// cache then serves every run and every later render — and return the runs' warnings (missing
// glyphs, removed control characters) with the item they concern. The versions without
// `fonts:` are for scenes without text, as the controls make today; for a text run they use
// `FontLibrary.shared()` and drop what it reports, skipping a run it cannot lay out.

import Documents
import Raster
import Typeset

/// What a render produced: the pixels, and what the text runs want the caller to hear.
public struct SceneRendering {
    /// The canvas with the scene drawn on it, in device pixels.
    public var canvas: Canvas
    /// Warnings from laying out text runs (a missing glyph drawn as a box, a control character
    /// removed), in drawing order, each naming its run's `text` field (`items[3].text`).
    public var warnings: [Diagnostic]

    /// `canvas` with `warnings`.
    public init(canvas: Canvas, warnings: [Diagnostic]) {
        self.canvas = canvas
        self.warnings = warnings
    }
}

extension Scene {
    /// A canvas of the scene's pixel size with the scene drawn on it, text laid out with `fonts`.
    /// - Throws: a `Diagnostic` naming the text item (and field, e.g. `items[2].font` for a family
    ///   `fonts` does not have) whose layout failed; nothing is returned then.
    /// - Parameter threads: threads to draw with; the pixels are the same for every count
    ///   (`FillBatch.automaticThreads(forPixels:)` picks one for a size).
    public func render(fonts: FontLibrary, threads: Int = 1) throws(Diagnostic) -> SceneRendering {
        try render(fonts: fonts, useSIMD: Rasterizer.simdEnabledByDefault, threads: threads)
    }

    /// `render(fonts:)` with the SIMD kernels or their scalar twins, for tests and benchmarks.
    package func render(fonts: FontLibrary, useSIMD: Bool, threads: Int = 1) throws(Diagnostic) -> SceneRendering {
        var canvas = Canvas(width: pixelWidth, height: pixelHeight, background: background)
        canvas.useSIMD = useSIMD
        let warnings = try draw(into: &canvas, fonts: fonts, threads: threads)
        return SceneRendering(canvas: canvas, warnings: warnings)
    }

    /// Clears `canvas` to the background, then draws every item in order, text laid out with
    /// `fonts`; returns the text runs' warnings.
    @discardableResult
    public func draw(into canvas: inout Canvas, fonts: FontLibrary, threads: Int = 1) throws(Diagnostic) -> [Diagnostic] {
        canvas.clear(background)
        return try drawItems(into: &canvas, fonts: fonts, threads: threads)
    }

    /// Draws every item in order over what `canvas` already holds, text laid out with `fonts`;
    /// returns the text runs' warnings.
    @discardableResult
    public func drawItems(into canvas: inout Canvas, fonts: FontLibrary, threads: Int = 1) throws(Diagnostic) -> [Diagnostic] {
        var context = SceneDrawing(fonts: fonts, scale: scale, failOnTextError: true, threads: threads)
        try context.draw(items, into: &canvas, base: .scale(scale), field: [.key("items")])
        context.flush(into: &canvas)
        return context.warnings
    }

    /// A canvas of the scene's pixel size with the scene drawn on it. Text runs use
    /// `FontLibrary.shared()`; a run it cannot lay out is skipped and warnings are dropped —
    /// use `render(fonts:)` for scenes that may hold text.
    public func render(threads: Int = 1) -> Canvas { render(useSIMD: Rasterizer.simdEnabledByDefault, threads: threads) }

    /// `render()` with the SIMD kernels or their scalar twins, for tests and benchmarks.
    package func render(useSIMD: Bool, threads: Int = 1) -> Canvas {
        var canvas = Canvas(width: pixelWidth, height: pixelHeight, background: background)
        canvas.useSIMD = useSIMD
        draw(into: &canvas, threads: threads)
        return canvas
    }

    /// Clears `canvas` to the background, then draws every item in order: exactly what the
    /// benchmark contract times. Text as in `render()`.
    public func draw(into canvas: inout Canvas, threads: Int = 1) {
        canvas.clear(background)
        drawItems(into: &canvas, threads: threads)
    }

    /// Draws every item in order over what `canvas` already holds, without clearing it: for a
    /// scene drawn over pixels from elsewhere (a backdrop photo under a control's blur). Text as
    /// in `render()`, except that the warnings of the runs drawn (a character no font has, drawn
    /// as a box) are returned, each naming its run (`items[3].text`).
    @discardableResult
    public func drawItems(into canvas: inout Canvas, threads: Int = 1) -> [Diagnostic] {
        let fonts = containsText ? try? FontLibrary.shared() : nil
        var context = SceneDrawing(fonts: fonts, scale: scale, failOnTextError: false, threads: threads)
        // Cannot throw: with `failOnTextError` false a failed run is skipped.
        try? context.draw(items, into: &canvas, base: .scale(scale), field: [.key("items")])
        context.flush(into: &canvas)
        return context.warnings
    }

    /// True when any item, at any depth, is a text run.
    public var containsText: Bool { items.contains(where: \.containsText) }
}

extension SceneItem {
    var containsText: Bool {
        switch self {
        case .text: true
        case .group(let g): g.items.contains(where: \.containsText)
        case .projected(let p): p.items.contains(where: \.containsText)
        case .fill, .stroke, .backdropBlur, .image: false
        }
    }
}

/// One pass over a scene's items: the fonts text is laid out with, and the warnings so far.
struct SceneDrawing {
    /// nil only when the scene has no text, or the shared fonts failed to load for a lenient
    /// render (text is then skipped).
    let fonts: FontLibrary?
    /// The scene's scale: outlines are taken at size × scale pixels per em.
    let scale: Float
    /// Throw on a text run that cannot be laid out (else skip it).
    let failOnTextError: Bool
    /// Threads a batch of fills is drawn with (`Canvas.draw(_:threads:)`).
    var threads = 1
    var warnings: [Diagnostic] = []
    /// Solid fills not drawn yet: every other drawing, and the end of a pass, draws them first.
    var pending = FillBatch()

    /// Draws the pending fills onto `canvas`.
    mutating func flush(into canvas: inout Canvas) {
        guard !pending.isEmpty else { return }
        canvas.draw(pending, threads: threads)
        pending.removeAll()
    }

    /// Draws `items`; `base` maps their parent space to device pixels; `field` is their JSON
    /// path (`items`, `items[2].items`). An item's own path is spelt out only when a message
    /// needs it: a scene of 20,000 fills must not build 20,000 strings per render.
    mutating func draw(_ items: [SceneItem], into canvas: inout Canvas, base: Transform, field: FieldPath) throws(Diagnostic) {
        for (index, item) in items.enumerated() {
            try draw(item, into: &canvas, base: base, parent: field, index: index)
        }
    }

    mutating func draw(_ item: SceneItem, into canvas: inout Canvas, base: Transform, parent: FieldPath, index: Int) throws(Diagnostic) {
        var field: FieldPath { parent.appending(index: index) }
        // Solid fills wait in `pending` and are drawn together, band by band, when anything
        // else comes (or the items end): same pixels, fewer passes over the canvas.
        if case .fill(let f) = item, case .solid(let color) = f.paint, Rasterizer.batchingEnabledByDefault {
            pending.fill(f.path, color: color, rule: f.rule, transform: f.transform.concatenating(base))
            return
        }
        if case .group(let g) = item, g.isPlain {
            try draw(g.items, into: &canvas, base: g.transform.concatenating(base), field: field.appending("items"))
            return
        }
        flush(into: &canvas)
        switch item {
        case .fill(let f):
            canvas.fill(f.path, paint: f.paint, rule: f.rule, transform: f.transform.concatenating(base))
        case .stroke(let s):
            canvas.stroke(s.path, style: s.style, paint: s.paint, transform: s.transform.concatenating(base))
        case .group(let g):
            let t = g.transform.concatenating(base)
            if g.opacity == 1, g.mask == nil, let clip = g.clip {
                // Only a clip: drawn straight onto the canvas through it, with no layer to
                // allocate and composite.
                try canvas.withClip(to: clip, transform: t) { (canvas: inout Canvas) throws(Diagnostic) in
                    try draw(g.items, into: &canvas, base: t, field: field.appending("items"))
                    flush(into: &canvas)
                }
                return
            }
            var mask: CoverageMask?
            if let gradient = g.mask {
                // A mask whose ends overflow device space has no alpha to give: the group is not drawn.
                guard let m = Self.coverage(of: gradient, over: canvas.bounds, mappedBy: { t.apply($0) }) else { return }
                mask = m
            }
            try inLayer(of: &canvas, opacity: g.opacity, mask: mask) { drawing, layer throws(Diagnostic) in
                if let clip = g.clip { layer.clip(to: clip, transform: t) }
                try drawing.draw(g.items, into: &layer, base: t, field: field.appending("items"))
                drawing.flush(into: &layer)
            }
        case .projected(let p):
            try draw(p.items, projectedBy: p.projection, into: &canvas, base: base, field: field.appending("items"))
        case .backdropBlur(let b):
            canvas.backdropBlur(b.path, sigma: b.sigma, tint: b.tint, transform: b.transform.concatenating(base))
        case .image(let i):
            canvas.draw(i.image, in: i.frame, transform: i.transform.concatenating(base), tint: i.tint)
        case .text(let t):
            guard let line = try layout(t, field: field) else { return }
            canvas.fill(line.path(at: t.origin, alignment: t.alignment), paint: t.paint, rule: .nonzero,
                        transform: t.transform.concatenating(base))
            warnings += line.warnings.map { Diagnostic(.warning, field: field.appending("text"), $0.description) }
        }
    }

    /// The run laid out, or nil when it cannot be and this pass skips such runs.
    func layout(_ t: TextItem, field: FieldPath) throws(Diagnostic) -> TextLine? {
        guard let fonts else {
            if failOnTextError { throw Diagnostic(.error, field: field, "a text run needs fonts, and none were given") }
            return nil
        }
        do {
            return try fonts.layoutLine(t.text, font: t.font, scale: scale, maxWidth: t.maxWidth)
        } catch {
            if !failOnTextError { return nil }
            throw Diagnostic(.error, field: Self.field(of: error, in: field), error.description)
        }
    }

    /// The JSON field a layout error is about.
    static func field(of error: FontError, in item: FieldPath) -> FieldPath {
        switch error {
        case .unknownFamily: item.appending("font")
        case .invalidWeight: item.appending("weight")
        case .invalidSize: item.appending("size")
        case .textTooLong: item.appending("text")
        case .directoryNotFound, .noFontsFound, .unreadableFile, .freeType, .harfBuzz: item
        }
    }
}
