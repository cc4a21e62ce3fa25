// Running the built `controlkit` binary as a user does: in a child process, with its exit
// status and both output streams, inside a temporary folder that is removed afterwards.

import Foundation

/// The `controlkit` executable of this build (test targets that use it depend on the
/// `controlkit` target, so SwiftPM builds it beside the test bundle).
public enum ControlKitCLI {
    public struct Run: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    public struct NotBuilt: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "controlkit not built at \(path)" }
    }

    /// The binary beside the test bundle in the build folder.
    public static func binary() throws -> String {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var path = folder.appendingPathComponent("controlkit").path
        if !FileManager.default.isExecutableFile(atPath: path) {
            // The test bundle may be a folder (`….xctest/…`); look one level up as well.
            path = folder.deletingLastPathComponent().appendingPathComponent("controlkit").path
        }
        guard FileManager.default.isExecutableFile(atPath: path) else { throw NotBuilt(path: path) }
        return path
    }

    /// Runs `controlkit` with `arguments`, waiting for it to finish; `environment` adds to
    /// (or replaces entries of) the test's own environment.
    public static func run(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws -> Run {
        try ChildProcess.run(try binary(), arguments, in: directory, environment: environment)
    }
}

/// Any program in a child process, run to the end, with its status and both output streams.
public enum ChildProcess {
    public static func run(_ executable: String, _ arguments: [String], in directory: String? = nil,
                           environment: [String: String] = [:]) throws -> ControlKitCLI.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes are drained at once: read one to its end first and a child that fills the
        // other's buffer (64 KiB of warnings) blocks on its write while we wait for the first
        // to close, and neither ever finishes.
        let stderrReader = PipeDrain(err.fileHandleForReading)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = stderrReader.wait()
        process.waitUntilExit()
        return ControlKitCLI.Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                 stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// A fresh temporary folder, removed with everything in it when the value goes away.
public final class TemporaryFolder {
    public let path: String

    public init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("controlkit-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    public func file(_ name: String) -> String { "\(path)/\(name)" }

    /// Writes `text` to `name` inside the folder and returns its path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        let p = file(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: p))
        return p
    }

    /// The names of the files in the folder, sorted.
    public func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// Reads a pipe to its end on a thread of its own; `wait()` returns what it read.
private final class PipeDrain: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()  // written before `done` is signalled, read after
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
