import Documents
import Raster

// Reading a page control from its map in a figure file (or the map its flags make). Every
// field is read on its own, so every bad field of a figure is reported at once.

extension PageControl {
    public init(from map: DocumentMap) throws(DiagnosticList) {
        var fields = FieldReader(map, of: Self.kind)
        self.init(pages: fields.readRequired(Field.pages) ?? 1)  // the one required field
        if let v = fields.read(Field.currentPage) { currentPage = v }
        if let v = fields.read(Field.backgroundStyle) { backgroundStyle = v }
        if let v = fields.read(Field.interaction) { interaction = v }
        tintCurrent = fields.read(Field.tintCurrent)
        tintOther = fields.read(Field.tintOther)
        // What is left of `Metrics.maxImagePoints`, shared by every custom image of the control.
        var points = Metrics.maxImagePoints
        indicatorImage = fields.read(Field.indicatorImage).flatMap { n in
            fields.attempt { () throws(Diagnostic) in try Self.indicatorImage(n, points: &points) }
        }
        if let images = fields.read(Field.pageImages) {
            for (key, value) in images.pairs {
                guard let page = Int(key) else {
                    fields.report.append(value.error("page keys are page numbers (0, 1, …), found \(Excerpt.quoted(key))"))
                    continue
                }
                // Reported as pageImages[3] rather than pageImages.3.
                let node = value.at(images.path.appending(index: page))
                if let image = fields.attempt({ () throws(Diagnostic) in try Self.indicatorImage(node, points: &points) }) { pageImages[page] = image }
            }
        }
        if let v = fields.read(Field.direction) { direction = v }
        maxVisible = fields.read(Field.maxVisible)
        width = fields.read(Field.width)
        if let v = fields.read(Field.jog) { jog = v }
        try fields.finish()
    }

    /// A symbol name (`location.fill`), or `{symbol: NAME}`, or a custom outline
    /// `{path: "M…", size: [w, h], color: …}` in points. A custom outline's points are taken
    /// from `points`, what is left of `Metrics.maxImagePoints`; one that would go over is an
    /// error before more are allocated.
    static func indicatorImage(_ node: DocumentNode, points: inout Int) throws(Diagnostic) -> IndicatorImage {
        if case .scalar = node.value { return try symbol(node) }
        let m = try node.map()
        try m.rejectUnknownKeys(["symbol", "path", "size", "color"])
        if let s = m.optional("symbol") {
            if let p = m.optional("path") { throw p.error("give either symbol or path, not both") }
            return try symbol(s)
        }
        let pathNode = try m.required("path")
        let (path, pathError, overPoints) = SVGPathParser.parse(try pathNode.string(), maxPoints: max(points, 0))
        if overPoints {
            points = 0  // the images after this one are refused at their first point
            throw pathNode.error("the indicator images hold more than \(Metrics.maxImagePoints) outline points, over the limit of a page control")
        }
        if let pathError { throw pathNode.error("SVG path data: \(pathError)") }
        points -= path.points.count
        let sizeNode = try m.required("size")
        let sides = try sizeNode.list()
        guard sides.count == 2 else { throw sizeNode.error("expected [width, height] in points, found \(sides.count) numbers") }
        let size = Size(try sides[0].float(), try sides[1].float())
        let own = try m.optional("color").map { c throws(Diagnostic) in try c.colorValue() }
        return .custom(CustomIndicatorImage(path: path, size: size, color: own))
    }

    static func symbol(_ node: DocumentNode) throws(Diagnostic) -> IndicatorImage {
        let name = try node.string()
        guard let s = Symbols.named(name) else {
            throw node.error("unknown symbol \(Excerpt.quoted(name)) (built in: \(Symbols.names.joined(separator: ", ")); or give {path, size})")
        }
        return .symbol(s)
    }
}
