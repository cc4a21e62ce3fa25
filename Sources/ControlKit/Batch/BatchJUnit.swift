// A batch's result as JUnit XML, as CI systems read it: one test suite per figure file, one
// test case per variant (its output path), a failure for each variant that was not written and
// for each file that could not be read (its errors, with line and field, as the message).

import Documents

extension Batch.Result {
    /// The JUnit XML document: `<testsuites>` with a `<testsuite>` per file in input order.
    public func junitXML() -> String {
        var files: [String] = []
        var cases: [String: [(name: String, failure: String?)]] = [:]
        let done = Set(written)
        for job in jobs {
            if cases[job.file] == nil { files.append(job.file) }
            let failure = done.contains(job.output) ? nil : errors.filter { $0.file == job.file }.map(\.description).joined(separator: "\n")
            cases[job.file, default: []].append((job.output, failure.map { $0.isEmpty ? "not written" : $0 }))
        }
        // Files that produced no job (unreadable, or every figure bad) fail as one case.
        for file in Set(errors.compactMap(\.file)).sorted() where cases[file] == nil {
            files.append(file)
            cases[file] = [("load", errors.filter { $0.file == file }.map(\.description).joined(separator: "\n"))]
        }
        let total = files.reduce(0) { $0 + (cases[$1]?.count ?? 0) }
        let failed = files.reduce(0) { $0 + (cases[$1]?.filter { $0.failure != nil }.count ?? 0) }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"controlkit batch\" tests=\"\(total)\" failures=\"\(failed)\" time=\"\(String(format: "%.3f", seconds))\">\n"
        for file in files {
            let list = cases[file] ?? []
            xml += "  <testsuite name=\"\(Markup.escaped(file))\" tests=\"\(list.count)\" failures=\"\(list.filter { $0.failure != nil }.count)\">\n"
            for c in list {
                xml += "    <testcase classname=\"\(Markup.escaped(file))\" name=\"\(Markup.escaped(c.name))\""
                if let failure = c.failure {
                    xml += ">\n      <failure message=\"\(Markup.escaped(failure.split(separator: "\n").first.map(String.init) ?? ""))\">"
                        + Markup.escaped(failure) + "</failure>\n    </testcase>\n"
                } else {
                    xml += "/>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }
}
