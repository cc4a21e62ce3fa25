// SVGConverter: the element tree → Scene items. Holds what one import shares — the ids, the
// style sheet, the warnings, the running counts the limits bound — while the +files walk the
// tree: styles (+Style), elements and shapes (+Elements), `use`, `symbol` and nested viewports
// (+Use), paints and gradients (+Paint), clip paths (+Clip), and the first pass that reports
// what is not supported (+Checks).

import Documents
import Raster

/// Where an element is drawn: its parent's style, the map from its user space into the space
/// of the items being built, and the viewport percentages refer to.
struct SVGContext {
    var style: SVGStyle
    /// User space → the space of the enclosing output group (or the document's points).
    var transform: Transform
    /// Width and height percentages are of (SVG 2 §8.9), in user units.
    var viewport: Size
    /// Output groups already open around the items being built.
    var groupDepth: Int
}

final class SVGConverter {
    let file: String?
    let options: SVGImportOptions
    var limits: SVGLimits { options.limits }
    var warnings: SVGWarnings
    /// The first element with each id, in document order.
    private(set) var ids: [String: SVGElement] = [:]
    var sheet = SVGStyleSheet()
    /// Elements visited, `use` copies included (`SVGLimits.maxExpandedElements`).
    var visited = 0
    /// Path points made so far (`SVGLimits.maxPoints`).
    var points = 0
    /// Steps of the cascade taken so far (`SVGLimits.maxCascadeSteps`).
    var cascadeSteps = 0
    /// Gradient stops resolved so far (`SVGLimits.maxGradientStops`).
    var gradientStops = 0
    /// The elements being converted, outermost first: a `use` of one of them is a cycle.
    var active: [ObjectIdentifier] = []
    /// `use` elements being expanded inside one another.
    var useDepth = 0

    init(root: SVGElement, file: String?, options: SVGImportOptions) {
        self.file = file
        self.options = options
        warnings = SVGWarnings(file: file)
        index(root)
    }

    private func index(_ root: SVGElement) {
        var stack = [root]
        while let e = stack.popLast() {
            if let id = e.id, ids[id] == nil { ids[id] = e }
            if e.name == "style" {
                for skipped in sheet.add(e.text) {
                    warnings.once("css:\(skipped)", field: [.key("style")], line: e.line,
                                  "\(skipped) is not supported in <style> (only type, class and id selectors); its rules are skipped")
                }
            }
            stack.append(contentsOf: e.children.reversed())
        }
        // Ids are first-wins in document order; the stack above visits in document order.
    }

    /// The element `#id` names, or nil.
    func element(referencedBy href: String?) -> SVGElement? {
        guard let href, let id = SVGPaint.localReference(href) else { return nil }
        return ids[id]
    }

    /// An error about `element`'s `attribute`, at the element's line.
    func error(_ element: SVGElement, _ attribute: String, _ message: String) -> Diagnostic {
        Diagnostic(.error, file: file, field: field(element, attribute), location: .line(element.line), message)
    }

    /// An error about `element`, at its line.
    func error(_ element: SVGElement, _ message: String) -> Diagnostic {
        Diagnostic(.error, file: file, field: field(element), location: .line(element.line), message)
    }

    func field(_ element: SVGElement, _ attribute: String? = nil) -> FieldPath {
        FieldPath([.key(element.name)] + (attribute.map { [FieldPath.Component.key($0)] } ?? []))
    }

    /// A warning given once for `kind`.
    func warn(_ kind: String, _ element: SVGElement, _ attribute: String?, _ message: String) {
        warnings.once(kind, field: field(element, attribute), line: element.line, message)
    }

    /// Counts one more element visited; throws past `SVGLimits.maxExpandedElements`.
    func countVisit(_ element: SVGElement) throws(Diagnostic) {
        visited += 1
        if visited > limits.maxExpandedElements {
            throw error(element, "the document expands to more than \(limits.maxExpandedElements) elements, `use` copies "
                            + "included (SVGLimits.maxExpandedElements)")
        }
    }

    /// Counts a path's points; throws past `SVGLimits.maxPoints`.
    func countPoints(_ path: Path, of element: SVGElement) throws(Diagnostic) {
        points += path.points.count
        if points > limits.maxPoints {
            throw error(element, "the document's paths hold more than \(limits.maxPoints) points (SVGLimits.maxPoints)")
        }
    }

    /// Throws when one more output group would nest deeper than a scene may hold.
    func checkGroupDepth(_ depth: Int, _ element: SVGElement) throws(Diagnostic) {
        if depth > SVGLimits.maxGroupDepth {
            throw error(element, "groups with opacity, clips or viewports nest more than \(SVGLimits.maxGroupDepth) deep, "
                            + "more than a scene holds (SceneLimits.maxDepth)")
        }
    }
}
