// Encoding straight RGBA8 to PNG bytes, through CPNGShim.

import CPNGShim
import Raster

extension PNG {
    /// Encodes an image as an 8-bit RGBA PNG with an sRGB chunk.
    ///
    /// Deterministic: the chunks are IHDR, sRGB, IDAT… and IEND only (no time or text), so the
    /// same pixels and `compression` give the same bytes with the same libpng and zlib. Other
    /// zlib builds may compress differently; compare decoded pixels, never PNG bytes.
    ///
    /// - Parameters:
    ///   - image: straight-alpha pixels; at least 1 x 1 (PNG spec 11.2.1 forbids zero sides).
    ///   - compression: `.fast` for batch work, `.small` for shipped assets.
    /// - Returns: the bytes of a whole PNG file.
    /// - Throws: `PNGError.unencodable` for an empty image or a size libpng refuses,
    ///   `.outOfMemory` when an allocation fails.
    public static func encode(_ image: RGBAImage, compression: PNGCompression = .fast) throws(PNGError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else {
            throw .unencodable(reason: "a PNG needs at least 1 x 1 px, the image is \(image.width) x \(image.height)")
        }
        // What we write, we can read back: the writer keeps the limits the reader enforces.
        guard ImageLimits.allows(width: image.width, height: image.height),
              let width = UInt32(exactly: image.width), let height = UInt32(exactly: image.height) else {
            throw .tooLarge(width: image.width, height: image.height, limits: .default)
        }
        // The count is checked here rather than trusted (code inside the package can still set
        // `bytes`): libpng reads exactly width · height · 4 bytes from it.
        let (pixelCount, pixelOverflow) = image.width.multipliedReportingOverflow(by: image.height)
        let (byteCount, byteOverflow) = pixelCount.multipliedReportingOverflow(by: PNGLimits.bytesPerPixel)
        guard !pixelOverflow, !byteOverflow, image.bytes.count == byteCount else {
            throw .unencodable(reason: "\(image.bytes.count) bytes do not make a \(image.width) x \(image.height) RGBA8 image")
        }
        let level = Int32(min(max(compression.zlibLevel, PNGCompression.zlibLevels.lowerBound),
                              PNGCompression.zlibLevels.upperBound))
        var output = CKPNGBuffer()
        var failure = CKPNGFailure()
        let status = image.bytes.withUnsafeBufferPointer { pixels -> CKPNGStatus in
            guard let base = pixels.baseAddress else { return CKPNG_MISUSE }
            return ckpng_encode_rgba8(base, width, height, level, compression.filter.shimFilter, &output, &failure)
        }
        defer { ckpng_buffer_free(&output) }
        guard status == CKPNG_OK, let bytes = output.bytes else {
            if status == CKPNG_NO_MEMORY { throw .outOfMemory }
            let message = PNGError.text(of: failure.message)
            let warning = PNGError.text(of: failure.warning)
            throw .unencodable(reason: warning.isEmpty ? message : "\(message): \(warning)")
        }
        return Array(UnsafeBufferPointer(start: bytes, count: output.count))
    }
}

extension PNGCompression.Filter {
    var shimFilter: CKPNGFilter {
        switch self {
        case .none: CKPNG_FILTER_NONE
        case .sub: CKPNG_FILTER_SUB
        case .up: CKPNG_FILTER_UP
        case .average: CKPNG_FILTER_AVERAGE
        case .paeth: CKPNG_FILTER_PAETH
        case .adaptive: CKPNG_FILTER_ADAPTIVE
        }
    }
}
