// Temporary files that a killed writer left behind: `AtomicFile.stage` names its temporary file
// `.<name>.tmp-<pid>-<random>` beside the destination; a process killed between writing and
// renaming (kill -9, a power cut) leaves one there. They never look like outputs (hidden, no
// `.png` ending), but a re-run should not let them pile up.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

extension AtomicFile {
    /// The process id in an `AtomicFile` temporary file's name, or nil when `name` is not one.
    static func writerProcess(ofTemporary name: String) -> Int32? {
        guard name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards) else { return nil }
        let parts = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, UInt64(parts[1]) != nil else { return nil }
        return pid
    }

    /// Removes, in `folder` and every folder below it, the temporary files of writers that no
    /// longer run (a live writer's files are left alone, so two runs into one folder do not
    /// disturb each other). Returns the paths removed; errors (a file gone meanwhile) are ignored.
    @discardableResult
    public static func removeAbandonedTemporaries(under folder: String) -> [String] {
        var removed: [String] = []
        guard let names = FileManager.default.enumerator(atPath: folder) else { return removed }
        for case let relative as String in names {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            guard let pid = writerProcess(ofTemporary: name), kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = folder + "/" + relative
            if unlink(path) == 0 { removed.append(path) }
        }
        return removed.sorted()
    }
}
