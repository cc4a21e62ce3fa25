import ControlKit
import Foundation
import TestSupport
import Testing

/// The HTML report's page and folder, read as files: no browser needed (HTMLReportBrowserTests
/// opens one in Chromium).
struct HTMLReportTests {
    /// A plain PNG of `width` × `height` in `folder`; its path.
    static func png(_ folder: TemporaryFolder, _ name: String, width: Int = 12, height: Int = 8, color: Color = .black) throws -> String {
        let path = folder.file(name)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let image = try #require(RGBAImage(width: width, height: height, fill: color))
        try PNG.write(image, to: path)
        return path
    }

    static func entry(_ figure: String, _ status: ReportEntry.Status, spec: String = "figures.yaml", actual: String? = nil,
                      expected: String? = nil, diff: String? = nil, message: String = "") -> ReportEntry {
        ReportEntry(figure: figure, spec: spec, control: "pageControl", appearance: "light", scale: 2, pixelWidth: 12, pixelHeight: 8,
                    seconds: 0.0125, status: status, message: message, actual: actual, expected: expected, diff: diff)
    }

    static func page(_ folder: String) throws -> String {
        try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    }

    /// Every value of `attribute="…"` in `html`.
    static func values(of attribute: String, in html: String) -> [String] {
        html.components(separatedBy: " \(attribute)=\"").dropFirst().compactMap { $0.split(separator: "\"", omittingEmptySubsequences: false).first.map(String.init) }
    }

    /// A report of three passed, one failed (expected, actual, diff), one new and one error.
    static func mixedRun(_ folder: TemporaryFolder) throws -> [ReportEntry] {
        [
            entry("one", .passed, actual: try png(folder, "out/one.png")),
            entry("two", .passed, actual: try png(folder, "out/two.png")),
            entry("broken", .failed, actual: try png(folder, "failures/broken-actual.png", color: .white),
                  expected: try png(folder, "goldens/broken.png"), diff: try png(folder, "failures/broken-diff.png"),
                  message: "34 pixels differ"),
            entry("three", .passed, actual: try png(folder, "out/three.png")),
            entry("fresh", .new, actual: try png(folder, "out/fresh.png")),
            entry("bad", .error, message: "figures[5].pageControl.currentPage: 12 is outside 0..<10"),
        ]
    }

