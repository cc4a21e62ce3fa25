// The one boundary between PNG's straight alpha and the canvas's premultiplied pixels.

import Raster

extension Pixmap {
    /// Decodes a PNG and premultiplies its pixels (rounded to nearest); see `PNG.decode`.
    public init(pngBytes: [UInt8], limits: PNGLimits = .default) throws(PNGError) {
        self.init(premultiplying: try PNG.decode(pngBytes, limits: limits))
    }

    /// Reads a PNG file and premultiplies its pixels; see `PNG.read(contentsOf:limits:)`.
    public init(contentsOfPNG path: String, limits: PNGLimits = .default) throws(PNGError) {
        self.init(premultiplying: try PNG.read(contentsOf: path, limits: limits))
    }

    /// Unpremultiplies (rounded to nearest) and encodes as PNG; see `PNG.encode`.
    public func pngBytes(compression: PNGCompression = .fast) throws(PNGError) -> [UInt8] {
        try PNG.encode(unpremultiplied(), compression: compression)
    }

    /// Unpremultiplies and writes a PNG file atomically; see `PNG.write(_:to:compression:)`.
    public func writePNG(to path: String, compression: PNGCompression = .fast) throws(PNGError) {
        try PNG.write(unpremultiplied(), to: path, compression: compression)
    }
}
