/// One problem found in what a user wrote: an error (nothing is drawn or written) or a warning
/// (reported; an error under `--strict`), with where it is: the file, the field and the line (or
/// the flag). Every decoder, checker and command of ControlKit reports through this one type.
///
/// Printed as `<file>:<line>: <field>: <message>` (parts that are unknown are left out); a
/// value given by a flag prints as `<flag>: <message>`.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is; warnings order before errors.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// Reported, and the work goes on (an error under `--strict`).
        case warning
        /// Nothing is drawn or written.
        case error

        public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
    }

    /// Whether this is an error or a warning.
    public var severity: Severity
    /// The file concerned, when there is one (a value built in Swift has none).
    public var file: String?
    /// The field concerned, from the document's root; the root for the document as a whole.
    public var field: FieldPath
    /// The line or flag the field was written at, when known.
    public var location: SourceLocation?
    /// What is wrong, in words a user can act on. Quotes of input are short (`Excerpt`).
    public var message: String

    /// A diagnostic with `message`, an error unless `severity` says otherwise, about `field` of `file` at `location`.
    public init(_ severity: Severity = .error, file: String? = nil, field: FieldPath = .root, location: SourceLocation? = nil,
                _ message: String) {
        self.severity = severity
        self.file = file
        self.field = field
        self.location = location
        self.message = message
    }

    /// An error about `field`.
    public static func error(_ field: FieldPath, _ message: String) -> Diagnostic { Diagnostic(.error, field: field, message) }

    /// A warning about `field`.
    public static func warning(_ field: FieldPath, _ message: String) -> Diagnostic { Diagnostic(.warning, field: field, message) }

    /// True when `severity` is `.error`.
    public var isError: Bool { severity == .error }

    /// The diagnostic with its field moved under `prefix` (a control's issues placed in a figure).
    public func under(_ prefix: FieldPath) -> Diagnostic {
        var copy = self
        copy.field = prefix + field
        return copy
    }

    /// The diagnostic about `file`, unless it already names one.
    public func inFile(_ file: String?) -> Diagnostic {
        var copy = self
        if copy.file == nil { copy.file = file }
        return copy
    }

    /// The diagnostic with its severity raised to error (`--strict`).
    public var asError: Diagnostic {
        var copy = self
        copy.severity = .error
        return copy
    }

    /// `file:line: field: message`, or `flag: message`.
    public var description: String {
        var head: [String] = []
        if case .flag(let flag) = location {
            head.append(flag)
        } else {
            if let file {
                head.append(location?.line.map { "\(file):\($0)" } ?? file)
            } else if let line = location?.line {
                head.append("line \(line)")
            }
            if !field.isRoot { head.append(field.description) }
        }
        return (head + [message]).joined(separator: ": ")
    }
}
