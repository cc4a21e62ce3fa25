// A run's report as a static web page: `index.html` (styles and script inline) and the images it
// shows, copied into `images/` beside it, so the folder can be zipped as a CI artifact, opened
// from disk and moved anywhere without a broken link.
//
// Does: copy each image a card shows (a failure's expected, actual and diff; another entry's
// one image) under a name no other entry's image can have, and write the page that shows them (HTMLReport+Page.swift).
// Does not: draw, compare or decode images (it reads a PNG's size from its header), or delete
// images a previous report left in the folder.
// Invariants: the page links only to files in its folder (relative paths, no scheme, no `..`);
// the same entries and title give the same bytes; on an error nothing is written.

import Documents
import FileIO
import PNGCodec

package enum HTMLReport {
    /// The page's file name in the report folder.
    static let pageName = "index.html"
    /// The folder inside the report folder that holds the images.
    static let imagesFolder = "images"
    /// The longest figure name part of an image's file name, in characters (the entry's number
    /// makes the name unique; this keeps it readable and far below a file system's limit).
    static let maxNameSlugLength = 48

    /// Writes `folder/index.html` and the images it shows (copied into `folder/images/`, linked by relative paths),
    /// for a run titled `title` (e.g. "controlkit verify, 2026-11-26 10:41"). The folder is created if needed.
    /// Throws a DiagnosticList naming the file that could not be read or written; writes each file atomically, index.html last.
    package static func write(_ entries: [ReportEntry], title: String, to folder: String) throws(DiagnosticList) {
        let sources = entries.flatMap { entry in ReportImage.Role.allCases.compactMap { entry.path(of: $0) } }
        // Every image is staged (written under a temporary name) as it is read, so only one is
        // in memory at a time; an error leaves the set uncommitted, which removes them all.
        let outputs = OutputSet(protecting: sources)
        var collector = DiagnosticCollector()
        var copied: [String: ReportImage] = [:]
        var images: [[ReportImage.Role: ReportImage]] = []
        let digits = max(3, String(entries.count).count)
        for (index, entry) in entries.enumerated() {
            var shown: [ReportImage.Role: ReportImage] = [:]
            for role in shownRoles(entry) {
                guard let source = entry.path(of: role) else { continue }
                if let image = copied[source] {
                    shown[role] = image
                    continue
                }
                let name = imageName(entry, index: index, digits: digits, role: role)
                let image = collector.attemptAll { () throws(DiagnosticList) -> ReportImage in
                    let bytes = try readPNG(source)
                    let size = try pngSize(bytes, path: source)
                    try outputs.stage(bytes, to: joined(folder, name))
                    return ReportImage(path: name, width: size.width, height: size.height)
                }
                if let image {
                    copied[source] = image
                    shown[role] = image
                }
            }
            images.append(shown)
        }
        try collector.throwIfErrors()
        let page = ReportPage(entries: entries, images: images, title: title).html()
        try outputs.stage(Array(page.utf8), to: joined(folder, pageName))
        try outputs.commitReporting()
    }

    /// The images a card shows: a failure's expected, actual and diff; any other entry's one
    /// image, the actual (what was drawn) or else the expected. Only these are read and copied.
    static func shownRoles(_ entry: ReportEntry) -> [ReportImage.Role] {
        if entry.status == .failed { return ReportImage.Role.allCases }
        if entry.actual != nil { return [.actual] }
        return entry.expected != nil ? [.expected] : []
    }

    /// `images/<number>-<figure>-<appearance>-<scale>x-<role>.png`: unique by the entry's
    /// number, made only of the characters `SafeName` allows.
    static func imageName(_ entry: ReportEntry, index: Int, digits: Int, role: ReportImage.Role) -> String {
        let number = String(repeating: "0", count: max(0, digits - String(index).count)) + String(index)
        let parts = [number, slug(entry.figure, maxLength: maxNameSlugLength), slug(entry.appearance, maxLength: 16), "\(entry.scale)x", role.rawValue]
        return imagesFolder + "/" + parts.filter { !$0.isEmpty }.joined(separator: "-") + ".png"
    }

    /// `text` with every run of characters a file name should not have turned into one `-`,
    /// trimmed of `-` and `.` at both ends, at most `maxLength` characters.
    static func slug(_ text: String, maxLength: Int) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let allowed = scalar.isASCII && (scalar.properties.isAlphabetic || ("0" ... "9").contains(scalar) || scalar == "_" || scalar == ".")
            if allowed {
                out.unicodeScalars.append(scalar)
            } else if !out.hasSuffix("-") {
                out += "-"
            }
            if out.count >= maxLength { break }
        }
        let trimmed = out.drop { $0 == "-" || $0 == "." }
        return String(trimmed.reversed().drop { $0 == "-" || $0 == "." }.reversed())
    }

    /// `name` inside `folder` ("" meaning the current folder).
    static func joined(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The whole file at `path`, bounded as a PNG input is.
    static func readPNG(_ path: String) throws(DiagnosticList) -> [UInt8] {
        do {
            return try InputFile.read(path, maxBytes: PNGLimits.default.maxFileBytes)
        } catch {
            throw DiagnosticList(Diagnostic(.error, file: path, "cannot copy the image into the report: \(error.problem)"))
        }
    }

    /// A PNG's width and height from its header (signature, then the IHDR chunk).
    static func pngSize(_ bytes: [UInt8], path: String) throws(DiagnosticList) -> (width: Int, height: Int) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let header = Array("IHDR".utf8)
        guard bytes.count >= 24, Array(bytes[0 ..< 8]) == signature, Array(bytes[12 ..< 16]) == header else {
            throw DiagnosticList(Diagnostic(.error, file: path, "cannot copy the image into the report: not a PNG file"))
        }
        func bigEndian(_ at: Int) -> Int { bytes[at ..< at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = bigEndian(16), height = bigEndian(20)
        guard width > 0, height > 0 else {
            throw DiagnosticList(Diagnostic(.error, file: path, "cannot copy the image into the report: the PNG's header gives a size of \(width) × \(height)"))
        }
        return (width, height)
    }
}

/// An image as the page shows it: its path relative to the page and its size in pixels.
struct ReportImage: Hashable {
    enum Role: String, CaseIterable {
        case expected, actual, diff
    }

    var path: String
    var width: Int
    var height: Int
}

extension ReportEntry {
    /// The image this entry names for `role`, if any.
    func path(of role: ReportImage.Role) -> String? {
        switch role {
        case .expected: expected
        case .actual: actual
        case .diff: diff
        }
    }
}
