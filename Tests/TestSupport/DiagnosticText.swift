import Documents

// How tests put diagnostics into words they compare: one place, so that every suite reads a
// control's problems the same way.

extension Array where Element == Diagnostic {
    /// "error field: message" or "warning field: message", one per diagnostic, in order.
    public var severityLines: [String] { map { "\($0.severity) \($0.field): \($0.message)" } }
    /// The errors' descriptions (field, then message), in order.
    public var errorDescriptions: [String] { filter(\.isError).map(\.description) }
    /// The warnings' descriptions (field, then message), in order.
    public var warningDescriptions: [String] { filter { !$0.isError }.map(\.description) }
}
