// Float → Int without trapping, for values that come from input: Swift's `Int(_: Float)` traps
// on NaN, on infinities and on anything beyond Int's range (a path reaching 1e20 did).

extension Int {
    /// `value` rounded toward zero and clamped to `bounds`; NaN gives `nan`.
    ///
    /// Works in Double, which holds every Float exactly: Double(Int.max) rounds up to 2⁶³, so
    /// any Double below it converts without trapping.
    @inlinable package init(saturating value: Float, in bounds: ClosedRange<Int> = Int.min ... Int.max, nan: Int) {
        let d = Double(value)
        if d.isNaN {
            self = nan
        } else if d <= Double(bounds.lowerBound) {
            self = bounds.lowerBound
        } else if d >= Double(bounds.upperBound) {
            self = bounds.upperBound
        } else {
            self = Swift.min(Swift.max(Int(d), bounds.lowerBound), bounds.upperBound)
        }
    }
}
