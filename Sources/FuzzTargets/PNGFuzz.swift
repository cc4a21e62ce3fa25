import PNGCodec
import Raster

/// PNG files: decoded through libpng; an accepted image has exactly its pixels' bytes, and
/// encoding it and decoding the result gives the same pixels back.
enum PNGFuzz {
    static func run(_ bytes: [UInt8]) {
        let image: RGBAImage
        do { image = try PNG.decode(bytes) } catch { return }
        fuzzCheck(image.bytes.count == image.width * image.height * 4, "decoded bytes do not match the size")
        guard image.width * image.height <= fuzzMaxRenderPixels else { return }
        do {
            let again = try PNG.decode(PNG.encode(image))
            fuzzCheck(again == image, "a decoded image does not survive encoding")
        } catch {
            fuzzCheck(false, "an image ControlKit decoded does not encode and decode: \(error)")
        }
    }
}
