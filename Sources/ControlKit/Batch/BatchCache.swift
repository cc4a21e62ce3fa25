// The batch's content cache: a figure whose inputs have not changed is not drawn again.
//
// A variant's key is a 128-bit hash of exactly what its pixels depend on: its Scene JSON (the
// figure's entry in its file, with everything read from the file's defaults and any scene
// backdrop, already resolved into it), the bytes of a backdrop photo and where it goes,
// ControlKit's version and the build that draws (the executable's size and time), and the
// fonts (every file of the font folder, name and bytes). The cache is one file in the output
// folder, `.controlkit-cache.json`, mapping each output path to its key; a PNG is skipped when
// it exists and its key is the one recorded.

import Foundation
import Raster
import Typeset

extension Batch {
    /// The cache file in an output folder: `.controlkit-cache.json`.
    public static var cacheFileName: String { BatchCache.fileName }
}

/// The keys of the figures a batch wrote into one folder.
struct BatchCache {
    /// The cache file's name, in the output folder.
    static let fileName = ".controlkit-cache.json"

    let path: String
    var keys: [String: String]

    /// The cache of `outputDirectory`; empty when there is none or it cannot be read.
    init(outputDirectory: String) {
        path = outputDirectory + "/" + Self.fileName
        let data = FileManager.default.contents(atPath: path) ?? Data()
        keys = (try? JSONDecoder().decode([String: String].self, from: data)) ?? [:]
    }

    /// Whether `output` exists and was written from inputs with `key`.
    func isCurrent(_ output: String, key: String) -> Bool {
        keys[output] == key && FileManager.default.fileExists(atPath: output)
    }

    /// Writes the cache (sorted keys: the same entries give the same file).
    func save() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(keys).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// What every key shares: the version, the build and the fonts.
    static func environmentKey() -> String {
        var h = Hash128()
        h.add(ControlKitInfo.version)
        if let exe = Bundle.main.executablePath, let a = try? FileManager.default.attributesOfItem(atPath: exe) {
            h.add(exe)
            h.add("\((a[.size] as? NSNumber)?.intValue ?? 0) \((a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
        }
        let fonts = FontLibrary.defaultDirectory()
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: fonts)) ?? []).sorted() {
            h.add(name)
            h.add(Array(FileManager.default.contents(atPath: fonts + "/" + name) ?? Data()))
        }
        return h.hex
    }

    /// A variant's key: the environment's, its scene, its photo and the photo's frame.
    static func key(of variant: FigureVariant, environment: String) -> String {
        var h = Hash128()
        h.add(environment)
        h.add(variant.scene.jsonText())
        if let photo = variant.backdropImage {
            h.add("\(photo.width)x\(photo.height)")
            h.add(photo.bytes)
        }
        if let f = variant.backdropFrame { h.add("\(f.minX) \(f.minY) \(f.width) \(f.height)") }
        return h.hex
    }
}

/// Two FNV-1a 64-bit lanes with different offsets: a 128-bit content hash, stable across
/// runs and machines (unlike `Hasher`), for telling inputs apart, not for security.
struct Hash128 {
    private var a: UInt64 = 0xcbf2_9ce4_8422_2325
    private var b: UInt64 = 0x6c62_272e_07bb_0142
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    mutating func add(_ bytes: [UInt8]) {
        for byte in bytes {
            a = (a ^ UInt64(byte)) &* Self.prime
            b = (b ^ UInt64(byte ^ 0x5A)) &* Self.prime
        }
        // A separator, so that ["ab", "c"] and ["a", "bc"] differ.
        a = (a ^ 0xFF) &* Self.prime
        b = (b ^ 0x1FF) &* Self.prime
    }

    mutating func add(_ text: String) { add(Array(text.utf8)) }

    var hex: String { String(format: "%016llx%016llx", a, b) }
}
