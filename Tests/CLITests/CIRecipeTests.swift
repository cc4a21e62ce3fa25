import Documents
import Foundation
import TestSupport
import Testing

/// The three CI recipes of docs/ci.md: each parses as YAML, has the keys its runner needs, and
/// its `controlkit` command lines, run as the runner would run them (the CI's variables set,
/// artifacts moved where the runner puts them), render every shard of a small figure folder and
/// merge them into one run.
@Suite struct CIRecipeTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The fenced blocks of docs/ci.md in `language`, in order.
    static func blocks(_ language: String) throws -> [String] {
        let text = try String(contentsOfFile: packageRoot + "/docs/ci.md", encoding: .utf8)
        var blocks: [String] = [], current: [String]?
        for line in text.components(separatedBy: "\n") {
            if current == nil, line == "```" + language {
                current = []
            } else if current != nil, line == "```" {
                blocks.append((current ?? []).joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The YAML recipe whose first line is `# <file>`, parsed.
    static func recipe(_ file: String) throws -> DocumentNode {
        let found = try blocks("yaml").filter { $0.hasPrefix("# \(file)\n") }
        try #require(found.count == 1, "docs/ci.md has one yaml block starting \"# \(file)\"")
        do { return try DocumentNode.parse(yaml: found[0]) } catch { throw error }
    }

    /// A small figure folder standing in for `Examples`: eleven variants in two files.
    static func sandbox() throws -> TemporaryFolder {
        let f = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: f.file("Examples"), withIntermediateDirectories: true)
        try f.write("defaults: {scales: [1, 2, 3]}\nfigures:\n  - {name: three, pageControl: {pages: 3, currentPage: 1}}\n"
                    + "  - {name: five, appearances: [light], pageControl: {pages: 5}}\n", to: "Examples/dots.yaml")
        try f.write("figures:\n  - {name: tabs, scales: [2, 3], appearances: [light, dark], segmentedControl: {segments: [Day, Week]}}\n"
                    + "  - {name: wide, scale: 1, segmentedControl: {segments: [One, Two, Three]}}\n", to: "Examples/tabs.yaml")
        return f
    }

    /// Runs `line` with `sh -c` in `folder`, `controlkit` on the PATH being the one under test.
    static func shell(_ line: String, in folder: String, environment: [String: String] = [:]) throws -> ControlKitCLI.Run {
        let bin = URL(fileURLWithPath: try ControlKitCLI.binary()).deletingLastPathComponent().path
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try ChildProcess.run("/bin/sh", ["-c", line], in: folder, environment: environment.merging(["PATH": path]) { a, _ in a })
    }

    /// The merged run in `folder` holds every variant of the sandbox once, drawn.
    static func expectMergedWhole(_ folder: String, _ run: ControlKitCLI.Run) throws {
        #expect(run.status == 0, "\(run.stderr)")
        let record = try String(contentsOfFile: folder + "/.controlkit-run.json", encoding: .utf8)
        #expect(record.components(separatedBy: "\"status\" : \"drawn\"").count - 1 == 11, "\(record)")
        #expect(!record.contains("\"shard\""), "a merged run is whole")
    }

    // MARK: GitHub Actions

    @Test func gitHubActionsWorkflow() throws {
        let workflow = try Self.recipe(".github/workflows/figures.yml")
        #expect(workflow["on"] != nil && workflow["name"] != nil)
        let jobs = try #require(workflow["jobs"]?.pairs)
        for (name, job) in jobs {
            #expect(job["runs-on"]?.text != nil, "\(name) names its runner")
            let steps = job["steps"]?.items ?? []
            #expect(!steps.isEmpty, "\(name) has steps")
            for step in steps {
                #expect((step["uses"] == nil) != (step["run"] == nil), "\(name): a step either uses an action or runs a command")
                if let action = step["uses"]?.text { #expect(action.contains("@v"), "\(action) is pinned to a version") }
            }
            for needed in job["needs"].map({ $0.items.isEmpty ? [$0] : $0.items }) ?? [] {
                #expect(jobs.contains { $0.key == needed.text }, "\(name) needs \(needed.text ?? "?"), which is a job")
            }
        }
        let (renderName, render) = try #require(jobs.first { $0.value["strategy"]?["matrix"] != nil })
        let shards = try #require(render["strategy"]?["matrix"]?["shard"]?.items.compactMap { $0.text })
        #expect(shards == (1 ... shards.count).map(String.init) && shards.count > 1, "the matrix numbers its shards from 1")
        let steps = render["steps"]?.items ?? []
        #expect(steps.contains { $0["uses"]?.text?.hasPrefix("actions/cache@") == true && $0["with"]?["path"]?.text?.contains("out/") == true },
                "each shard keeps its output folder (the cache) between runs")
        let upload = try #require(steps.first { $0["uses"]?.text?.hasPrefix("actions/upload-artifact@") == true })
        #expect(upload["with"]?["include-hidden-files"]?.text == "true", "the run's record is a hidden file")
        let (_, merge) = try #require(jobs.first { $0.value["steps"]?.items.contains { $0["run"]?.text?.contains("controlkit merge") == true } == true })
        #expect(merge["needs"]?.text == renderName || merge["needs"]?.items.contains { $0.text == renderName } == true)
        let download = try #require(merge["steps"]?.items.first { $0["with"]?["pattern"] != nil })

        // The matrix as GitHub runs it: each job's `${{ … }}` filled in, its artifact put where
        // the merge job's download puts it (`<path>/<artifact name>`), then the merge.
        let f = try Self.sandbox()
        let batchLine = try #require(steps.compactMap { $0["run"]?.text }.first { $0.hasPrefix("controlkit batch") })
        for shard in shards {
            func filled(_ text: String) -> String {
                text.replacingOccurrences(of: "${{ matrix.shard }}", with: shard)
                    .replacingOccurrences(of: "${{ strategy.job-total }}", with: String(shards.count))
            }
            #expect(try Self.shell(filled(batchLine), in: f.path).status == 0)
            let name = try #require(upload["with"]?["name"]?.text.map(filled)), path = try #require(upload["with"]?["path"]?.text.map(filled))
            let into = try #require(download["with"]?["path"]?.text)
            try FileManager.default.createDirectory(atPath: f.file(into), withIntermediateDirectories: true)
            try FileManager.default.moveItem(atPath: f.file(path), toPath: f.file(into + "/" + name))
        }
        let mergeLine = try #require(merge["steps"]?.items.compactMap { $0["run"]?.text }.first { $0.hasPrefix("controlkit merge") })
        try Self.expectMergedWhole(f.file("site"), try Self.shell(mergeLine, in: f.path))
        #expect(FileManager.default.fileExists(atPath: f.file("junit.xml")) && FileManager.default.fileExists(atPath: f.file("report/index.html")))
    }

    // MARK: GitLab CI

    @Test func gitLabParallelJob() throws {
        let pipeline = try Self.recipe(".gitlab-ci.yml")
        let stages = try #require(pipeline["stages"]?.items.compactMap { $0.text })
        let reserved: Set<String> = ["default", "stages", "variables", "workflow", "include"]
        let jobs = (pipeline.pairs ?? []).filter { !reserved.contains($0.key) }
        #expect(jobs.count == 3)
        for (name, job) in jobs {
            #expect(stages.contains(job["stage"]?.text ?? ""), "\(name)'s stage is listed")
            #expect(!(job["script"]?.items.isEmpty ?? true), "\(name) has a script")
            for needed in job["needs"]?.items ?? [] { #expect(jobs.contains { $0.key == needed.text }, "\(name) needs \(needed.text ?? "?")") }
        }
        let render = try #require(jobs.first { $0.value["parallel"] != nil }?.value)
        let count = try #require(render["parallel"]?.text.flatMap { Int($0) })
        #expect(render["cache"]?["key"]?.text?.contains("$CI_NODE_INDEX") == true, "a cache per shard")
        #expect(render["artifacts"]?["when"]?.text == "always")
        let merge = try #require(jobs.first { $0.value["script"]?.items.contains { $0.text?.hasPrefix("controlkit merge") == true } == true }?.value)
        #expect(merge["when"]?.text == "always" && merge["artifacts"]?["reports"]?["junit"]?.text == "junit.xml")

        // The parallel jobs as GitLab runs them: CI_NODE_INDEX 1…N and CI_NODE_TOTAL N set in
        // each (which --shard auto reads); the artifacts land in one folder for the merge.
        let f = try Self.sandbox()
        for index in 1 ... count {
            for line in render["script"]?.items.compactMap { $0.text } ?? [] {
                let run = try Self.shell(line, in: f.path, environment: ["CI_NODE_INDEX": String(index), "CI_NODE_TOTAL": String(count)])
                #expect(run.status == 0, "\(line): \(run.stderr)")
            }
        }
        let mergeLine = try #require(merge["script"]?.items.first?.text)
        try Self.expectMergedWhole(f.file("site"), try Self.shell(mergeLine, in: f.path))
    }

    // MARK: Kubernetes

    @Test func kubernetesIndexedJob() throws {
        let job = try Self.recipe("controlkit-job.yaml")
        #expect(job["apiVersion"]?.text == "batch/v1" && job["kind"]?.text == "Job")
        let spec = try #require(job["spec"])
        #expect(spec["completionMode"]?.text == "Indexed")
        let completions = try #require(spec["completions"]?.text.flatMap { Int($0) })
        #expect(["Never", "OnFailure"].contains(spec["template"]?["spec"]?["restartPolicy"]?.text ?? ""), "a Job's pods do not restart Always")
        let container = try #require(spec["template"]?["spec"]?["containers"]?.items.first)
        #expect(container["name"] != nil && container["image"] != nil)
        let volumes = Set(spec["template"]?["spec"]?["volumes"]?.items.compactMap { $0["name"]?.text } ?? [])
        for mount in container["volumeMounts"]?.items ?? [] { #expect(volumes.contains(mount["name"]?.text ?? ""), "a mount names a volume") }
        let command = try #require(container["command"]?.items.compactMap { $0.text })
        #expect(command.count == 3 && command[0] == "sh" && command[1] == "-c")
        #expect(command[2].contains("--shard auto/\(completions)"), "the shard count is the Job's completions")

        // The pods as the Job controller starts them: JOB_COMPLETION_INDEX 0…N−1, one volume.
        let f = try Self.sandbox()
        for index in 0 ..< completions {
            let run = try Self.shell(command[2], in: f.path, environment: ["JOB_COMPLETION_INDEX": String(index)])
            #expect(run.status == 0, "\(run.stderr)")
        }
        let mergeLine = try #require(try Self.blocks("sh").first { $0.hasPrefix("controlkit merge") })
        try Self.expectMergedWhole(f.file("site"), try Self.shell(mergeLine, in: f.path))
    }

    /// Without the CI's variables, `--shard auto` is an error that names them, not a whole run.
    @Test func autoWithoutTheVariablesSaysWhichItLookedFor() throws {
        let f = try Self.sandbox()
        let cleared = ["CI_NODE_INDEX", "CI_NODE_TOTAL", "CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", "BUILDKITE_PARALLEL_JOB",
                       "BUILDKITE_PARALLEL_JOB_COUNT", "JOB_COMPLETION_INDEX"].map { "unset \($0); " }.joined()
        let run = try Self.shell(cleared + "controlkit batch Examples --out out --shard auto", in: f.path)
        #expect(run.status == 2 && run.stderr.contains("CI_NODE_INDEX") && run.stderr.contains("JOB_COMPLETION_INDEX"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: f.file("out")))
    }
}

/// Reading a parsed recipe: a map's value by key, a list's items, a scalar's text.
extension DocumentNode {
    subscript(key: String) -> DocumentNode? {
        guard case .map(let pairs) = value else { return nil }
        return pairs.first { $0.key == key }?.value
    }
    var pairs: [(key: String, value: DocumentNode)]? {
        guard case .map(let pairs) = value else { return nil }
        return pairs
    }
    var items: [DocumentNode] {
        guard case .list(let items) = value else { return [] }
        return items
    }
    var text: String? {
        guard case .scalar(let text, _) = value else { return nil }
        return text
    }
}
