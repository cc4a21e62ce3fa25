import Raster

extension NavigationBar {
    /// The numbers the glass design (iOS 26) draws the bar with, in points, each with its source
    /// in docs/ios-facts.md §3.8. What the glass design shares with the classic one (the row,
    /// the fonts, the large title) stays in `Metrics`.
    package enum GlassMetrics {
        /// §3.8 [MEASURED]: a text button's capsule and a glyph button's circle are 44 pt tall,
        /// filling the 44 pt row.
        package static let platterHeight: Float = 44
        /// §3.8 [MEASURED]: the outermost platters lie 16 pt from the screen's edges.
        package static let edgeInset: Float = 16
        /// §3.8 [MEASURED width, INF split]: "Clear" sits in a 64 pt capsule, about 12 pt of
        /// padding each side of its advance.
        package static let textPadding: Float = 12
        /// [INF] An app's image gets this much room each side in its platter (no capture shows
        /// one; the text's 12 pt less the image's own margins).
        package static let imagePadding: Float = 10
        /// [INF] The gap between two platters on one side, and between the back button and the
        /// leading items: no capture shows two platters side by side, so UIKit's classic
        /// minimum between items (§3.1, 8 pt) stands in.
        package static let platterGap: Float = 8
        /// §3.8 [MEASURED]: the inline title's baseline lies 6.2–6.3 pt below the items' centre.
        package static let titleBaselineBelowCentre: Float = 6.25
        /// §3.8 [MEASURED]: the ✕ in its circle is 17.3 pt across where the built-in `close`
        /// glyph's ink is 13.3 of its 24 units, so glass draws glyphs in a box 17.3 / 13.3 times
        /// the classic 24 pt one (the ✓ comes out 21 pt against iOS's 18.5: SF's check mark is
        /// narrower than ours, one box for every glyph is kept).
        package static let glyphBox: Float = 24 * 17.3 / 13.3
        /// §3.8 [MEASURED]: the glyph or text on a prominent platter is white, in both appearances.
        package static let prominentContent = Color.white
        /// §3.8 [MEASURED]: plain items are drawn in `label` (black "Clear" and ✕ in light, white
        /// in dark), not the tint; the tint fills prominent items [INF: no capture shows one
        /// enabled].
        package static let itemColor = SystemColors.label
        /// §3.8 [MEASURED]: iOS 26 draws the system Done item as a check mark on a prominent
        /// circle.
        package static let doneGlyph = "checkmark"
    }
}
