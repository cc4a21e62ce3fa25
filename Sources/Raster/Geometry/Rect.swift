/// An axis-aligned rectangle: origin (top-left in y-down space) and size. A rect with a
/// negative width or height is empty.
public struct Rect: Hashable, Sendable, Codable {
    /// The top-left corner (for a non-negative size).
    public var origin: Point
    /// The width and height; the rect is empty unless both are positive.
    public var size: Size

    /// The rect at `origin` with `size`.
    @inlinable public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// The rect whose top-left corner is (`x`, `y`), `width` wide and `height` tall.
    @inlinable public init(x: Float, y: Float, width: Float, height: Float) {
        origin = Point(x, y); size = Size(width, height)
    }
    /// The smallest rect holding both corners, whatever their order.
    @inlinable public init(corners a: Point, _ b: Point) {
        origin = Point(min(a.x, b.x), min(a.y, b.y))
        size = Size(abs(b.x - a.x), abs(b.y - a.y))
    }

    /// The empty rect at the origin, 0 × 0.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge, `origin.x`.
    @inlinable public var minX: Float { origin.x }
    /// The top edge, `origin.y`.
    @inlinable public var minY: Float { origin.y }
    /// The right edge, `origin.x + width`.
    @inlinable public var maxX: Float { origin.x + size.width }
    /// The bottom edge, `origin.y + height`.
    @inlinable public var maxY: Float { origin.y + size.height }
    /// The x of the centre.
    @inlinable public var midX: Float { origin.x + size.width / 2 }
    /// The y of the centre.
    @inlinable public var midY: Float { origin.y + size.height / 2 }
    /// The horizontal extent, `size.width`.
    @inlinable public var width: Float { size.width }
    /// The vertical extent, `size.height`.
    @inlinable public var height: Float { size.height }
    /// The centre point, (`midX`, `midY`).
    @inlinable public var center: Point { Point(midX, midY) }
    /// True unless both width and height are positive (a NaN side counts as empty).
    @inlinable public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// The rect shrunk by `d` on every side (grown for negative `d`), as `CGRect.insetBy`.
    @inlinable public func insetBy(_ d: Float) -> Rect {
        Rect(x: minX + d, y: minY + d, width: width - 2 * d, height: height - 2 * d)
    }
    /// The rect moved by `dx` right and `dy` down, same size.
    @inlinable public func offsetBy(dx: Float, dy: Float) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
    /// The overlap of two rects; empty (zero size) when they do not meet.
    @inlinable public func intersection(_ o: Rect) -> Rect {
        let x0 = max(minX, o.minX), y0 = max(minY, o.minY)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : Rect(x: x0, y: y0, width: 0, height: 0)
    }
    /// The smallest rect holding both.
    @inlinable public func union(_ o: Rect) -> Rect {
        Rect(corners: Point(min(minX, o.minX), min(minY, o.minY)), Point(max(maxX, o.maxX), max(maxY, o.maxY)))
    }
    /// True when `p` lies inside: left and top edges included, right and bottom edges excluded.
    @inlinable public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
}
