// The batch's content cache: a figure whose inputs have not changed is not drawn again.
//
// A variant's key is a 128-bit hash of exactly what its pixels depend on: the figure's entry in
// its file and the file's defaults (as written), the bytes of the asset its backdrop reads (a
// PNG or a scene file), its appearance and scale, ControlKit's version and the build that
// draws (the executable's size and time), and the fonts (every file under the font folder,
// name and bytes). Keys come from inputs alone, so a figure whose PNGs are current is never
// even composed (`BatchPlanner`). The cache is one file in the output
// folder, `.controlkit-cache.json`, mapping each output path to its key; a PNG is skipped when
// it exists and its key is the one recorded.
//
// A run that is killed never reaches the end where the cache file is written, so each PNG's
// key is also appended to a journal, `.controlkit-cache.journal`, as soon as the PNG is in
// place: the next run reads the file, then the journal, and draws only what is missing. A
// journal line cut short by a kill is ignored (the PNG it names is drawn again). Writing the
// cache file folds the journal into it and removes the journal.

#if canImport(Glibc)
import Glibc
#endif
import Controls
import Documents
import Foundation
import Raster
import Typeset

extension Batch {
    /// The cache file in an output folder: `.controlkit-cache.json`.
    package static var cacheFileName: String { BatchCache.fileName }

    /// Forgets the cache of `outputDirectory` (its file and journal), so every figure is drawn
    /// again; the PNGs stay.
    package static func forgetCache(outputDirectory: String) {
        for name in [BatchCache.fileName, BatchCache.journalName] {
            try? FileManager.default.removeItem(atPath: outputDirectory + "/" + name)
        }
    }
}

/// The keys of the figures a batch wrote into one folder.
struct BatchCache {
    /// The cache file's name, in the output folder.
    static let fileName = ".controlkit-cache.json"
    /// The journal's name, in the output folder: a line `<key> <output path>` per PNG written
    /// since the cache file was last written.
    static let journalName = ".controlkit-cache.journal"

    let path: String
    let journalPath: String
    var keys: [String: String]

    /// The cache of `outputDirectory`, with its journal applied; empty when there is none or it
    /// cannot be read.
    init(outputDirectory: String) {
        path = outputDirectory + "/" + Self.fileName
        journalPath = outputDirectory + "/" + Self.journalName
        let data = FileManager.default.contents(atPath: path) ?? Data()
        keys = (try? JSONDecoder().decode([String: String].self, from: data)) ?? [:]
        let journal = String(decoding: FileManager.default.contents(atPath: journalPath) ?? Data(), as: UTF8.self)
        // Only whole lines count: a last line without its newline was cut short.
        for line in journal.split(separator: "\n", omittingEmptySubsequences: true).dropLast(journal.hasSuffix("\n") ? 0 : 1) {
            guard let space = line.firstIndex(of: " ") else { continue }
            let key = line[..<space], output = line[line.index(after: space)...]
            guard key.count == Hash128.hexLength, !output.isEmpty else { continue }
            keys[String(output)] = String(key)
        }
    }

    /// Whether `output` exists and was written from inputs with `key`.
    func isCurrent(_ output: String, key: String) -> Bool {
        keys[output] == key && FileManager.default.fileExists(atPath: output)
    }

    /// Writes the cache (sorted keys: the same entries give the same file), then removes the
    /// journal it now holds.
    func save() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(keys).write(to: URL(fileURLWithPath: path), options: .atomic)
        try? FileManager.default.removeItem(atPath: journalPath)
    }

    /// The journal, open for appending while a batch runs.
    final class Journal: @unchecked Sendable {
        private let descriptor: Int32

        /// Opens (creating) the journal of `cache`; nil when it cannot be opened (the batch then
        /// runs without one: a killed run draws everything again).
        init?(_ cache: BatchCache) {
            descriptor = open(cache.journalPath, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return nil }
        }

        deinit { close(descriptor) }

        /// Appends `<key> <output>\n` in one write, so that lines from different threads never
        /// interleave; a failed write only costs a redraw next time.
        func record(_ output: String, key: String) {
            let line = Array("\(key) \(output)\n".utf8)
            _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        }
    }

    /// What every key shares: the version, the build, whether the exact pass for crossings is on
    /// (the default; `CONTROLKIT_EXACT_CROSSINGS=0` keeps the plain sum, which moves pixels where
    /// contours overlap) and the fonts (every file under the font folder, its relative path and
    /// its bytes).
    static func environmentKey() -> String {
        var h = Hash128()
        h.add(ControlKitInfo.version)
        if Rasterizer.exactCrossingsByDefault { h.add("exact-crossings") }
        if let exe = Bundle.main.executablePath, let a = try? FileManager.default.attributesOfItem(atPath: exe) {
            h.add(exe)
            h.add("\((a[.size] as? NSNumber)?.intValue ?? 0) \((a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
        }
        let fonts = FontLibrary.defaultDirectory()
        for name in ((FileManager.default.enumerator(atPath: fonts)?.allObjects as? [String]) ?? []).sorted() {
            guard let bytes = FileManager.default.contents(atPath: fonts + "/" + name) else { continue }
            h.add(name)
            h.add(Array(bytes))
        }
        return h.hex
    }

    /// A figure's key: the environment's, the file's `defaults` and the figure's own entry (as
    /// written: every key and value, lines and comments aside), and the bytes of every file it
    /// reads (its backdrop, its control's image files), in order.
    static func key(figure entry: DocumentNode, defaults: DocumentNode, assets: [[UInt8]], environment: String) -> String {
        var h = Hash128()
        h.add(environment)
        h.add(defaults)
        h.add(entry)
        h.add("\(assets.count) assets")
        for asset in assets {
            h.add("asset \(asset.count)")
            h.add(asset)
        }
        return h.hex
    }

    /// A variant's key: its figure's, its appearance and its scale.
    static func key(figure: String, appearance: Appearance, scale: Int) -> String {
        var h = Hash128()
        h.add(figure)
        h.add("\(appearance.rawValue) @\(scale)x")
        return h.hex
    }
}

extension Hash128 {
    /// Adds a document tree: each node's kind (a tag byte) and text, lists and maps with their
    /// counts, maps in their written order.
    mutating func add(_ node: DocumentNode) {
        switch node.value {
        case .null:
            add([0])
        case .scalar(let text, let style):
            let tag: UInt8 = switch style { case .plain: 1; case .quoted: 2; case .number: 3; case .boolean: 4 }
            add([tag])
            add(text)
        case .list(let items):
            add([5, UInt8(truncatingIfNeeded: items.count)])
            for item in items { add(item) }
        case .map(let pairs):
            add([6, UInt8(truncatingIfNeeded: pairs.count)])
            for (key, value) in pairs { add(key); add(value) }
        }
    }
}
