import Dispatch
import Foundation
import PNGCodec
import Raster

/// The files a run writes, as paths relative to the output folder and their bytes.
public enum GlyphFiles {
    /// How the images are laid out in the output folder.
    public enum Layout: Hashable, Sendable {
        /// `NAME.imageset/{Contents.json, NAME@2x.png, …}`; with `catalog`, the output folder
        /// is an `.xcassets` catalog and gets its own `Contents.json`.
        case imageSets(catalog: Bool)
        /// `NAME@2x.png`, `NAME@3x.png` (and `NAME-dark@2x.png`) side by side.
        case png
    }

    /// The files for every result that has no error, in result order. PNGs are encoded on all
    /// cores; the bytes do not depend on the order.
    /// - Throws: `PNGError` if an image cannot be encoded (only for a size libpng refuses).
    public static func files(for results: [GlyphResult], layout: Layout, template: Bool) throws(PNGError) -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8]?)] = []
        var images: [RGBAImage] = []
        if case .imageSets(catalog: true) = layout {
            files.append(("Contents.json", Array(ImageSet.catalogContentsJSON.utf8)))
        }
        for result in results where !result.failed && !result.light.isEmpty {
            let name = result.artwork.name
            let set = ImageSet(name: name, scales: result.light.map(\.deviceScale), dark: !result.dark.isEmpty, template: template)
            let folder: String
            switch layout {
            case .imageSets:
                folder = set.folderName + "/"
                files.append((folder + "Contents.json", Array(set.contentsJSON.utf8)))
            case .png:
                folder = ""
            }
            for (renditions, dark) in [(result.light, false), (result.dark, true)] {
                for r in renditions {
                    files.append((folder + ImageSet.fileName(name, scale: r.deviceScale, dark: dark), nil))
                    images.append(r.image)
                }
            }
        }
        let toEncode = images
        let encoded = EncodedSlots(count: toEncode.count)
        DispatchQueue.concurrentPerform(iterations: toEncode.count) { i in
            encoded.set(i, Result { () throws(PNGError) -> [UInt8] in try PNG.encode(toEncode[i], compression: compression) })
        }
        var next = 0
        var result: [(path: String, bytes: [UInt8])] = []
        for file in files {
            if let bytes = file.bytes {
                result.append((file.path, bytes))
            } else {
                result.append((file.path, try encoded.get(next).get()))
                next += 1
            }
        }
        return result
    }

    /// How glyph PNGs are compressed: zlib level 6, no row filter. Glyphs are mostly runs of
    /// transparent pixels, which filters only scramble. Measured by GlyphBenchmark (100 glyphs,
    /// 200 PNGs, 2 cores, release): level 6 none 22 ms and 281 kB; level 9 none 248 ms and
    /// 256 kB; level 9 adaptive (`.small`) 271 ms and 480 kB; level 1 up (`.fast`) 11 ms and
    /// 738 kB.
    static let compression = PNGCompression(zlibLevel: 6, filter: .none)
}

/// One slot per image, each written once by one thread.
private final class EncodedSlots: @unchecked Sendable {
    private var slots: [Result<[UInt8], PNGError>?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: Result<[UInt8], PNGError>) { lock.lock(); slots[i] = value; lock.unlock() }
    func get(_ i: Int) -> Result<[UInt8], PNGError> { lock.lock(); defer { lock.unlock() }; return slots[i]! }
}
