/// Whether two lengths in points agree within `tolerance` (a thousandth of a point by default):
/// what layout tests compare computed positions with.
public func close(_ a: Float, _ b: Float, _ tolerance: Float = 1e-3) -> Bool { abs(a - b) <= tolerance }
