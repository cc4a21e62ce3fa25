// The cascade: an element's presentation properties from its parent's, its presentation
// attributes, the style sheet's matching rules and its `style` attribute, in rising precedence
// (SVG 2 §6.7: presentation attributes count as author rules of specificity 0 that come before
// every style sheet rule; CSS Cascade 4: the `style` attribute wins over the sheet).

import Documents
import Raster

extension SVGConverter {
    /// `element`'s computed style, inheriting from `parent`. An invalid value is reported once
    /// per property and ignored, as CSS ignores a declaration it cannot read.
    /// - Throws: a `stroke-dasharray` longer than `SVGLimits.maxDashEntries`.
    func style(of element: SVGElement, parent: SVGStyle, viewport: Size) throws(Diagnostic) -> SVGStyle {
        try countCascadeSteps(element.attributes.count, at: element)
        let classes = Set(element.classes)
        let (rules, tried) = sheet.matchingRules(for: element, classes: classes)
        try countCascadeSteps(classes.count + tried, at: element)
        var declarations = rules.flatMap(\.declarations)
        if let inline = element.attribute("style") { declarations += SVGDeclaration.parse(inline[...]) }
        try countCascadeSteps(declarations.count, at: element)
        var style = parent.inheritedByChild
        for (name, value) in element.attributes where SVGStyle.properties.contains(name) {
            try apply(name, value[...], to: &style, parent: parent, viewport: viewport, element: element, attribute: name)
        }
        for d in declarations {
            if d.important {
                warn("important", element, "style", "'!important' is ignored: declarations apply in the ordinary cascade order")
            }
            guard SVGStyle.properties.contains(d.name) else {
                if !Self.isSilent(d.name), !d.name.hasPrefix("-inkscape") {
                    warn("property:\(d.name)", element, "style", "the CSS property '\(d.name)' is not supported; it is ignored")
                }
                continue
            }
            try apply(d.name, d.value, to: &style, parent: parent, viewport: viewport, element: element, attribute: "style")
        }
        return style
    }

    /// Counts `steps` more steps of the cascade; throws past `SVGLimits.maxCascadeSteps`.
    private func countCascadeSteps(_ steps: Int, at element: SVGElement) throws(Diagnostic) {
        cascadeSteps += steps
        if cascadeSteps > limits.maxCascadeSteps {
            throw error(element, "styling the document takes more than \(limits.maxCascadeSteps) steps (attributes, classes, "
                            + "style sheet rules tried and declarations applied, over every element drawn, `use` copies "
                            + "included; SVGLimits.maxCascadeSteps)")
        }
    }

    private func apply(_ name: String, _ value: Substring, to style: inout SVGStyle, parent: SVGStyle, viewport: Size,
                       element: SVGElement, attribute: String) throws(Diagnostic) {
        do {
            try style.apply(name, value, parent: parent, viewport: viewport, maxDashEntries: limits.maxDashEntries)
        } catch .tooManyDashes {
            throw error(element, attribute, "stroke-dasharray has more than \(limits.maxDashEntries) entries (SVGLimits.maxDashEntries)")
        } catch {
            warn("value:\(name)", element, attribute, "\(name): \(Excerpt.quoted(value)) is not a valid value; it is ignored")
        }
    }
}
