// SVGImportOptions: what the caller decides about an import — the colour `currentColor` starts
// as, and the limits.

import Raster

/// Choices made by the caller of `SVGDocument.init(data:fileName:options:)`.
public struct SVGImportOptions: Sendable {
    /// The value of the `color` property at the root: what `currentColor` means until an
    /// element sets `color`. Icon sets draw in `currentColor` so that the caller picks the tint.
    public var currentColor: Color = .black
    /// The bounds the import is checked against.
    public var limits: SVGLimits = .default

    /// Options in which `currentColor` starts as the given colour (black by default), checked against `limits`.
    public init(currentColor: Color = .black, limits: SVGLimits = .default) {
        self.currentColor = currentColor
        self.limits = limits
    }
}
