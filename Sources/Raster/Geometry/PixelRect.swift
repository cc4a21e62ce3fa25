/// A rectangle of whole device pixels: columns `x0 ..< x1`, rows `y0 ..< y1`, y down. The one
/// pixel rectangle of the package: clips, mask bounds, blur regions, and the ignore regions and
/// difference boxes of image comparison.
///
/// Invariants, kept by every initializer: `x0 <= x1` and `y0 <= y1`, and `x1 − x0` and
/// `y1 − y0` fit in an `Int`, so `width` and `height` never overflow. A rect is empty when it
/// holds no pixel (`width == 0` or `height == 0`); ends given before their starts, or negative
/// sizes, make an empty rect at the given start.
public struct PixelRect: Hashable, Sendable {
    /// The first column.
    public let x0: Int
    /// The first row.
    public let y0: Int
    /// One past the last column.
    public let x1: Int
    /// One past the last row.
    public let y1: Int

    /// Columns `x0 ..< x1` by rows `y0 ..< y1`. An end at or before its start gives an empty
    /// side; a side longer than `Int.max` pixels is cut to `Int.max`.
    @inlinable public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = PixelRect.end(from: x0, to: x1)
        self.y1 = PixelRect.end(from: y0, to: y1)
    }

    /// `width × height` pixels with the top-left pixel at (`x`, `y`). A negative size gives an
    /// empty side; a side reaching past `Int.max` is cut there.
    @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x0: x, y0: y, x1: PixelRect.end(from: x, length: width), y1: PixelRect.end(from: y, length: height))
    }

    /// The pixels `rect` touches (its corners rounded outwards, one more column and row for
    /// safety), clamped to ±2³⁰; nil when a coordinate is not finite.
    @inlinable public init?(enclosing rect: Rect) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
        func int(_ v: Float) -> Int { Int(min(max(v, -Float(1 << 30)), Float(1 << 30))) }
        self.init(x0: int(rect.minX.rounded(.down)), y0: int(rect.minY.rounded(.down)),
                  x1: int(rect.maxX.rounded(.up)) + 1, y1: int(rect.maxY.rounded(.up)) + 1)
    }

    /// The empty rect at the origin: what `intersection` returns for rects that do not meet.
    public static let zero = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    /// Columns, `x1 − x0` (≥ 0).
    @inlinable public var width: Int { x1 - x0 }
    /// Rows, `y1 − y0` (≥ 0).
    @inlinable public var height: Int { y1 - y0 }
    /// True when the rect holds no pixel.
    @inlinable public var isEmpty: Bool { x1 == x0 || y1 == y0 }

    /// Whether pixel (x, y) lies inside.
    @inlinable public func contains(x: Int, y: Int) -> Bool { x >= x0 && x < x1 && y >= y0 && y < y1 }

    /// The pixels in both rects; `PixelRect.zero` when they share none (an empty rect
    /// included), so every empty intersection is the same value.
    @inlinable public func intersection(_ other: PixelRect) -> PixelRect {
        let ix0 = max(x0, other.x0), iy0 = max(y0, other.y0)
        let ix1 = min(x1, other.x1), iy1 = min(y1, other.y1)
        guard ix1 > ix0, iy1 > iy0 else { return .zero }
        return PixelRect(x0: ix0, y0: iy0, x1: ix1, y1: iy1)
    }

    /// `end`, or `start` when `end` is not after it, or `start + Int.max` when the side would
    /// not fit in an `Int`.
    @inlinable static func end(from start: Int, to end: Int) -> Int {
        guard end > start else { return start }
        return end.subtractingReportingOverflow(start).overflow ? start &+ Int.max : end
    }

    /// `start + length`, or `start` for a negative length, or `Int.max` past it.
    @inlinable static func end(from start: Int, length: Int) -> Int {
        guard length > 0 else { return start }
        let (sum, overflow) = start.addingReportingOverflow(length)
        return overflow ? Int.max : sum
    }
}
