/// Several diagnostics reported together: what a decoder or checker throws when it found at
/// least one error, carrying every error and warning it found so all are shown in one run.
public struct DiagnosticList: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every diagnostic, errors and warnings, in the order found.
    public var diagnostics: [Diagnostic]

    /// The list of `diagnostics`, in their order.
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// A list of the one `diagnostic`.
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

    /// The errors, in order.
    public var errors: [Diagnostic] { diagnostics.filter(\.isError) }
    /// The warnings, in order.
    public var warnings: [Diagnostic] { diagnostics.filter { !$0.isError } }
    /// True when any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    /// Every diagnostic about `file` unless it names its own.
    public func inFile(_ file: String?) -> DiagnosticList { DiagnosticList(diagnostics.map { $0.inFile(file) }) }

    /// One diagnostic a line: `error: file:line: field: message`.
    public var description: String {
        diagnostics.map { "\($0.severity.rawValue): \($0)" }.joined(separator: "\n")
    }
}

/// Gathers the diagnostics of a whole document, so that one bad field does not hide the next.
///
/// Decoders run each independent part through `attempt`; a thrown diagnostic is recorded and
/// the part's value is nil, and decoding goes on with the next part.
public struct DiagnosticCollector: Sendable {
    /// Everything gathered so far, in the order found.
    public private(set) var diagnostics: [Diagnostic] = []

    /// An empty collector.
    public init() {}

    /// True when anything gathered is an error.
    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    /// Records `diagnostic`.
    public mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// Records every diagnostic of `list`, in order.
    public mutating func append(contentsOf list: [Diagnostic]) { diagnostics.append(contentsOf: list) }

    /// `body`'s value, or nil after recording the diagnostic it threw.
    public mutating func attempt<T>(_ body: () throws(Diagnostic) -> T) -> T? {
        do { return try body() } catch {
            diagnostics.append(error)
            return nil
        }
    }

    /// `body`'s value, or nil after recording every diagnostic of the list it threw.
    public mutating func attemptAll<T>(_ body: () throws(DiagnosticList) -> T) -> T? {
        do { return try body() } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
    }

    /// Throws everything gathered when any of it is an error.
    public func throwIfErrors() throws(DiagnosticList) {
        if hasErrors { throw DiagnosticList(diagnostics) }
    }
}
