import Documents
import Raster

// Reading a segmented control from its map in a figure file (or the map its flags make):
// every field read on its own, so every bad field is reported at once.

extension SegmentedControl {
    public init(from map: DocumentMap) throws(DiagnosticList) {
        var fields = FieldReader(map, of: Self.kind)
        self.init(segments: [])
        if let segmentsNode = fields.requiredNode(Field.segments), let list = fields.attempt({ () throws(Diagnostic) in try segmentsNode.list() }) {
            segments = list.compactMap { node in fields.attempt { () throws(Diagnostic) in try node.string() } }
        }
        if let v = fields.read(Field.selectedSegment) { selectedSegment = v }
        if let list = fields.read(Field.disabledSegments) {
            for node in list {
                if let index = fields.attempt({ () throws(Diagnostic) in try node.integer() }) { disabledSegments.insert(index) }
            }
        }
        if let v = fields.read(Field.enabled) { isEnabled = v }
        selectedTint = fields.read(Field.selectedTint)
        if let v = fields.read(Field.direction) { direction = v }
        width = fields.read(Field.width)
        if let v = fields.read(Field.height) { height = v }
        try fields.finish()
    }

    /// A segment index, or `none` (also UIKit's −1, `noSegment`) for no selection.
    static func selection(_ node: DocumentNode) throws(Diagnostic) -> Int? {
        if node.rawText == "none" { return nil }
        do {
            let index = try node.integer()
            return index == -1 ? nil : index
        } catch {
            throw node.error("expected a segment number (0, 1, …) or none, found \(Excerpt.quoted(node.rawText))")
        }
    }
}
