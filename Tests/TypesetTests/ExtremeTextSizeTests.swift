import Raster
import Testing
@testable import Typeset

/// Text sizes, scales, widths, tracking and positions far beyond any canvas, and values that
/// are not numbers: layout gives a line or a `FontError.invalidSize` naming the value, never a
/// trap in a Float → integer conversion.
@Suite struct ExtremeTextSizeTests {
    static let values: [Float] = [1e20, -1e20, 3e38, -3e38, .greatestFiniteMagnitude, .infinity, -.infinity, .nan,
                                  .leastNonzeroMagnitude, -0.0]

    @Test func layoutRejectsOrLaysOutEveryMagnitude() throws {
        let library = try Fixtures.sharedLibrary()
        for v in Self.values {
            for (font, scale, maxWidth) in [(Font(size: v), Float(1), Float?.none), (Font(size: 17), v, nil),
                                            (Font(size: 17), 1, v), (Font(size: 17, tracking: .points(v)), 2, nil)] {
                do {
                    let line = try library.layoutLine("Hi 日本", font: font, scale: scale, maxWidth: maxWidth)
                    _ = line.path(at: Point(v, -v), alignment: .center)
                    _ = line.startOffset(alignment: .right)
                } catch {
                    guard case .invalidSize = error else {
                        Issue.record("size \(font.sizePoints), scale \(scale), maxWidth \(String(describing: maxWidth)): \(error)")
                        continue
                    }
                    #expect(!error.description.isEmpty)
                }
            }
            do { _ = try library.lineMetrics(for: Font(size: v)) } catch { #expect(!error.description.isEmpty) }
            _ = Tracking.sanFrancisco.points(forSize: v)
            _ = Tracking.points(v).points(forSize: v)
        }
    }

    /// The 26.6 size FreeType is given saturates instead of trapping, whatever it is asked for.
    @Test func pixelSizeSaturates() {
        #expect(PixelSize26Dot6(pixelsPerEm: .nan).value == 0)
        #expect(PixelSize26Dot6(pixelsPerEm: 3e38).value == Int(Int32.max))
        #expect(PixelSize26Dot6(pixelsPerEm: -.infinity).value == Int(Int32.min))
        #expect(PixelSize26Dot6(pixelsPerEm: 17).value == 17 * 64)
    }
}

/// A family name from input is quoted short in the error, with its length.
@Suite struct FontErrorExcerptTests {
    @Test func unknownFamilyMessageQuotesAShortExcerpt() throws {
        let library = try Fixtures.sharedLibrary()
        let name = String(repeating: "Helvetica", count: 100_000)
        #expect {
            _ = try library.layoutLine("Hi", font: Font(family: name, size: 12))
        } throws: { error in
            let message = "\(error)"
            return message.utf8.count < 300 && message.contains("(900000 bytes)")
        }
    }
}
