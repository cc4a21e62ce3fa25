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

    /// The files for every result that has no error, in result order.
    /// - Throws: `PNGError` if an image cannot be encoded (only for a size libpng refuses).
    public static func files(for results: [GlyphResult], layout: Layout, template: Bool) throws(PNGError) -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
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
                    files.append((folder + ImageSet.fileName(name, scale: r.deviceScale, dark: dark),
                                  try PNG.encode(r.image, compression: .small)))
                }
            }
        }
        return files
    }
}
