import Documents
import Raster

// What must stand out in a page control: the current page's indicator (WCAG non-text
// contrast, 3:1) and the others (1.5:1, so they show at all), against what is under them; and
// the current page's indicator against the others (1.5:1), both over what is under the current
// one, so that the current page can be told apart (HIG "Page controls": the control highlights
// the current page's indicator; custom colours can lower the contrast that shows it).

extension PageControl {
    public func contrastRequirements(layout: PageControlLayout, appearance: Appearance) -> [ContrastRequirement] {
        var requirements: [ContrastRequirement] = []
        if let current = layout.indicators.first(where: \.isCurrent) {
            requirements.append(ContrastRequirement(field: ["tintCurrent"], subject: "the current page's indicator", region: current.frame,
                                                    foreground: currentIndicatorColor(appearance),
                                                    minimumRatio: ContrastRequirement.nonTextMinimum))
        }
        if let other = layout.indicators.first(where: { !$0.isCurrent && $0.scale == 1 }) {
            requirements.append(ContrastRequirement(field: ["tintOther"], subject: "the other pages' indicators", region: other.frame,
                                                    foreground: otherIndicatorColor(appearance),
                                                    minimumRatio: ContrastRequirement.inactiveMinimum))
            if let current = layout.indicators.first(where: \.isCurrent) {
                requirements.append(ContrastRequirement(field: ["tintOther"], subject: "the current page's indicator and the others",
                                                        region: current.frame, foreground: currentIndicatorColor(appearance),
                                                        minimumRatio: ContrastRequirement.distinctStatesMinimum,
                                                        against: otherIndicatorColor(appearance)))
            }
        }
        return requirements
    }
}
