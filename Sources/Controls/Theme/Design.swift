/// Which generation of iOS's look a control is drawn in. Every control draws `classic`; a
/// control lists what else it draws in `Control.designs`.
public enum Design: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The iOS 14–18 look the guideline pages describe: bars with a material and a hairline,
    /// text buttons in the tint. The default everywhere.
    case classic
    /// The iOS 26 look (Liquid Glass): bars without a background of their own, their items on
    /// floating glass capsules and circles (docs/ios-facts.md §3.8).
    case glass

    public var description: String { rawValue }
}
