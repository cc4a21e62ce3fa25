// Glyph export: SVG files and built-in bar glyphs → fitted, balanced, checked images, written
// together as Xcode image sets (or plain PNGs) with an optional review sheet. The drawing and
// the checks are Assets'; this file finds the inputs, names the glyphs and writes the files.

import Assets
import Controls
import Dispatch
import Documents
import FileIO
import Foundation
import PNGCodec
import Raster
import SVGImport
import Typeset

/// What `controlkit glyph` does, for a Swift program as for the command line.
public enum GlyphExport {
    /// The most glyphs one run makes: far beyond any icon set, small enough that a mistaken
    /// folder (a whole drive) is an error rather than an hour's work.
    public static let maxGlyphs = 2_000

    /// The SVG files `inputs` name, in order: a file as given, a folder's `*.svg` files (not its
    /// sub-folders) sorted by name.
    /// - Throws: a diagnostic for a path that does not exist, a folder with no SVG file, or
    ///   more than `maxGlyphs` files.
    public static func svgFiles(in inputs: [String]) throws(DiagnosticList) -> [String] {
        var files: [String] = []
        var problems: [Diagnostic] = []
        for input in inputs {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else {
                problems.append(Diagnostic(.error, file: input, "cannot read: No such file or directory"))
                continue
            }
            guard isFolder.boolValue else { files.append(input); continue }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: input)) ?? [])
                .filter { $0.lowercased().hasSuffix(".svg") && !$0.hasPrefix(".") }.sorted()
            if names.isEmpty { problems.append(Diagnostic(.error, file: input, "the folder holds no .svg file")) }
            files += names.map { (input as NSString).appendingPathComponent($0) }
        }
        if files.count > maxGlyphs {
            problems.append(Diagnostic(.error, "\(files.count) SVG files is more than the \(maxGlyphs) one run makes; split the folder"))
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        return files
    }

    /// The glyph's name for an SVG file: the file name without `.svg`.
    /// - Throws: when that is not a name an image set can have (`SafeName.rule`).
    public static func glyphName(forFile path: String) throws(DiagnosticList) -> String {
        var name = (path as NSString).lastPathComponent
        if name.lowercased().hasSuffix(".svg") { name.removeLast(4) }
        guard SafeName.isValidComponent(name) else {
            throw DiagnosticList(Diagnostic(.error, file: path, "the glyph would be named \(Excerpt.quoted(name)); rename the file to use \(SafeName.rule)"))
        }
        return name
    }

    /// Every SVG of `paths` imported as artwork named after its file, and the importer's
    /// warnings; every file is read, so all errors are reported together.
    /// - Throws: every file's errors, and a diagnostic for two files of the same name.
    public static func artworks(svgFiles paths: [String], currentColor: Color = .black) throws(DiagnosticList) -> (artworks: [GlyphArtwork], warnings: [Diagnostic]) {
        var artworks: [GlyphArtwork] = []
        var warnings: [Diagnostic] = []
        var problems: [Diagnostic] = []
        var seen: [String: String] = [:]
        for path in paths {
            do {
                let name = try glyphName(forFile: path)
                if let first = seen[name] {
                    problems.append(Diagnostic(.error, file: path, "has the same name as \(first); every glyph needs its own name"))
                    continue
                }
                seen[name] = path
                let document = try SVGFile.load(path, options: SVGImportOptions(currentColor: currentColor))
                warnings += document.warnings
                artworks.append(GlyphArtwork(name: name, size: document.size, items: document.items, file: path))
            } catch {
                problems += error.diagnostics
            }
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        return (artworks, warnings)
    }

    /// Built-in bar glyphs by name (`BarGlyph.names`), as artwork.
    /// - Throws: a diagnostic naming an unknown glyph and the known ones.
    public static func artworks(builtIn names: [String]) throws(DiagnosticList) -> [GlyphArtwork] {
        var result: [GlyphArtwork] = []
        for name in names {
            guard let glyph = BarGlyph.named(name) else {
                throw DiagnosticList(Diagnostic(.error, "no built-in glyph \(Excerpt.quoted(name)); the built-in glyphs are \(BarGlyph.names.joined(separator: ", "))"))
            }
            result.append(GlyphArtwork(name: glyph.name, size: glyph.size, items: glyph.items))
        }
        return result
    }

    /// Every artwork made with `options`, in order. Glyphs are made on all cores; each result
    /// depends only on its artwork and the options, so the order of work never shows.
    public static func make(_ artworks: [GlyphArtwork], options: GlyphOptions) -> [GlyphResult] {
        let slots = ResultSlots(count: artworks.count)
        DispatchQueue.concurrentPerform(iterations: artworks.count) { i in
            slots.set(i, GlyphResult(artworks[i], options: options))
        }
        return slots.results
    }

    /// A back indicator and the SVG of its transition mask: `back-arrow=back-arrow-mask.svg`.
    public struct MaskPair: Hashable, Sendable {
        /// The indicator glyph's name (its SVG's file name without `.svg`, or a built-in's).
        public var indicator: String
        /// The mask's SVG, drawn in the indicator's coordinates.
        public var file: String

        /// `indicator`'s mask from `file`.
        public init(indicator: String, file: String) {
            self.indicator = indicator
            self.file = file
        }

        /// `NAME=FILE`, or nil when it is not of that form.
        public init?(argument: String) {
            guard let eq = argument.firstIndex(of: "="), eq != argument.startIndex, argument.index(after: eq) != argument.endIndex else {
                return nil
            }
            self.init(indicator: String(argument[..<eq]), file: String(argument[argument.index(after: eq)...]))
        }
    }

    /// `results` with each pair's mask made (`GlyphResult.init(mask:for:options:)`) and put
    /// just after its indicator, written beside it as `NAME-mask`.
    /// - Throws: every pair's problems at once: an indicator that is not among the glyphs, one
    ///   given two masks, a mask whose name another glyph has, a mask SVG that cannot be read.
    public static func pairingMasks(_ results: [GlyphResult], with pairs: [MaskPair], options: GlyphOptions) throws(DiagnosticList) -> [GlyphResult] {
        guard !pairs.isEmpty else { return results }
        var problems: [Diagnostic] = []
        var masks: [String: GlyphResult] = [:]
        let names = Set(results.map(\.artwork.name))
        for pair in pairs {
            guard let indicator = results.first(where: { $0.artwork.name == pair.indicator }) else {
                problems.append(Diagnostic(.error, "--mask \(pair.indicator)=\(pair.file): no glyph is named \(Excerpt.quoted(pair.indicator)) "
                    + "(the glyphs are \(results.map(\.artwork.name).joined(separator: ", ")))"))
                continue
            }
            let maskName = GlyphResult.maskName(for: pair.indicator)
            if masks[pair.indicator] != nil {
                problems.append(Diagnostic(.error, "--mask \(pair.indicator)=\(pair.file): \(Excerpt.quoted(pair.indicator)) already has a mask"))
                continue
            }
            if names.contains(maskName) {
                problems.append(Diagnostic(.error, "--mask \(pair.indicator)=\(pair.file): a glyph is already named \(Excerpt.quoted(maskName)), "
                    + "the mask's name"))
                continue
            }
            do {
                let document = try SVGFile.load(pair.file, options: SVGImportOptions())
                problems += document.warnings.filter(\.isError)
                let artwork = GlyphArtwork(name: maskName, size: document.size, items: document.items, file: pair.file)
                masks[pair.indicator] = GlyphResult(mask: artwork, for: indicator, options: options)
            } catch {
                problems += error.diagnostics
            }
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        return results.flatMap { result in [result] + (masks[result.artwork.name].map { [$0] } ?? []) }
    }

    /// Writes the glyphs of `results` into `folder` in `layout`, and the review sheet to
    /// `sheet` when given, all together: on any error nothing is written.
    /// - Returns: the paths written.
    /// - Throws: a diagnostic naming a file that cannot be written (or is one of `inputs`).
    @discardableResult
    public static func write(_ results: [GlyphResult], to folder: String, layout: GlyphFiles.Layout, options: GlyphOptions,
                             sheet: String? = nil, fonts: FontLibrary? = nil, protecting inputs: [String] = []) throws(DiagnosticList) -> [String] {
        let template: Bool
        if case .template = options.coloring { template = true } else { template = false }
        let files: [(path: String, bytes: [UInt8])]
        do { files = try GlyphFiles.files(for: results, layout: layout, template: template) } catch {
            throw DiagnosticList(Diagnostic(.error, file: folder, "cannot encode a PNG: \(error)"))
        }
        let outputs = OutputSet(protecting: inputs)
        for file in files {
            try outputs.stage(file.bytes, to: (folder as NSString).appendingPathComponent(file.path))
        }
        if let sheet {
            let library: FontLibrary
            if let fonts { library = fonts } else {
                do { library = try FontLibrary.shared() } catch { throw DiagnosticList(Diagnostic(.error, "\(error)")) }
            }
            try outputs.stagePNG(try GlyphSheet.render(results, options: options, fonts: library), to: sheet)
        }
        try outputs.commitReporting()
        return outputs.paths
    }
}

/// One slot per glyph, filled from several threads: each index is written once, by one thread.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [GlyphResult?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ result: GlyphResult) { lock.lock(); slots[i] = result; lock.unlock() }
    var results: [GlyphResult] { slots.map { $0! } }
}
