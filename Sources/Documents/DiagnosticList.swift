/// Several diagnostics reported together: what a decoder or checker throws when it found at
/// least one error, carrying every error and warning it found so all are shown in one run.
public struct DiagnosticList: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

    public var errors: [Diagnostic] { diagnostics.filter(\.isError) }
    public var warnings: [Diagnostic] { diagnostics.filter { !$0.isError } }
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
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    public mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

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
