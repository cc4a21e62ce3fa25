/// Where a value came from, for messages: a line of a file, or a flag on the command line
/// (the command-line tool turns flags into the same tree a file becomes).
public enum SourceLocation: Hashable, Sendable {
    /// A 1-based line of the file.
    case line(Int)
    /// The flag, as the user would recognise it (`--current-page`, `--page-image 3`).
    case flag(String)

    /// The line, when the location is one.
    public var line: Int? {
        if case .line(let n) = self { return n }
        return nil
    }
}
