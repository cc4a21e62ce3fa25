/// The files of one Xcode image set (`NAME.imageset/`) and its `Contents.json`, and the
/// catalog's own `Contents.json`.
///
/// The format is Xcode's asset catalog format (Apple's "Asset Catalog Format Reference":
/// an image set's `images` entries with `filename`, `idiom`, `scale` and `appearances`; its
/// `properties` with `template-rendering-intent` `template` or `original`; `info` with
/// `author` and `version` 1). A scale a run does not render is listed without a file, as
/// Xcode lists an empty slot.
public struct ImageSet: Hashable, Sendable {
    /// One image of the set.
    public struct Image: Hashable, Sendable {
        /// The PNG's file name in the set's folder, `NAME@2x.png` or `NAME-dark@2x.png`.
        public var fileName: String
        /// Device pixels per point (2 for @2x).
        public var deviceScale: Int
        /// True for the luminosity-dark variant.
        public var dark: Bool
    }

    /// The set's name: its folder is `NAME.imageset`.
    public var name: String
    /// The images in ascending scale, each light one followed by its dark variant if any.
    public var images: [Image]
    /// True when the set is marked `template` (the app tints it); false for `original`.
    public var template: Bool

    /// The set for `name` with images at `scales`, with dark variants when `dark`.
    public init(name: String, scales: [Int], dark: Bool, template: Bool) {
        self.name = name
        self.template = template
        images = scales.sorted().flatMap { scale in
            [Image(fileName: Self.fileName(name, scale: scale, dark: false), deviceScale: scale, dark: false)]
                + (dark ? [Image(fileName: Self.fileName(name, scale: scale, dark: true), deviceScale: scale, dark: true)] : [])
        }
    }

    /// `NAME@2x.png`, or `NAME-dark@2x.png` for the dark variant.
    public static func fileName(_ name: String, scale: Int, dark: Bool) -> String {
        "\(name)\(dark ? "-dark" : "")@\(scale)x.png"
    }

    /// The folder name, `NAME.imageset`.
    public var folderName: String { "\(name).imageset" }

    /// The image set's `Contents.json`.
    public var contentsJSON: String {
        var entries: [XcodeJSON] = []
        let dark = images.contains(where: \.dark)
        for scale in 1 ... 3 {
            for isDark in dark ? [false, true] : [false] {
                var fields: [String: XcodeJSON] = ["idiom": .string("universal"), "scale": .string("\(scale)x")]
                if let image = images.first(where: { $0.deviceScale == scale && $0.dark == isDark }) {
                    fields["filename"] = .string(image.fileName)
                }
                if isDark {
                    fields["appearances"] = .array([.object(["appearance": .string("luminosity"), "value": .string("dark")])])
                }
                entries.append(.object(fields))
            }
        }
        return XcodeJSON.object([
            "images": .array(entries),
            "info": Self.info,
            "properties": .object(["template-rendering-intent": .string(template ? "template" : "original")]),
        ]).text
    }

    /// The catalog folder's own `Contents.json`.
    public static var catalogContentsJSON: String { XcodeJSON.object(["info": info]).text }

    static let info = XcodeJSON.object(["author": .string("controlkit"), "version": .int(1)])
}
