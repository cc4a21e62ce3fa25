// SVGStyle: the computed presentation properties of one element, after the cascade and
// inheritance — what the converter paints with.

import Raster

/// An element's presentation properties. Initial values are SVG 2's (§13 Painting; §15.7
/// Masking for `clip-rule`; CSS 2 for `display`, `visibility` and `overflow`).
///
/// Inherited (SVG 2 property index): `fill`, `fill-opacity`, `fill-rule`, every `stroke-*`,
/// `color`, `visibility`, `clip-rule`. Not inherited: `opacity` (it makes a group layer, so a
/// child's 0.5 inside a parent's 0.5 is 0.25 where they overlap, not less), `display`,
/// `clip-path`, `stop-color`, `stop-opacity`, `overflow`.
///
/// Units: lengths in points (CSS px) of the element's user space; opacities in 0…1.
struct SVGStyle {
    var fill: SVGPaint = .color(.black)
    var fillOpacity: Float = 1
    var fillRule: FillRule = .nonzero
    var stroke: SVGPaint = .none
    var strokeOpacity: Float = 1
    var strokeWidth: Float = 1
    var lineCap: StrokeStyle.LineCap = .butt
    var lineJoin: StrokeStyle.LineJoin = .miter
    /// SVG's initial `stroke-miterlimit` is 4 (SVG 2 §13.5.5), not iOS's 10.
    var miterLimit: Float = SVGStyle.initialMiterLimit
    var dashArray: [Float] = []
    var dashOffset: Float = 0
    var color: Color
    var visible = true
    var clipRule: FillRule = .nonzero

    var opacity: Float = 1
    var displayed = true
    /// The id in `clip-path: url(#id)`.
    var clipPath: String?
    var stopColor: SVGPaint = .color(.black)
    var stopOpacity: Float = 1
    /// Whether a `symbol` or nested `svg` draws outside its viewport (`overflow: visible`).
    var overflowVisible = false

    static let initialMiterLimit: Float = 4

    /// The root's style: initial values, `color` from the caller.
    init(color: Color) { self.color = color }

    /// The style a child starts from: inherited properties kept, the others at their initial values.
    var inheritedByChild: SVGStyle {
        var child = self
        child.opacity = 1
        child.displayed = true
        child.clipPath = nil
        child.stopColor = .color(.black)
        child.stopOpacity = 1
        child.overflowVisible = false
        return child
    }

    /// The colour a paint resolves to with this element's `color`; nil for `none` and references.
    func color(of paint: SVGPaint) -> Color? {
        switch paint {
        case .none, .reference: nil
        case .color(let c): c
        case .currentColor: color
        }
    }
}
