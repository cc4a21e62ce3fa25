// A render batch's jobs: each variant drawn, encoded and written atomically into the output
// folder, unless its PNG is there and its inputs have not changed (`BatchCache`).

import Documents
import FileIO
import Foundation

extension Batch {
    /// The state a render batch's jobs share: the cache as it was when the run began (read
    /// only) and the journal each written PNG's key is appended to.
    final class Renderer: Sendable {
        private let jobs: [Job]
        private let previous: BatchCache
        private let journal: BatchCache.Journal?

        init(jobs: [Job], outputDirectory: String, cache: BatchCache) {
            self.jobs = jobs
            previous = cache
            if !jobs.isEmpty { try? FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true) }
            journal = jobs.isEmpty ? nil : BatchCache.Journal(previous)
        }

        /// Job `index`: skipped when the planner found it current (not composed), else drawn and
        /// written, its key journaled once the PNG is in place.
        @Sendable func render(_ index: Int) -> Outcome {
            let job = jobs[index]
            guard let variant = job.variant else { return Outcome(status: .cached, seconds: 0, errors: [], check: nil) }
            // The text's warnings (a character no font has) travel with the job's errors and are
            // reported as warnings; they do not fail the job.
            let (errors, seconds) = Batch.timed { () -> [Diagnostic] in
                do throws(DiagnosticList) {
                    let rendering = variant.rendering()
                    try OutputSet.writePNG(rendering.canvas.image(), to: job.output)
                    if let key = job.key { journal?.record(job.output, key: key) }
                    return rendering.warnings.map { $0.inFile(job.file) }
                } catch {
                    return error.diagnostics.map { $0.inFile($0.file ?? job.file) }
                }
            }
            return Outcome(status: errors.contains(where: \.isError) ? .error : .drawn, seconds: seconds, errors: errors, check: nil)
        }

        /// Writes the cache file with every job's key (none for a job that failed) and removes
        /// the journal; a warning when the file cannot be written.
        func saveCache(_ outcomes: [Outcome]) -> [Diagnostic] {
            guard !jobs.isEmpty else { return [] }
            var cache = previous
            for i in jobs.indices { cache.keys[jobs[i].output] = outcomes[i].status == .error ? nil : jobs[i].key }
            do { try cache.save() } catch {
                return [Diagnostic(.warning, file: cache.path, "cannot write the cache: \(error.localizedDescription)")]
            }
            return []
        }
    }
}
