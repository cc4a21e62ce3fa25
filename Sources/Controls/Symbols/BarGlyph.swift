import DisplayList
import Foundation
import Raster
import SVGImport

/// A built-in navigation-bar glyph, drawn for ControlKit as an SVG document on a 24 × 24 grid
/// (the guideline's target box; `BarGlyph+Library.swift` holds the drawings): black strokes
/// and fills that `controlkit glyph --builtin NAME` makes into image sets, and that a control
/// draws by name in its tint.
///
/// Invariant: every drawing imports without warnings (a test checks), so `items` is never empty.
public struct BarGlyph: Hashable, Sendable, CustomStringConvertible {
    /// The name used in specs and on the command line (`add`, `share`).
    public let name: String
    /// What it shows, for `--help` and the docs.
    public let summary: String
    /// The SVG document.
    public let svg: String

    /// The drawing's box in points: the SVG's 24 × 24.
    public var size: Size { document.map(\.size) ?? Size(24, 24) }

    /// The drawing as scene items in its 24 × 24 points.
    public var items: [SceneItem] { document?.items ?? [] }

    /// The drawing's items scaled uniformly into `rect` (by its shorter side, centred), in `color`.
    public func items(in rect: Rect, color: Color) -> [SceneItem] {
        let side = min(rect.width, rect.height)
        let k = side / max(size.width, size.height)
        let t = Transform.scale(k).concatenating(.translation(rect.midX - size.width * k / 2, rect.midY - size.height * k / 2))
        return [.group(GroupItem(transform: t, items: Self.recolored(items, color)))]
    }

    private var document: SVGDocument? { Self.imported[name] }

    /// Every drawing imported once, on first use.
    private static let imported: [String: SVGDocument] = Dictionary(uniqueKeysWithValues: all.compactMap { glyph in
        (try? SVGDocument(data: Data(glyph.svg.utf8), fileName: "builtin:\(glyph.name)")).map { (glyph.name, $0) }
    })

    public var description: String { name }

    /// The glyph called `name`, or nil.
    public static func named(_ name: String) -> BarGlyph? { all.first { $0.name == name } }

    /// Every name, in `all`'s order.
    public static var names: [String] { all.map(\.name) }

    /// Every solid paint replaced by `color` (alpha multiplied), for drawing a black drawing in a tint.
    static func recolored(_ items: [SceneItem], _ color: Color) -> [SceneItem] {
        items.map { item in
            switch item {
            case .fill(var f):
                if case .solid(let c) = f.paint { f.paint = .solid(color.withOpacity(Float(c.a) / 255)) }
                return .fill(f)
            case .stroke(var s):
                if case .solid(let c) = s.paint { s.paint = .solid(color.withOpacity(Float(c.a) / 255)) }
                return .stroke(s)
            case .group(var g):
                g.items = recolored(g.items, color)
                return .group(g)
            case .image(var i):
                if i.tint != nil { i.tint = color }
                return .image(i)
            case .text, .backdropBlur, .projected:
                return item
            }
        }
    }
}
