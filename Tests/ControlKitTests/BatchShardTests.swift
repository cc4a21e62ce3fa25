import ControlKit
import Testing

/// `--shard I/N` and `--shard auto`: each CI's variables read with its own counting (GitLab
/// from 1, the others from 0), the Kubernetes count given as auto/N, and a clear message when
/// no CI variable is set or the values do not make a shard.
@Suite struct BatchShardTests {
    func shard(_ text: String, _ environment: [String: String] = [:]) throws -> BatchShard {
        try BatchShard.parse(text, environment: environment)
    }

    func message(_ text: String, _ environment: [String: String] = [:]) -> String {
        do { _ = try BatchShard.parse(text, environment: environment); return "" } catch { return error.description }
    }

    @Test func explicitShards() throws {
        #expect(try shard("2/4") == BatchShard(index: 2, count: 4))
        for bad in ["0/4", "5/4", "2", "a/b", "2/4/1", ""] {
            #expect(message(bad).contains("give I/N with 1 ≤ I ≤ N"), "\(bad)")
        }
    }

    @Test func eachCIsVariables() throws {
        #expect(try shard("auto", ["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "4"]) == BatchShard(index: 1, count: 4))
        #expect(try shard("auto", ["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "3"]) == BatchShard(index: 1, count: 3))
        #expect(try shard("auto", ["BUILDKITE_PARALLEL_JOB": "4", "BUILDKITE_PARALLEL_JOB_COUNT": "5"]) == BatchShard(index: 5, count: 5))
        #expect(try shard("auto/4", ["JOB_COMPLETION_INDEX": "3"]) == BatchShard(index: 4, count: 4))
        #expect(try shard("auto/3", ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"]) == BatchShard(index: 2, count: 3))
    }

    @Test func whatCannotBeReadIsSaid() {
        #expect(message("auto").contains("no CI shard variables are set (looked for GitLab: CI_NODE_INDEX/CI_NODE_TOTAL; "
                                         + "CircleCI: CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL"))
        #expect(message("auto", ["JOB_COMPLETION_INDEX": "1"]).contains("give the count as --shard auto/N"))
        #expect(message("auto", ["CI_NODE_INDEX": "5", "CI_NODE_TOTAL": "4"]).contains("outside its 4 jobs"))
        #expect(message("auto", ["CIRCLE_NODE_INDEX": "x", "CIRCLE_NODE_TOTAL": "2"]).contains("CIRCLE_NODE_INDEX=x"))
        #expect(message("auto/2", ["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "4"]).contains("runs 4 jobs"))
        #expect(message("auto/0").contains("auto/N with N ≥ 1"))
    }
}
