import Documents

extension NavigationBar {
    /// The fields the glass design (ios-facts §3.8) does not draw as asked, each a warning on its
    /// field: nothing a figure asks for is dropped silently.
    func glassNotDrawn() -> [Diagnostic] {
        var out: [Diagnostic] = []
        if let back = backTitle, !back.isEmpty {
            out.append(.warning(["backTitle"], "not drawn in the glass design: iOS 26's back button is the chevron alone on a glass "
                + "circle (give backTitle: \"\" to say so)"))
        }
        if background == .standard || background == .opaque {
            out.append(.warning(["background"], "ignored in the glass design: iOS 26's bar has no background or hairline at rest, and "
                + "ControlKit does not draw its scroll-edge effect"))
        }
        if barTint != nil {
            out.append(.warning(["barTint"], "ignored in the glass design: the bar has no background to tint"))
        }
        if segmentedTitle != nil {
            out.append(.warning(["titleSegments"], "drawn in its classic look: ControlKit has no glass segmented control yet"))
        }
        let hasProminent = (leadingItems + trailingItems).contains(where: Self.isProminent)
        if tint != Self.defaultTint && !hasProminent {
            out.append(.warning(["tint"], "not drawn: in the glass design the tint fills prominent (done-style) items only, and the "
                + "bar has none; plain items are drawn in label"))
        }
        return out
    }

    /// The tint a bar has unless given one: `systemBlue`.
    static let defaultTint = ColorValue.system(name: "systemBlue", SystemColors.systemBlue)
}
