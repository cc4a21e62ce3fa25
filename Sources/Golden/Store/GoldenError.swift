import FileIO

/// Why the golden store could not do what was asked (as opposed to a golden that differs,
/// which is a `GoldenCheck` that did not pass).
public enum GoldenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `CONTROLKIT_RECORD` holds something other than never, missing, failed or all.
    case invalidRecordMode(String)
    /// No folder holding `Package.swift` above `path`.
    case packageRootNotFound(path: String)
    /// A group that is not one `SafeName` component, or a golden name that is not a `SafeName`
    /// relative path: names become paths and must never leave `Goldens/`.
    case invalidName(field: String, value: String)

    public var description: String {
        switch self {
        case let .invalidRecordMode(value):
            "\(RecordMode.environmentVariable)=\(value) is not a record mode: use never, missing, failed or all"
        case let .packageRootNotFound(path):
            "no Package.swift in any folder above \(path)"
        case let .invalidName(field, value):
            "invalid golden \(field) \"\(value)\": use \(SafeName.rule)\(field == "name" ? ", in folders joined by '/'" : "")"
        }
    }
}
