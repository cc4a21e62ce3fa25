// Decoding PNG bytes to straight RGBA8, through CPNGShim.

import CPNGShim
import Raster

extension PNG {
    /// Decodes a PNG held in memory to straight-alpha RGBA8.
    ///
    /// Every valid PNG decodes: grey, grey+alpha, RGB, RGBA and palette images at every legal
    /// bit depth, with or without tRNS, plain or Adam7-interlaced. Samples below 8 bits are
    /// scaled exactly (a 4-bit 0xA becomes 0xAA), 16-bit samples are rounded to nearest
    /// (`(v · 255 + 32767) / 65535`), grey is copied to R, G and B, and pixels without an alpha
    /// channel or tRNS match get alpha 255.
    ///
    /// Gamma and colour chunks (gAMA, sRGB, iCCP, cHRM) are **ignored**: the result holds the
    /// stored sample values, which is what image comparison needs.
    ///
    /// The header is checked against `limits` before the pixels are allocated.
    ///
    /// - Parameters:
    ///   - bytes: a whole PNG file.
    ///   - limits: the largest image accepted.
    /// - Returns: the image, `width · height · 4` bytes, rows top to bottom.
    /// - Throws: `PNGError`: `.notPNG`, `.truncated`, `.badCRC` (any chunk, critical or
    ///   ancillary), `.badCompressedData`, `.invalidHeader`, `.tooLarge`, `.malformed` or
    ///   `.outOfMemory`.
    public static func decode(_ bytes: [UInt8], limits: PNGLimits = .default) throws(PNGError) -> RGBAImage {
        try checkSignature(bytes)
        let result: Result<RGBAImage, PNGError> = bytes.withUnsafeBufferPointer { input in
            guard let base = input.baseAddress, let decoder = ckpng_decoder_create(base, input.count) else {
                return .failure(.outOfMemory)
            }
            defer { ckpng_decoder_destroy(decoder) }
            return decode(with: decoder, byteCount: input.count, limits: limits)
        }
        return try result.get()
    }

    /// Throws unless `bytes` starts with the PNG signature; a proper prefix of it is truncation.
    static func checkSignature(_ bytes: [UInt8]) throws(PNGError) {
        let head = Array(bytes.prefix(signature.count))
        guard head != signature else { return }
        if head.count < signature.count && head == Array(signature.prefix(head.count)) {
            throw .truncated(byteCount: bytes.count)
        }
        throw .notPNG(firstBytes: head)
    }

    /// The two shim steps: header, limits check, then pixels into a buffer of exactly the
    /// decoded size.
    private static func decode(with decoder: OpaquePointer, byteCount: Int, limits: PNGLimits) -> Result<RGBAImage, PNGError> {
        func failure(_ status: CKPNGStatus) -> PNGError {
            PNGError(status: status, failure: ckpng_decoder_failure(decoder).pointee, byteCount: byteCount)
        }
        var header = CKPNGHeader()
        let headerStatus = ckpng_decoder_read_header(decoder, &header)
        guard headerStatus == CKPNG_OK else { return .failure(failure(headerStatus)) }

        let width = Int(header.width), height = Int(header.height)
        guard let pixelBytes = limits.decodedByteCount(width: width, height: height) else {
            return .failure(.tooLarge(width: width, height: height, limits: limits))
        }
        var pixelStatus = CKPNG_MISUSE
        let pixels = [UInt8](unsafeUninitializedCapacity: pixelBytes) { buffer, initializedCount in
            guard let base = buffer.baseAddress else { return }
            HugePageAdvice.advise(UnsafeMutableRawBufferPointer(buffer))
            pixelStatus = ckpng_decoder_read_rgba8(decoder, base, buffer.count)
            initializedCount = pixelStatus == CKPNG_OK ? buffer.count : 0
        }
        guard pixelStatus == CKPNG_OK else { return .failure(failure(pixelStatus)) }
        guard let image = RGBAImage(width: width, height: height, bytes: pixels) else {
            return .failure(.malformed(chunk: "IHDR", reason: "decoded \(pixels.count) bytes for \(width) x \(height) px"))
        }
        return .success(image)
    }
}
