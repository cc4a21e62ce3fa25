// Measuring how much memory a program needs: run it in a child process and read that child's
// own peak resident set size from wait4, so tests running beside it in this process do not
// count.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A finished child process: its exit status and its peak resident set size.
public struct MeasuredRun: Sendable {
    /// The exit status, or 128 + the signal number when a signal ended it (as shells report).
    public var status: Int32
    /// The child's peak resident set size, in bytes (`ru_maxrss` of wait4).
    public var peakResidentBytes: Int
}

extension ChildProcess {
    public struct SpawnFailed: Error, CustomStringConvertible {
        public let executable: String
        public let code: Int32
        public var description: String { "cannot start \(executable): error \(code)" }
    }

    /// Runs `executable` with `arguments` to its end, its output streams sent to /dev/null, and
    /// returns its status and peak memory.
    public static func runMeasuringPeakMemory(_ executable: String, _ arguments: [String]) throws -> MeasuredRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in [1, 2] { posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_WRONLY, 0) }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid = pid_t()
        let code = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard code == 0 else { throw SpawnFailed(executable: executable, code: code) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1, errno == EINTR {}
        // Linux reports ru_maxrss in kilobytes, Darwin in bytes.
        #if os(Linux)
        let bytes = Int(usage.ru_maxrss) * 1024
        #else
        let bytes = Int(usage.ru_maxrss)
        #endif
        let signal = status & 0x7F
        return MeasuredRun(status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, peakResidentBytes: bytes)
    }
}
