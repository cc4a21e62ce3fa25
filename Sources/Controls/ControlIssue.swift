/// A problem validation found in a control's configuration: an error (nothing is drawn) or a
/// warning (drawn, reported, and an error under `--strict`), with the field it concerns.
public struct ControlIssue: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
    }

    public var severity: Severity
    /// A path to the field from the control (`currentPage`, `pageImages[3].color`); callers
    /// prefix where the control sits (`figures[3].pageControl.currentPage`).
    public var field: String
    /// What is wrong, in words a user can act on.
    public var message: String

    public init(_ severity: Severity, field: String, _ message: String) {
        self.severity = severity
        self.field = field
        self.message = message
    }

    /// The issue with `prefix` put before its field (`prefix.field`).
    public func prefixed(_ prefix: String) -> ControlIssue {
        var copy = self
        copy.field = prefix.isEmpty ? field : (field.isEmpty ? prefix : "\(prefix).\(field)")
        return copy
    }

    public var isError: Bool { severity == .error }

    /// `field: message`, the form errors are printed in.
    public var description: String { field.isEmpty ? message : "\(field): \(message)" }
}
