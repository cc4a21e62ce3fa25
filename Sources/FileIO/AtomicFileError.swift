/// Why `AtomicFile.write` failed: the path, the step that failed and the system's reason.
/// When this is thrown, neither the file nor a temporary file was left behind.
public struct AtomicFileError: Error, Hashable, CustomStringConvertible {
    /// The steps of an atomic write, in order.
    public enum Step: String, Hashable, Sendable {
        case checkPath = "check the path"
        case createFolder = "create the folder"
        case overwriteInput = "write over an input"
        case createTemporary = "create a temporary file"
        case write = "write"
        case sync = "flush to disk (fsync)"
        case close = "close"
        case rename = "rename into place"
    }

    /// The path the caller asked to write.
    public var path: String
    public var step: Step
    /// The system's text for the error (`strerror`), or an explanation.
    public var reason: String

    public init(path: String, step: Step, reason: String) {
        self.path = path
        self.step = step
        self.reason = reason
    }

    /// What went wrong, without the path: "could not create a temporary file: Permission denied".
    public var problem: String { "could not \(step.rawValue): \(reason)" }

    public var description: String { "cannot write \(path): \(problem)" }
}
