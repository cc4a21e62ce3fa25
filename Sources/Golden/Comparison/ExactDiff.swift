import Raster

/// The exact mode: a pixel differs when any of its four channels differs by more than
/// `maxChannelDifference` (0 by default: any change at all).
public struct ExactOptions: Hashable, Sendable {
    /// Largest per-channel difference, in bytes (0–255), still called equal.
    public var maxChannelDifference: Int

    /// Options allowing each channel to differ by up to `maxChannelDifference` bytes (0–255).
    public init(maxChannelDifference: Int = 0) { self.maxChannelDifference = maxChannelDifference }

    func validate() throws(ComparisonError) {
        guard (0 ... 255).contains(maxChannelDifference) else {
            throw .invalidOption(name: "threshold", value: "\(maxChannelDifference)", expected: "a channel difference 0...255 in exact mode")
        }
    }
}

enum ExactDiff {
    /// Compares same-sized images byte by byte; `largestDifference` is the largest channel
    /// difference over all pixels. A counted pixel is "darker" when the actual pixel's
    /// R+G+B is smaller.
    static func compare(_ expected: RGBAImage, _ actual: RGBAImage, options: ExactOptions, style: DiffStyle) -> DiffResult {
        var canvas = DiffCanvas(expected: expected, style: style)
        var counted = 0, largest = 0
        var box = BoundingBoxAccumulator()
        expected.bytes.withUnsafeBufferPointer { e in
            actual.bytes.withUnsafeBufferPointer { a in
                for i in 0 ..< expected.width * expected.height {
                    let p = 4 * i
                    // Most pixels are equal: one word compare before looking at channels.
                    if UnsafeRawBufferPointer(e).loadUnaligned(fromByteOffset: p, as: UInt32.self)
                        == UnsafeRawBufferPointer(a).loadUnaligned(fromByteOffset: p, as: UInt32.self) { continue }
                    var channelMax = 0
                    for c in 0 ..< 4 { channelMax = max(channelMax, abs(Int(e[p + c]) - Int(a[p + c]))) }
                    largest = max(largest, channelMax)
                    guard channelMax > options.maxChannelDifference else { continue }
                    counted += 1
                    box.add(x: i % expected.width, y: i / expected.width)
                    let darker = Int(a[p]) + Int(a[p + 1]) + Int(a[p + 2]) < Int(e[p]) + Int(e[p + 1]) + Int(e[p + 2])
                    canvas.markCounted(i, actualIsDarker: darker)
                }
            }
        }
        return DiffResult(differentPixels: counted, antialiasedPixels: 0, largestDifference: Double(largest),
                          boundingBox: box.box, diff: canvas.image)
    }
}
