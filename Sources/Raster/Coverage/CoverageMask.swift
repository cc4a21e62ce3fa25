/// Coverage bytes for a rectangle of device pixels, row-major: 0 outside the shape, 255 fully
/// inside. What `Rasterizer.coverage(of:rule:clip:)` returns and what layers and clips are
/// masked by.
///
/// Invariant: `rect.width · rect.height` fits in an `Int` and equals `bytes.count`. The public
/// initializer checks it and `bytes` is read-only outside the package.
public struct CoverageMask: Hashable, Sendable {
    /// The pixels the mask covers; every pixel outside has coverage 0.
    public let rect: PixelRect
    /// One byte a pixel of `rect`, rows top to bottom.
    public package(set) var bytes: [UInt8]

    /// Wraps coverage bytes; `nil` when their count is not `rect.width · rect.height`.
    public init?(rect: PixelRect, bytes: [UInt8]) {
        guard let count = CoverageMask.byteCount(of: rect), bytes.count == count else { return nil }
        self.init(uncheckedRect: rect, bytes: bytes)
    }

    /// Wraps bytes the caller sized for `rect`. No check.
    package init(uncheckedRect rect: PixelRect, bytes: [UInt8]) {
        self.rect = rect
        self.bytes = bytes
    }

    /// `rect.width · rect.height`, or `nil` when it overflows `Int`.
    package static func byteCount(of rect: PixelRect) -> Int? {
        let (count, overflow) = rect.width.multipliedReportingOverflow(by: rect.height)
        return overflow ? nil : count
    }

    /// The coverage of device pixel (x, y): 0 outside `rect`.
    @inlinable public subscript(x: Int, y: Int) -> UInt8 {
        guard rect.contains(x: x, y: y) else { return 0 }
        return bytes[(y - rect.y0) * rect.width + (x - rect.x0)]
    }
}
