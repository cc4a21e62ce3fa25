import Raster

/// Grows a bounding box one pixel at a time; the box of no pixels is `nil`.
///
/// Invariant: either no pixel was added (`minX > maxX`), or `minX…maxX` × `minY…maxY` holds
/// every pixel added and each side touches one of them.
struct BoundingBoxAccumulator {
    private var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min

    mutating func add(x: Int, y: Int) {
        minX = min(minX, x); maxX = max(maxX, x)
        minY = min(minY, y); maxY = max(maxY, y)
    }

    mutating func add(_ other: BoundingBoxAccumulator) {
        minX = min(minX, other.minX); maxX = max(maxX, other.maxX)
        minY = min(minY, other.minY); maxY = max(maxY, other.maxY)
    }

    /// The smallest rect holding every pixel added, or `nil` when none was.
    var box: PixelRect? {
        guard minX <= maxX else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
