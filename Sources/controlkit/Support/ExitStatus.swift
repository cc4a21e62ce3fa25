// The one exit policy every command follows, applied in `ControlKitCommand.main`, as diff(1)
// and cmp do: 0 success, 1 a difference or a failed check, 2 bad input, a missing file or a
// usage error.

enum ExitStatus {
    /// Done, and every comparison or check passed.
    static let success: Int32 = 0
    /// Done, and something differed: images in `diff`, a golden in `verify`.
    static let failure: Int32 = 1
    /// Nothing (or nothing more) was done: a usage error, a missing or unreadable file, or
    /// input with an error.
    static let badInput: Int32 = 2
}

/// Thrown by a command whose work is done and whose output is printed, but whose comparison or
/// check failed: `main` exits with `ExitStatus.failure`.
struct ChecksFailed: Error {}
