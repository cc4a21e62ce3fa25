import Assets
import DisplayList
import Raster

/// Artwork built in Swift for the tests: what an imported SVG would give, without the importer.
enum Shapes {
    static func filled(_ path: Path, _ color: Color = .black) -> SceneItem { .fill(FillItem(path: path, paint: .solid(color))) }

    static func stroked(_ path: Path, width: Float, _ color: Color = .black) -> SceneItem {
        .stroke(StrokeItem(path: path, paint: .solid(color), style: try! StrokeStyle(width: width, cap: .round, join: .round)))
    }

    static func artwork(_ name: String, size: Float = 24, _ items: SceneItem...) -> GlyphArtwork {
        GlyphArtwork(name: name, size: Size(size, size), items: items)
    }

    /// A 20 × 20 square in a 24 box.
    static let square = artwork("square", filled(.rect(Rect(x: 2, y: 2, width: 20, height: 20))))
    /// A disc of diameter 20 in a 24 box.
    static let circle = artwork("circle", filled(.circle(center: Point(12, 12), radius: 10)))
    /// A 20 × 6 bar in a 24 box.
    static let wide = artwork("wide", filled(.rect(Rect(x: 2, y: 9, width: 20, height: 6))))
}
