import Documents
import Raster

// What must stand out in a page control: the current page's indicator (WCAG non-text
// contrast, 3:1) and the others (1.5:1, so they show at all), against what is under them.

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
        }
        return requirements
    }
}
