/// When the golden store writes goldens. Goldens change only in an explicit record mode, and
/// every write fails the check once, so a recording never passes unnoticed.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Never write. A missing golden fails. What CI runs, and the default.
    case never
    /// Write goldens that do not exist yet (and fail once, saying so); compare the others.
    case missing
    /// Write missing goldens and rewrite those that fail the comparison (failing once each).
    case failed
    /// Rewrite every golden whose pixels differ at all from the image, even within tolerance
    /// (failing once each); goldens with identical pixels are left untouched and pass.
    case all

    /// The environment variable read when no mode is passed: `never|missing|failed|all`.
    public static let environmentVariable = "CONTROLKIT_RECORD"

    /// The mode named by `CONTROLKIT_RECORD` in `environment`; `.never` when unset or empty.
    /// - Throws: `GoldenError.invalidRecordMode` for any other value.
    public static func fromEnvironment(_ environment: [String: String]) throws(GoldenError) -> RecordMode {
        guard let raw = environment[environmentVariable], !raw.isEmpty else { return .never }
        guard let mode = RecordMode(rawValue: raw.lowercased()) else {
            throw .invalidRecordMode(raw)
        }
        return mode
    }
}
