import ControlKit
import Foundation
import TestSupport
import Testing

/// The HTML report in a real browser: Debian's headless Chromium driven by
/// Tests/Browser/report_browser_test.py (Selenium), which loads the page from disk and checks the
/// console, the cards, the overlay's slider, the toggle and the filters, and takes a screenshot.
///
/// Runs when Chromium, chromedriver and python3-selenium are installed
/// (Scripts/install-browser.sh); skipped otherwise, unless CONTROLKIT_BROWSER_TEST=required
/// (as CI sets it), when it fails naming what is missing. The report and the screenshot are
/// left in .build/html-report-browser-test/ to be looked at.
struct HTMLReportBrowserTests {
    static let python = "/usr/bin/python3"
    static let tools = ["/usr/bin/chromium", "/usr/bin/chromedriver", python]
    /// Debian's python3-selenium, as /usr/bin/python3 imports it.
    static let selenium = "/usr/lib/python3/dist-packages/selenium/__init__.py"

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = root.appendingPathComponent("Tests/Browser/report_browser_test.py").path
    static let output = root.appendingPathComponent(".build/html-report-browser-test").path

    /// What this machine lacks for the test, in words.
    static var missing: [String] {
        tools.filter { !FileManager.default.isExecutableFile(atPath: $0) }
            + (FileManager.default.fileExists(atPath: selenium) ? [] : ["python3-selenium (\(selenium))"])
    }

    static var required: Bool { ProcessInfo.processInfo.environment["CONTROLKIT_BROWSER_TEST"] == "required" }

    @Test(.enabled(if: required || missing.isEmpty,
                   "needs chromium, chromium-driver and python3-selenium (Scripts/install-browser.sh); CONTROLKIT_BROWSER_TEST=required runs it anyway"))
    func theReportWorksInHeadlessChromium() throws {
        try #require(Self.missing.isEmpty,
                     "CONTROLKIT_BROWSER_TEST=required, but this machine lacks \(Self.missing.joined(separator: ", ")); run Scripts/install-browser.sh")
        let folder = try TemporaryFolder()
        let entries = try Self.run(in: folder)
        try? FileManager.default.removeItem(atPath: Self.output)
        let report = Self.output + "/report", screenshot = Self.output + "/screenshot.png"
        try HTMLReport.write(entries, title: "controlkit verify, 2026-11-26 10:41", to: report)
        let run = try ChildProcess.run(Self.python, [Self.script, report + "/index.html", String(entries.count), screenshot,
                                                     "--failed", String(entries.filter { $0.status == .failed }.count)])
        #expect(run.status == 0, "report_browser_test.py exited \(run.status):\n\(run.stderr)\n\(run.stdout)")
        #expect(FileManager.default.fileExists(atPath: screenshot))
    }

    /// A verify run's variants over real controls, drawn now: three passed, two failed (with
    /// the comparison's diff), one new, one that could not be drawn.
    static func run(in folder: TemporaryFolder) throws -> [ReportEntry] {
        func write(_ pixels: Pixmap, _ name: String) throws -> String {
            let path = folder.file(name)
            try PNG.write(pixels.unpremultiplied(), to: path)
            return path
        }
        func entry(_ figure: String, _ control: String, _ appearance: Appearance, _ scale: Int, _ status: ReportEntry.Status,
                   actual: Pixmap?, expected: Pixmap? = nil, message: String = "") throws -> ReportEntry {
            let name = "\(figure)-\(appearance)@\(scale)x"
            var diff: String?
            if let actual, let expected {
                let comparison = try ImageComparison.compare(expected: expected.unpremultiplied(), actual: actual.unpremultiplied())
                let path = folder.file(name + "-diff.png")
                try PNG.write(comparison.diff, to: path)
                diff = path
            }
            return ReportEntry(figure: figure, spec: "Goldens/\(control)/cases.yaml", control: control, appearance: "\(appearance)",
                               scale: scale, pixelWidth: actual?.width ?? 0, pixelHeight: actual?.height ?? 0, seconds: 0.004 * Double(scale),
                               status: status, message: message, actual: try actual.map { try write($0, name + ".png") },
                               expected: try expected.map { try write($0, name + "-expected.png") }, diff: diff)
        }
        let days = ["Day", "Week", "Month"]
        return [
            try entry("five-pages", "pageControl", .light, 2, .passed, actual: try PageControl(pages: 5, currentPage: 1).render(scale: 2)),
            try entry("segments", "segmentedControl", .dark, 2, .failed,
                      actual: try SegmentedControl(segments: days, selectedSegment: 2).render(scale: 2, appearance: .dark),
                      expected: try SegmentedControl(segments: days, selectedSegment: 1).render(scale: 2, appearance: .dark),
                      message: "pixelmatch: 2,214 of 31,200 pixels differ (7.1%)"),
            try entry("five-pages", "pageControl", .dark, 3, .passed,
                      actual: try PageControl(pages: 5, currentPage: 1).render(scale: 3, appearance: .dark)),
            try entry("current-page <3> & \"more\"", "pageControl", .light, 3, .failed,
                      actual: try PageControl(pages: 7, currentPage: 4).render(scale: 3),
                      expected: try PageControl(pages: 7, currentPage: 3).render(scale: 3),
                      message: "exact: 96 of 11,340 pixels differ"),
            try entry("segments", "segmentedControl", .light, 1, .passed,
                      actual: try SegmentedControl(segments: days, selectedSegment: 0).render(scale: 1)),
            try entry("twelve-pages", "pageControl", .light, 3, .new, actual: try PageControl(pages: 12, currentPage: 0).render(scale: 3),
                      message: "no golden; recorded (CONTROLKIT_RECORD=missing)"),
            try entry("too-far", "pageControl", .light, 3, .error, actual: nil,
                      message: "Goldens/pageControl/cases.yaml:19: figures[3].pageControl.currentPage: 12 is outside 0..<10"),
        ]
    }
}
