// SVGElement: one element of the document as written — its name, attributes, text, children
// and the line it was found on. The tree the converter walks; no meaning is given to anything
// here.

/// An element of the parsed document. A class so that `use` and `href` can refer to an element
/// by identity (the converter keeps a stack of the elements it is inside to find cycles).
///
/// Invariant: `line` ≥ 1; it is the line where the start tag ends (libxml2 reports elements
/// there), the tag's own line when it is written on one line. Attribute names are as written, prefix included (`xlink:href`);
/// `attributes` is sorted by name, so warnings come in the same order on every run.
final class SVGElement {
    let name: String
    let attributes: [(name: String, value: String)]
    let line: Int
    /// Character data directly inside the element (a `<style>` sheet's text).
    var text = ""
    var children: [SVGElement] = []
    /// The element that holds this one; nil for the root. Weak: the parent owns its children.
    weak var parent: SVGElement?

    init(name: String, attributes: [(name: String, value: String)], line: Int) {
        self.name = name
        self.attributes = attributes.sorted { $0.name < $1.name }
        self.line = max(line, 1)
    }

    /// The value of attribute `name`, if written.
    func attribute(_ name: String) -> String? {
        attributes.first(where: { $0.name == name })?.value
    }

    var id: String? { attribute("id") }

    /// The classes of the `class` attribute.
    var classes: [Substring] {
        (attribute("class") ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
    }

    /// `href`, or the older `xlink:href` when `href` is absent (SVG 2 §5.6.3: `href` wins).
    var href: String? { attribute("href") ?? attribute("xlink:href") }
}
