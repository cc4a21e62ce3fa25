extension Picker {
    /// The picker's own bounds on input and the HIG's advice thresholds; the wheel's geometry is
    /// `Wheel.Metrics`.
    @usableFromInline package enum Metrics {
        /// The most components: UIKit sets no limit; more than a handful cannot be read (and a
        /// 320 pt picker gives 10 components 27 pt each). A bound on input.
        package static let maxComponents = 10
        /// The most rows a component may hold, a bound on input (UIKit's date picker itself
        /// uses 10,000-row wheels).
        package static let maxRows = 100_000
        /// The longest row text accepted, in characters: a bound on input, as the navigation
        /// bar's `maxTextLength` (a 320 pt wheel shows about 30).
        package static let maxRowLength = 200
        /// HIG "Pickers" (ios-facts §2, seeds 001): a list short enough to show at once suits a
        /// pull-down button better; we warn at this many rows or fewer.
        package static let fewRows = 3
        /// HIG "Pickers": a very long list is better as a list or table; we warn above this.
        package static let manyRows = 1_000
        /// The narrowest and widest picker accepted, in points: a bound on input (the widest
        /// image at @1x).
        package static let minWidth: Float = 44
        package static let maxWidth: Float = 16_384
    }
}
