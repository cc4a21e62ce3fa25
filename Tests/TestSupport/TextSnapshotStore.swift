import FileIO
import Foundation
import Golden

/// Reviewed text snapshots (`--help` pages, public API listings) kept as `<name>.txt` files in
/// the source tree, checked with the golden store's record contract: CONTROLKIT_RECORD=never
/// (the default) fails on a missing or different snapshot, printing the lines that differ;
/// missing writes absent ones; failed and all rewrite differing ones; and a check that writes
/// a snapshot fails once, so a recording never passes silently.
public struct TextSnapshotStore {
    /// The folder of `<name>.txt` files.
    public let folder: String
    public let record: RecordMode
    /// What the snapshots are of, for messages ("the --help output").
    public let subject: String

    public init(folder: String, record: RecordMode, subject: String) {
        self.folder = folder
        self.record = record
        self.subject = subject
    }

    /// A store in `folder`, in the mode `CONTROLKIT_RECORD` names.
    public init(folder: String, subject: String) throws {
        self.init(folder: folder, record: try RecordMode.fromEnvironment(ProcessInfo.processInfo.environment), subject: subject)
    }

    /// Passed, or why not (including "recorded …", which is a failure by contract).
    public struct Check: Sendable {
        public var passed: Bool
        public var message: String
    }

    public func path(_ name: String) -> String { "\(folder)/\(name).txt" }

    public func check(_ text: String, named name: String) throws -> Check {
        let path = path(name)
        let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        if existing == text { return Check(passed: true, message: "") }
        guard let existing else {
            guard record != .never else {
                return Check(passed: false, message: "no snapshot at \(path); run with CONTROLKIT_RECORD=missing to record it, then review it")
            }
            try write(text, to: path)
            return Check(passed: false, message: "recorded snapshot \(path) because none existed (record mode \(record)); "
                                                 + "review it, then run again: this check fails once")
        }
        let diff = LineDiff.unified(from: existing.components(separatedBy: "\n"), to: text.components(separatedBy: "\n"))
        switch record {
        case .never, .missing:
            return Check(passed: false, message: "\(path) differs from \(subject) (record mode \(record)); "
                                                 + "run with CONTROLKIT_RECORD=failed to rewrite it:\n--- \(path)\n+++ \(subject)\n\(diff)")
        case .failed, .all:
            try write(text, to: path)
            return Check(passed: false, message: "rewrote snapshot \(path) (record mode \(record)); "
                                                 + "review the change, then run again: this check fails once\n\(diff)")
        }
    }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try AtomicFile.write(Array(text.utf8), to: path)
    }
}

/// The lines that differ between two texts, as a unified diff without file headers:
/// `@@ -a,b +c,d @@` hunks, each with up to `context` unchanged lines around its changes.
public enum LineDiff {
    public enum Edit: Equatable {
        case same(String), removed(String), added(String)
    }

    /// The shortest edit script from `old` to `new` (longest common subsequence).
    public static func edits(from old: [String], to new: [String]) -> [Edit] {
        let n = old.count, m = new.count
        // common[i][j]: length of the longest common subsequence of old[i...] and new[j...].
        var common = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                edits.append(.same(old[i])); i += 1; j += 1
            } else if i < n, j == m || common[i + 1][j] >= common[i][j + 1] {
                edits.append(.removed(old[i])); i += 1
            } else {
                edits.append(.added(new[j])); j += 1
            }
        }
        return edits
    }

    public static func unified(from old: [String], to new: [String], context: Int = 2) -> String {
        let edits = edits(from: old, to: new)
        let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        guard !changed.isEmpty else { return "" }
        // Group changes closer than 2 × context into one hunk.
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context) ... min(edits.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound ... range.upperBound
            } else {
                hunks.append(range)
            }
        }
        // Line numbers (1-based) in old and new where each edit starts.
        var oldLine = [Int](), newLine = [Int]()
        var o = 1, n = 1
        for edit in edits {
            oldLine.append(o); newLine.append(n)
            switch edit {
            case .same: o += 1; n += 1
            case .removed: o += 1
            case .added: n += 1
            }
        }
        var out: [String] = []
        for hunk in hunks {
            let slice = edits[hunk]
            let oldCount = slice.filter { if case .added = $0 { false } else { true } }.count
            let newCount = slice.filter { if case .removed = $0 { false } else { true } }.count
            out.append("@@ -\(oldLine[hunk.lowerBound]),\(oldCount) +\(newLine[hunk.lowerBound]),\(newCount) @@")
            for edit in slice {
                switch edit {
                case .same(let line): out.append(" " + line)
                case .removed(let line): out.append("-" + line)
                case .added(let line): out.append("+" + line)
                }
            }
        }
        return out.joined(separator: "\n")
    }
}
