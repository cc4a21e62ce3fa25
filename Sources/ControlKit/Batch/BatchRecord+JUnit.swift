// A run's record as JUnit XML, as CI systems read it (the common schema that Jenkins, GitLab
// and GitHub's test reporters share): one <testsuite> per figure file, one <testcase> per
// variant (named by its output name, with its time), a <failure> for a golden that differs or
// is new (the comparison's summary and the files a reviewer opens), an <error> for a variant
// that could not be drawn or written, for a figure left out and for a file that could not be
// read (its errors, with line and field).

import Documents
import Foundation

extension BatchRecord {
    /// One test case: its name, time, and what went wrong, if anything.
    private struct TestCase {
        enum Problem { case failure(type: String, text: String), error(text: String) }
        var name: String
        var seconds: Double
        var problem: Problem?
    }

    /// The JUnit XML document: `<testsuites>` with a `<testsuite>` per file in input order;
    /// `timestamp` is when the run ended (written in UTC).
    package func junitXML(timestamp: Date = Date()) -> String {
        var files: [String] = []
        var cases: [String: [TestCase]] = [:]
        for figure in figures {
            if cases[figure.file] == nil { files.append(figure.file) }
            cases[figure.file, default: []].append(TestCase(name: figure.outputName, seconds: figure.seconds, problem: Self.problem(figure)))
        }
        // An error found while planning is a case of its own in its file's suite: one per
        // figure left out (named by its field), or `load` for a file wrong as a whole.
        var planned: [(file: String, name: String, texts: [String])] = []
        for error in planErrors {
            let name = error.figure ?? "load"
            if let i = planned.firstIndex(where: { $0.file == error.file && $0.name == name }) {
                planned[i].texts.append(error.text)
            } else {
                planned.append((error.file, name, [error.text]))
            }
        }
        for group in planned {
            if cases[group.file] == nil { files.append(group.file) }
            cases[group.file, default: []].append(TestCase(name: group.name, seconds: 0, problem: .error(text: group.texts.joined(separator: "\n"))))
        }
        func count(_ list: [TestCase], errors: Bool) -> Int {
            list.filter { c in
                switch c.problem { case .error?: errors; case .failure?: !errors; case nil: false }
            }.count
        }
        let all = files.flatMap { cases[$0] ?? [] }
        // The schema's timestamp: an ISO 8601 date and time without a zone (here UTC).
        let stamp = ISO8601DateFormatter.string(from: timestamp, timeZone: TimeZone(identifier: "UTC") ?? .current,
                                                formatOptions: [.withFullDate, .withDashSeparatorInDate, .withTime, .withColonSeparatorInTime])
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"controlkit\" tests=\"\(all.count)\" failures=\"\(count(all, errors: false))\" "
            + "errors=\"\(count(all, errors: true))\" time=\"\(Self.seconds(seconds))\">\n"
        for (index, file) in files.enumerated() {
            let list = cases[file] ?? []
            xml += "  <testsuite name=\"\(Markup.escaped(file))\" id=\"\(index)\" tests=\"\(list.count)\" failures=\"\(count(list, errors: false))\" "
                + "errors=\"\(count(list, errors: true))\" skipped=\"0\" time=\"\(Self.seconds(list.reduce(0) { $0 + $1.seconds }))\" "
                + "timestamp=\"\(stamp)\">\n"
            for c in list {
                xml += "    <testcase name=\"\(Markup.escaped(c.name))\" classname=\"\(Markup.escaped(file))\" time=\"\(Self.seconds(c.seconds))\""
                switch c.problem {
                case nil:
                    xml += "/>\n"
                case .failure(let type, let text)?:
                    xml += ">\n      <failure message=\"\(Markup.escaped(Self.firstLine(text)))\" type=\"\(type)\">\(Markup.escaped(text))</failure>\n    </testcase>\n"
                case .error(let text)?:
                    xml += ">\n      <error message=\"\(Markup.escaped(Self.firstLine(text)))\" type=\"error\">\(Markup.escaped(text))</error>\n    </testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// What a variant's test case reports: nothing when it was written or matched; a failure
    /// for a golden that differs (`mismatch`) or is new (`new`), with the message and the files
    /// a reviewer opens; an error for a variant that could not be drawn or written.
    private static func problem(_ figure: Figure) -> TestCase.Problem? {
        switch figure.status {
        case .passed, .drawn, .cached:
            return nil
        case .failed, .new:
            let files = figure.artifacts + (figure.recorded.map { [$0] } ?? [])
            let text = figure.message + (files.isEmpty ? "" : "\nfiles:\n" + files.joined(separator: "\n"))
            return .failure(type: figure.status == .new ? "new" : "mismatch", text: text)
        case .error:
            return .error(text: figure.message.isEmpty ? "not written" : figure.message)
        }
    }

    private static func firstLine(_ text: String) -> String { text.split(separator: "\n").first.map(String.init) ?? "" }

    /// Seconds as JUnit writes them: a decimal number with three places.
    private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
}