    @Test func oneCardPerEntryWithTheFailuresFirst() throws {
        let folder = try TemporaryFolder()
        let report = folder.file("report")
        try HTMLReport.write(try Self.mixedRun(folder), title: "controlkit verify, 2026-11-26 10:41", to: report)
        let html = try Self.page(report)
        #expect(html.components(separatedBy: "<article class=\"card").count - 1 == 6)
        #expect(Self.values(of: "data-status", in: html) == ["failed", "error", "new", "passed", "passed", "passed"])
        #expect(html.contains("<title>controlkit verify, 2026-11-26 10:41</title>"))
        // Filters for the statuses present, and only those.
        for status in ["failed", "error", "new", "passed"] { #expect(html.contains("value=\"\(status)\" checked")) }
        for status in ["drawn", "cached"] { #expect(!html.contains("value=\"\(status)\" checked")) }
        // The failure compares three ways; the slider and the toggle are there.
        #expect(html.components(separatedBy: "class=\"reveal-range\"").count - 1 == 1)
        #expect(html.components(separatedBy: "class=\"flip-button\"").count - 1 == 1)
    }

    @Test func everyLinkIsARelativePathToAFileInTheReportFolder() throws {
        let folder = try TemporaryFolder()
        let report = folder.file("report")
        try HTMLReport.write(try Self.mixedRun(folder), title: "run", to: report)
        let html = try Self.page(report)
        let links = ["src", "href", "data-expected", "data-actual"].flatMap { Self.values(of: $0, in: html) }.filter { $0 != "data:," }
        // one, two, three, fresh, and the failure's expected, actual and diff.
        #expect(Set(links).count == 7)
        for link in links {
            #expect(link.hasPrefix("images/") && SafeName.isValidRelativePath(link), "\(link) is not a safe relative path")
            #expect(FileManager.default.fileExists(atPath: report + "/" + link), "\(link) is not in the report folder")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: report + "/images").count == 7)
    }

    @Test func nothingReferencesTheNetwork() throws {
        let folder = try TemporaryFolder()
        let report = folder.file("report")
        try HTMLReport.write(try Self.mixedRun(folder), title: "run", to: report)
        let html = try Self.page(report).lowercased()
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("src=\"//") && !html.contains("href=\"//") && !html.contains("url("))
        #expect(!html.contains("<link rel=\"stylesheet\"") && !html.contains("<script src"))
    }

    @Test func hostileTextIsEscapedEverywhere() throws {
        let folder = try TemporaryFolder()
        let report = folder.file("report")
        let hostile = "<script>alert(\"x\")</script> & 'q'"
        var entry = Self.entry(hostile, .error, spec: "\"><img src=x onerror=alert(1)>.yaml",
                               message: "</pre><img src=x onerror=alert(2)>")
        entry.control = "\"><b>control"
        entry.appearance = "'dark'"
        try HTMLReport.write([entry], title: "</title><script>alert(3)</script>", to: report)
        let html = try Self.page(report)
        #expect(html.components(separatedBy: "<script").count - 1 == 1, "only the report's own script")
        #expect(!html.contains("<img src=x") && !html.contains("<b>control") && !html.contains("</pre><img"))
        #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;q&apos;"))
        #expect(html.contains("data-control=\"&quot;&gt;&lt;b&gt;control\""))
        #expect(html.contains("<option value=\"&apos;dark&apos;\">&apos;dark&apos;</option>"))
    }

    @Test func oneFigureNameInTwoSpecsGetsTwoImageFiles() throws {
        let folder = try TemporaryFolder()
        let report = folder.file("report")
        let a = try Self.png(folder, "a/dots.png", width: 10), b = try Self.png(folder, "b/dots.png", width: 20)
        try HTMLReport.write([Self.entry("dots", .drawn, spec: "a.yaml", actual: a), Self.entry("dots", .drawn, spec: "b.yaml", actual: b)],
                             title: "batch", to: report)
        let links = Self.values(of: "src", in: try Self.page(report)).filter { $0.hasPrefix("images/") }
        #expect(links.count == 2 && Set(links).count == 2)
        for (link, source) in zip(links, [a, b]) {
            #expect(FileManager.default.contents(atPath: report + "/" + link) == FileManager.default.contents(atPath: source))
        }
    }

    @Test func imageNamesStayInsideTheImagesFolder() throws {
        let folder = try TemporaryFolder()
        let report = folder.file("report")
        var entry = Self.entry("../../etc/passwd", .new, actual: try Self.png(folder, "x.png"))
        entry.appearance = "/root/."
        try HTMLReport.write([entry], title: "run", to: report)
        let link = try #require(Self.values(of: "src", in: try Self.page(report)).first { $0.hasPrefix("images/") })
        #expect(SafeName.isValidRelativePath(link) && !link.contains(".."), "\(link)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: report)) == ["images", "index.html"])
    }

    @Test func theSameEntriesGiveTheSameBytes() throws {
        let folder = try TemporaryFolder()
        let entries = try Self.mixedRun(folder)
        try HTMLReport.write(entries, title: "run", to: folder.file("first"))
        try HTMLReport.write(entries, title: "run", to: folder.file("second"))
        #expect(try Self.page(folder.file("first")) == (try Self.page(folder.file("second"))))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("first/images")).sorted()
                == (try FileManager.default.contentsOfDirectory(atPath: folder.file("second/images")).sorted()))
    }

    @Test func aMissingImageIsNamedAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        let report = folder.file("new/report")
        let missing = folder.file("failures/gone.png")
        let entries = [Self.entry("fine", .passed, actual: try Self.png(folder, "fine.png")),
                       Self.entry("gone", .failed, actual: missing, expected: try Self.png(folder, "golden.png"))]
        let error = #expect(throws: DiagnosticList.self) { try HTMLReport.write(entries, title: "run", to: report) }
        #expect(error?.diagnostics.map(\.file) == [missing])
        #expect(error?.description.contains("No such file") == true, "\(String(describing: error))")
        #expect(!FileManager.default.fileExists(atPath: report + "/index.html"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("new")), "the folders it created are removed")
    }

    @Test func aFileThatIsNotAPNGIsNamed() throws {
        let folder = try TemporaryFolder()
        let notPNG = try folder.write("just text", to: "text.png")
        let error = #expect(throws: DiagnosticList.self) {
            try HTMLReport.write([Self.entry("odd", .drawn, actual: notPNG)], title: "run", to: folder.file("report"))
        }
        #expect(error?.diagnostics.first?.file == notPNG)
        #expect(error?.description.contains("not a PNG file") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.file("report/index.html")))
    }

    /// A figure a batch found current was never composed, so its entry has no size: the card
    /// gives its PNG's.
    @Test func aCachedFigureShowsItsPNGsSize() throws {
        let folder = try TemporaryFolder()
        var cached = Self.entry("kept", .cached, actual: try Self.png(folder, "out/kept.png", width: 30, height: 20))
        cached.pixelWidth = 0
        cached.pixelHeight = 0
        try HTMLReport.write([cached], title: "t", to: folder.file("report"))
        #expect(try Self.page(folder.file("report")).contains("<dt>Size</dt><dd>30 × 20 px</dd>"))
    }

    @Test func anEmptyRunIsAPageWithNoCards() throws {
        let folder = try TemporaryFolder()
        try HTMLReport.write([], title: "nothing", to: folder.file("report"))
        let html = try Self.page(folder.file("report"))
        #expect(!html.contains("<article"))
        #expect(html.contains("0 variants"))
    }
}
