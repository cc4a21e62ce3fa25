import Foundation
import TestSupport
import Testing

/// The test runner of child processes reads both of their streams to the end, however much
/// each holds: a child that writes more to standard error than a pipe buffers (64 KiB on Linux)
/// before it closes standard output used to block forever.
@Suite struct ChildProcessTests {
    @Test(.timeLimit(.minutes(1))) func aChildThatFillsStandardErrorFirstFinishes() throws {
        let run = try ChildProcess.run("/bin/sh", ["-c", "head -c 300000 /dev/zero | tr '\\0' e >&2; echo done"])
        #expect(run.status == 0)
        #expect(run.stdout == "done\n")
        #expect(run.stderr.utf8.count == 300_000)
    }
}
