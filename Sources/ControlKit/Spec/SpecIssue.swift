import Controls

/// One problem in a spec file: an error, or a warning (`--strict` makes warnings errors), with
/// the field it concerns as a path from the document root (`figures[3].pageControl.currentPage`)
/// and, for YAML, the line.
public struct SpecIssue: Error, Hashable, Sendable, CustomStringConvertible {
    public var severity: ControlIssue.Severity
    public var field: String
    /// 1-based line in the file, when known (YAML); JSON positions are not tracked.
    public var line: Int?
    public var message: String

    public init(_ severity: ControlIssue.Severity = .error, field: String, line: Int? = nil, _ message: String) {
        self.severity = severity
        self.field = field
        self.line = line
        self.message = message
    }

    public var isError: Bool { severity == .error }

    /// `field: message (line N)`.
    public var description: String {
        let head = field.isEmpty ? message : "\(field): \(message)"
        return line.map { "\(head) (line \($0))" } ?? head
    }
}

/// Why a spec could not be rendered: every error found (and, under `--strict`, every warning),
/// for the file named. Nothing is written when this is thrown.
public struct SpecFailure: Error, Sendable, CustomStringConvertible {
    /// The spec file, or "spec" for a spec that came from memory.
    public var file: String
    public var issues: [SpecIssue]

    public init(file: String, issues: [SpecIssue]) {
        self.file = file
        self.issues = issues
    }

    public init(file: String, _ issue: SpecIssue) { self.init(file: file, issues: [issue]) }

    /// One line per issue: `FILE: error: figures[3].pageControl.currentPage: 12 is outside 0..<10`.
    public var description: String {
        issues.map { "\(file): \($0.severity.rawValue): \($0)" }.joined(separator: "\n")
    }
}
