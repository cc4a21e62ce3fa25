/// Why `AtomicFile.write` failed: the path, the step that failed and the system's reason.
/// When this is thrown, neither the file nor a temporary file was left behind.
public struct AtomicFileError: Error, Hashable, CustomStringConvertible {
    /// The steps of an atomic write, in order.
    public enum Step: String, Hashable, Sendable {
        /// Checking that the path can name a file (no folder in the way).
        case checkPath = "check the path"
        /// Creating the folder the file goes in.
        case createFolder = "create the folder"
        /// Refused: the path is an input the same command reads.
        case overwriteInput = "write over an input"
        /// Creating the temporary file beside the destination.
        case createTemporary = "create a temporary file"
        /// Writing the bytes to the temporary file.
        case write = "write"
        /// Flushing the temporary file to disk (`fsync`).
        case sync = "flush to disk (fsync)"
        /// Closing the temporary file.
        case close = "close"
        /// Renaming the temporary file over the destination.
        case rename = "rename into place"
    }

    /// The path the caller asked to write.
    public var path: String
    /// The step that failed.
    public var step: Step
    /// The system's text for the error (`strerror`), or an explanation.
    public var reason: String

    /// The error for `path`, failed at `step` for `reason`.
    public init(path: String, step: Step, reason: String) {
        self.path = path
        self.step = step
        self.reason = reason
    }

    /// What went wrong, without the path: "could not create a temporary file: Permission denied".
    public var problem: String { "could not \(step.rawValue): \(reason)" }

    public var description: String { "cannot write \(path): \(problem)" }
}
