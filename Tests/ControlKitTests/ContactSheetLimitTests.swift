import ControlKit
import Testing

/// A contact sheet is bounded like every image: too many goldens for one sheet is an error
/// before the sheet is allocated, not a sheet of millions of rows.
@Suite struct ContactSheetLimitTests {
    @Test func aSheetOverTheLimitIsRefusedBeforeAllocating() throws {
        let tile = try #require(RGBAImage(width: 1, height: ContactSheet.maxTileSide, fill: .white))
        // Rows of tall tiles: 4 a row, each row the tile, its label and a margin.
        let rows = ImageLimits.maxSidePixels / ContactSheet.maxTileSide + 1
        let entries = (0 ..< 4 * rows).map { (name: "g\($0)", image: tile) }
        let fonts = try FontLibrary.shared()
        do {
            _ = try ContactSheet.render(entries, fonts: fonts)
            Issue.record("a sheet over the limit was drawn")
        } catch {
            #expect(error.description.contains("over the 16384-pixel side limit"), "\(error)")
        }
    }
}
