// StrokeStyle+Device: a user-space style turned into the device-space style the Stroker draws,
// with the hairline rule for strokes thinner than a pixel.

/// A style in device pixels, and the factor the canvas multiplies the stroke's coverage by.
package struct DeviceStroke: Hashable, Sendable {
    /// Width, dash lengths and phase in device pixels. Width ≥ `Stroker.hairlineWidthPixels`.
    package let style: StrokeStyle
    /// In (0, 1]: less than 1 only for a stroke thinner than a pixel, which is drawn one pixel
    /// wide at this fraction of its paint's opacity, or for a dash pattern finer than
    /// `Dasher.minimumPeriodPixels`, drawn solid at its ink fraction.
    package let coverageScale: Float
}

extension StrokeStyle {
    /// How a path drawn in user space with this style, and mapped to device space by
    /// `transform`, is stroked: the canvas transforms the path first, then calls
    /// `Stroker.outline(of:style:tolerance:)` with `style`, and fills the outline with its paint
    /// scaled by `coverageScale`.
    ///
    /// Lengths scale by √|det transform|, the geometric mean of the transform's two stretch
    /// factors: exact for rotations, uniform scales and translations; for other transforms the
    /// stroke keeps one width in every direction rather than following the transform's stretch.
    ///
    /// Thin strokes: a hairline (width 0) is `hairlineDeviceWidth` wide (one pixel unless made
    /// with `hairline(pixels:)`) at full coverage. A stroke whose device width w is positive but below one pixel is drawn one
    /// pixel wide with coverage scaled by w, so it keeps its weight (w × length of ink) without
    /// the dropouts a sub-pixel outline shows. This is Skia's rule for thin strokes
    /// (`SkDrawTreatAAStrokeAsHairline`: thin strokes become hairlines with alpha modulated by
    /// the width).
    ///
    /// Fine dashes: a dash pattern whose device period is below `Dasher.minimumPeriodPixels`
    /// repeats inside every pixel, where it can only show as a lighter line. It is drawn solid,
    /// coverage scaled by `Dasher.inkFraction` (on lengths plus caps over the period), instead of
    /// as up to millions of outline pieces.
    ///
    /// - Returns: `nil` when nothing can be drawn: the transform is singular or not finite, or
    ///   the scaled lengths overflow.
    package func deviceStroke(for transform: Transform) -> DeviceStroke? {
        guard transform.isFinite else { return nil }
        let scale = abs(transform.determinant).squareRoot()
        guard scale > 0, scale.isFinite else { return nil }
        let scaledWidth = width * scale
        let scaledDash = dash.map { $0 * scale }
        let scaledPhase = dashPhase * scale
        let scaledPeriod = scaledDash.reduce(0, +)
        guard scaledWidth.isFinite, scaledPhase.isFinite, scaledPeriod.isFinite,
              dash.isEmpty || scaledPeriod > 0 else { return nil }

        let hairline = Stroker.hairlineWidthPixels
        let deviceWidth: Float
        let coverageScale: Float
        if width == 0 {
            (deviceWidth, coverageScale) = (hairlineDeviceWidth, 1)
        } else if scaledWidth < hairline {
            (deviceWidth, coverageScale) = (hairline, scaledWidth / hairline)
        } else {
            (deviceWidth, coverageScale) = (scaledWidth, 1)
        }
        // A pattern finer than `Dasher.minimumPeriodPixels` is drawn solid at its ink fraction.
        if !scaledDash.isEmpty, scaledPeriod < Dasher.minimumPeriodPixels {
            let ink = Dasher.inkFraction(of: scaledDash, width: deviceWidth, cap: cap)
            let style = StrokeStyle(unchecked: deviceWidth, cap: cap, join: join, miterLimit: miterLimit, dash: [], dashPhase: 0)
            guard coverageScale * ink > 0 else { return nil }
            return DeviceStroke(style: style, coverageScale: coverageScale * ink)
        }
        guard coverageScale > 0 else { return nil }
        let style = StrokeStyle(
            unchecked: deviceWidth, cap: cap, join: join, miterLimit: miterLimit,
            dash: scaledDash, dashPhase: scaledPhase)
        return DeviceStroke(style: style, coverageScale: coverageScale)
    }
}
