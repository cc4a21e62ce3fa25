import Foundation

/// The fonts text is drawn with: every face found in a list of folders, the glyph cache, and the
/// fallback order. Renders use only these faces, never the machine's fonts.
///
/// Threading: a library may be shared between threads; one lock serialises every FreeType and
/// HarfBuzz call (FreeType faces are not thread-safe). Render threads that want to lay out text
/// in parallel can each make their own library.
///
/// Face precedence: folders are scanned in the order given, files in each folder in path order;
/// when two faces have the same family, weight and slant, the first one found is used.
public final class FontLibrary: @unchecked Sendable {
    /// The folders the faces came from, as given.
    public let directories: [String]
    /// Families tried, in order, for characters the requested family has no glyph for.
    public let fallbackFamilies: [String]

    /// Font files larger than this are refused (a guard against reading an arbitrary large file
    /// as a font). The largest shipped file is 1.9 MB; the full Noto Sans CJK collection is 20 MB.
    public static let maxFontFileBytes = 64 * 1024 * 1024
    /// The file name extensions scanned: OpenType/TrueType fonts and collections.
    public static let fontFileExtensions: Set<String> = ["otf", "ttf", "ttc", "otc"]
    /// Families tried after the requested one: the CJK subset in `Fonts/NotoSansCJK` (Japanese
    /// and Korean), then Noto Sans Hebrew in `Fonts/NotoSansHebrew`. Their letters do not
    /// overlap, so the order matters only for the few marks both map (none that Inter lacks).
    public static let defaultFallbackFamilies = ["Noto Sans CJK JP", "Noto Sans Hebrew"]

    let lock = NSLock()
    let freeType: FreeTypeLibrary
    let faces: [Face]
    let glyphCache = GlyphCache()

    /// Loads every face in `directories` (searched recursively).
    ///
    /// - Throws: `FontError.directoryNotFound` for a missing folder, `.noFontsFound` when the
    ///   folders hold no font file, `.unreadableFile`/`.freeType`/`.harfBuzz` for a font file
    ///   that cannot be read or parsed (naming the file).
    public init(directories: [String], fallbackFamilies: [String] = FontLibrary.defaultFallbackFamilies) throws(FontError) {
        self.directories = directories
        self.fallbackFamilies = fallbackFamilies
        freeType = try FreeTypeLibrary()

        var files: [String] = []
        for directory in directories {
            files += try Self.fontFiles(in: directory)
        }
        guard !files.isEmpty else { throw .noFontsFound(directories: directories) }

        var faces: [Face] = []
        for path in files {
            let file = try FontFileBytes(data: Self.read(path), path: path)
            let count = try Face.faceCount(library: freeType, file: file)
            for index in 0 ..< count {
                faces.append(try Face(library: freeType, file: file, faceIndex: index, id: faces.count))
            }
        }
        self.faces = faces
    }

    /// Loads the faces in the default folder (`FontLibrary.defaultDirectory`) and then in
    /// `additionalDirectories` (the CLI's `--font-dir`).
    public convenience init(additionalDirectories: [String] = []) throws(FontError) {
        try self.init(directories: [FontLibrary.defaultDirectory()] + additionalDirectories)
    }

    /// The family names of the loaded faces, sorted, without duplicates.
    public var families: [String] {
        lock.withLock { Array(Set(faces.map(\.familyName))).sorted() }
    }

    /// Glyph-cache counters, for tests and benchmarks.
    package var glyphCacheStatistics: GlyphCacheStatistics {
        lock.withLock { GlyphCacheStatistics(hits: glyphCache.hits, misses: glyphCache.misses, entries: glyphCache.count) }
    }

    /// Empties the glyph cache and zeroes its counters.
    public func clearGlyphCache() {
        lock.withLock { glyphCache.removeAll() }
    }

    /// Runs `body` with the lock held (NSLock's `withLock` does not carry a typed error).
    func locked<T>(_ body: () throws(FontError) -> T) throws(FontError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    // MARK: Files

    private static func fontFiles(in directory: String) throws(FontError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .directoryNotFound(path: directory)
        }
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            throw .directoryNotFound(path: directory)
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let ext = (relative as NSString).pathExtension.lowercased()
            if fontFileExtensions.contains(ext) {
                files.append((directory as NSString).appendingPathComponent(relative))
            }
        }
        return files.sorted()
    }

    private static func read(_ path: String) throws(FontError) -> [UInt8] {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw .unreadableFile(path: path, reason: "cannot stat the file")
        }
        if let size = attributes[.size] as? Int, size > maxFontFileBytes {
            throw .unreadableFile(path: path, reason: "\(size) bytes is more than the \(maxFontFileBytes) allowed")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadableFile(path: path, reason: "cannot open the file")
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: maxFontFileBytes + 1) ?? Data()
            guard data.count <= maxFontFileBytes else {
                throw FontError.unreadableFile(path: path, reason: "more than the \(maxFontFileBytes) bytes allowed")
            }
            return [UInt8](data)
        } catch let error as FontError {
            throw error
        } catch {
            throw .unreadableFile(path: path, reason: "read failed: \(error)")
        }
    }
}
