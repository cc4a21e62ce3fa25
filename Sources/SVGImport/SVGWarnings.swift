// SVGWarnings: the warnings of one import, each kind reported once, at the line where it was
// first met.

import Documents

/// Collects warnings. A kind (an element name, an attribute name, a feature) is reported the
/// first time only, so a file of a thousand `<text>` elements gives one warning, not a thousand.
struct SVGWarnings {
    let file: String?
    private var seen: Set<String> = []
    private(set) var list: [Diagnostic] = []

    init(file: String?) { self.file = file }

    /// Adds the warning unless one of the same `kind` was already given.
    mutating func once(_ kind: String, field: FieldPath, line: Int, _ message: String) {
        guard seen.insert(kind).inserted else { return }
        list.append(Diagnostic(.warning, file: file, field: field, location: .line(line), message))
    }
}
