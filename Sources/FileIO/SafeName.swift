/// The one rule for names that become files: figure names, output paths, golden names.
///
/// A name component is ASCII letters, digits, `.`, `_` and `-`, not empty, at most
/// `maxComponentLength` bytes, and does not start with `.` (so never `.`, `..` or a hidden
/// file). A relative path is components joined by `/`. Such a path can never leave the folder
/// it is joined to, and reads the same on every file system.
public enum SafeName {
    /// The longest component accepted, in bytes (file systems allow 255).
    public static let maxComponentLength = 200

    /// What the rule allows, for messages.
    public static let rule = "letters, digits, '.', '_' and '-', not starting with '.', at most \(maxComponentLength) bytes"

    /// Whether `name` is one valid component.
    public static func isValidComponent(_ name: some StringProtocol) -> Bool {
        guard let first = name.utf8.first, first != UInt8(ascii: "."), name.utf8.count <= maxComponentLength else { return false }
        return name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A") ... UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
    }

    /// Whether `path` is valid components joined by single `/` (no leading or trailing `/`).
    public static func isValidRelativePath(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return !components.isEmpty && components.allSatisfy(isValidComponent)
    }
}
