/// Which part of a batch a run draws: part `index` of `count`, 1-based (`--shard 2/4`), or read
/// from the variables a CI sets on each job of a parallel run (`--shard auto`).
///
/// Invariant: `1 ≤ index ≤ count`. Variant k of the whole batch (0-based) goes to the shard
/// with `k mod count = index − 1`, so the shards together draw every variant once.
package struct BatchShard: Hashable, Sendable {
    /// This run's part, 1-based.
    package var index: Int
    /// How many parts the batch is split into.
    package var count: Int

    /// Part `index` of `count` (nothing checked; `parse` checks what it reads).
    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The CIs whose parallel jobs say which one they are, and how their variables count:
    /// GitLab's `parallel:` numbers jobs from 1, CircleCI, Buildkite and a Kubernetes Indexed
    /// Job from 0. A Kubernetes Job gives only the index: the count is given as `auto/N`.
    package static let ciVariables: [(ci: String, index: String, count: String?, firstIndex: Int)] = [
        ("GitLab", "CI_NODE_INDEX", "CI_NODE_TOTAL", 1),
        ("CircleCI", "CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", 0),
        ("Buildkite", "BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", 0),
        ("a Kubernetes Indexed Job", "JOB_COMPLETION_INDEX", nil, 0),
    ]

    /// Reads `I/N`, `auto` or `auto/N` (`environment`: the process's variables).
    /// - Throws: a message saying what was expected, or, for `auto`, which variables were
    ///   looked for when none is set or their values do not make a shard.
    package static func parse(_ text: String, environment: [String: String]) throws(BatchShardError) -> BatchShard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.first == "auto" else {
            guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else {
                throw BatchShardError("--shard \(text): give I/N with 1 ≤ I ≤ N, such as 1/4, or auto (read from the CI's variables)")
            }
            return BatchShard(index: i, count: n)
        }
        var given: Int?
        if parts.count == 2 {
            guard let n = Int(parts[1]), n >= 1 else { throw BatchShardError("--shard \(text): give auto or auto/N with N ≥ 1") }
            given = n
        } else if parts.count != 1 {
            throw BatchShardError("--shard \(text): give auto or auto/N with N ≥ 1")
        }
        for v in ciVariables {
            guard let indexText = environment[v.index], !indexText.isEmpty else { continue }
            let countText = v.count.flatMap { environment[$0] }
            let count = countText.flatMap { Int($0) } ?? given
            guard let raw = Int(indexText), let count, count >= 1 else {
                throw BatchShardError("--shard \(text): \(v.ci) sets \(v.index)=\(indexText)"
                    + (v.count.map { ", \($0)=\(countText ?? "(unset)")" } ?? "; give the count as --shard auto/N"))
            }
            if let given, given != count {
                throw BatchShardError("--shard \(text): \(v.ci) runs \(count) jobs (\(v.count ?? "")), not \(given)")
            }
            let index = raw - v.firstIndex + 1
            guard (1 ... count).contains(index) else {
                throw BatchShardError("--shard \(text): \(v.ci)'s \(v.index)=\(indexText) is outside its \(count) jobs")
            }
            return BatchShard(index: index, count: count)
        }
        let looked = ciVariables.map { v in "\(v.ci): \(v.index)" + (v.count.map { "/\($0)" } ?? " with auto/N") }.joined(separator: "; ")
        throw BatchShardError("--shard \(text): no CI shard variables are set (looked for \(looked)); give --shard I/N")
    }
}

/// Why `--shard` could not be read.
package struct BatchShardError: Error, CustomStringConvertible {
    /// The message, naming the flag and what was expected.
    package var description: String
    init(_ description: String) { self.description = description }
}
