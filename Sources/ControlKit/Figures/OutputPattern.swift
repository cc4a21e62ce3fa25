import FileIO

/// How output files are named: a relative path with `{name}`, `{appearance}` and `{scale}`
/// replaced per variant (`{name}-{appearance}-{scale}x.png` → `dots-dark-3x.png`).
///
/// Invariant of every expanded path (checked by `expand`): a `SafeName` relative path — the
/// same rule figure names and golden names follow — so it never leaves the output folder, and
/// what `render` writes, `verify` can check.
public struct OutputPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written, its placeholders not expanded.
    public let text: String

    /// `{name}-{appearance}-{scale}x.png`.
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

    /// The path for one variant, checked to be a safe relative path.
    public func expand(name: String, appearance: String, scale: Int) throws(OutputPatternError) -> String {
        let path = text.replacingOccurrences(of: "{name}", with: name)
            .replacingOccurrences(of: "{appearance}", with: appearance)
            .replacingOccurrences(of: "{scale}", with: String(scale))
        guard SafeName.isValidRelativePath(path) else {
            throw OutputPatternError("\"\(path)\" is not a safe relative path: use folders and names of \(SafeName.rule), joined by '/'")
        }
        return path
    }

    public var description: String { text }
}

/// An output pattern that is not allowed, and why.
public struct OutputPatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the pattern is refused, as a phrase for the message (`must end in .png …`).
    public let reason: String
    init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}

import Foundation
