// Path ↔ SVG path data: the throwing initializer and the printer that saves paths in scenes.

extension Path {
    /// The path described by SVG path data `d`; see `SVGPathParser`.
    ///
    /// - Throws: `SVGPathError` (with its UTF-8 byte offset) on any error, where
    ///   `SVGPathParser.parse(_:)` would instead return the part before it.
    public init(svgPathData d: String) throws(SVGPathError) {
        let (path, error) = SVGPathParser.parse(d)
        if let error { throw error }
        self = path
    }

    /// The path as SVG path data, in absolute commands only (`M L Q C Z`), numbers as the
    /// shortest decimal that reads back to the same Float, with no trailing zeros
    /// (`M 0 0.5 L 10 1e-05 Z`).
    ///
    /// Invariant: for a path of finite points, `Path(svgPathData: p.svgPathData) == p`.
    /// Non-finite coordinates print as `nan`/`inf`, which the parser rejects with an offset.
    public var svgPathData: String {
        var out = ""
        out.reserveCapacity(points.count * 8 + verbs.count * 2)
        func put(_ letter: String, _ ps: Point...) {
            if !out.isEmpty { out += " " }
            out += letter
            for p in ps {
                out += " "
                out += Self.svgNumber(p.x)
                out += " "
                out += Self.svgNumber(p.y)
            }
        }
        forEachElement { e in
            switch e {
            case .move(let p): put("M", p)
            case .line(let p): put("L", p)
            case .quad(let c, let p): put("Q", c, p)
            case .cubic(let c1, let c2, let p): put("C", c1, c2, p)
            case .close: put("Z")
            }
        }
        return out
    }

    /// The shortest decimal that reads back as `v` (Swift's `description` is shortest
    /// round-trip), without a trailing `.0`; −0 prints as `0`.
    static func svgNumber(_ v: Float) -> String {
        if v == 0 { return "0" }
        let text = v.description
        if text.hasSuffix(".0") { return String(text.dropLast(2)) }
        return text
    }
}
