/// How output files are named: a relative path with `{name}`, `{appearance}` and `{scale}`
/// replaced per variant (`{name}-{appearance}-{scale}x.png` → `dots-dark-3x.png`).
///
/// Invariant of every expanded path (checked by `expand`): relative, no `..` or `.` component,
/// no empty component, no backslash or control character — so it never leaves the output folder.
public struct OutputPattern: Hashable, Sendable, CustomStringConvertible {
    public let text: String

    /// `{name}-{appearance}-{scale}x.png`: flat names the golden store accepts as they are.
    public static let `default` = OutputPattern(unchecked: "{name}-{appearance}-{scale}x.png")

    /// The placeholders a pattern may use.
    public static let placeholders = ["{name}", "{appearance}", "{scale}"]

    init(unchecked text: String) { self.text = text }

    /// Checks the pattern's own text: known placeholders only, a `.png` ending, a safe path.
    public init(_ text: String) throws(OutputPatternError) {
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { throw OutputPatternError("an unclosed \"{\"") }
            let token = String(rest[open ... close])
            guard Self.placeholders.contains(token) else {
                throw OutputPatternError("unknown placeholder \(token) (use \(Self.placeholders.joined(separator: ", ")))")
            }
            rest = rest[rest.index(after: close)...]
        }
        guard text.hasSuffix(".png") else { throw OutputPatternError("must end in .png (--emit-scene writes .json instead)") }
        self.text = text
        _ = try expand(name: "n", appearance: "light", scale: 1)
    }

    /// The path for one variant, checked to stay inside the output folder.
    public func expand(name: String, appearance: String, scale: Int) throws(OutputPatternError) -> String {
        let path = text.replacingOccurrences(of: "{name}", with: name)
            .replacingOccurrences(of: "{appearance}", with: appearance)
            .replacingOccurrences(of: "{scale}", with: String(scale))
        try Self.checkRelative(path)
        return path
    }

    /// Throws unless `path` is a relative path that cannot leave the folder it is joined to.
    public static func checkRelative(_ path: String) throws(OutputPatternError) {
        guard !path.hasPrefix("/") else { throw OutputPatternError("\"\(path)\" is absolute; output paths are relative to the output folder") }
        guard !path.unicodeScalars.contains(where: { $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }) else {
            throw OutputPatternError("\"\(path)\" has a backslash or a control character")
        }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty { throw OutputPatternError("\"\(path)\" has an empty path component") }
            if component == ".." || component == "." {
                throw OutputPatternError("\"\(path)\" has a \"\(component)\" component; output paths never leave the output folder")
            }
        }
    }

    public var description: String { text }
}

/// An output pattern or path that is not allowed, and why.
public struct OutputPatternError: Error, Hashable, Sendable, CustomStringConvertible {
    public let reason: String
    init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}

import Foundation
