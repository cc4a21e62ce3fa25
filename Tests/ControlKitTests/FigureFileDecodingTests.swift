import ControlKit
import Controls
import Testing

/// Figure files: YAML and JSON read into the same figures; every error of every figure named
/// with its field and line, in one run.
@Suite struct FigureFileDecodingTests {
    static let yaml = """
        format: controlkit-figures/1
        defaults:
          scales: [2, 3]
          appearances: [light, dark]
          backdrop: "#336699"
        figures:
          - name: weather
            pageControl:
              pages: 5
              currentPage: 1
              backgroundStyle: prominent
              tintOther: systemGray
              pageImages:
                0: location.fill
          - name: long
            scale: 3
            output: "long/{appearance}.png"
            placement: phone
            backdrop: {gradient: ["#000000", systemBlue]}
            pageControl: {pages: 30, currentPage: 15, direction: rtl, maxVisible: 10, width: 300}
        """

    static let json = """
        {"format": "controlkit-figures/1",
         "defaults": {"scales": [2, 3], "appearances": ["light", "dark"], "backdrop": "#336699"},
         "figures": [
           {"name": "weather", "pageControl": {"pages": 5, "currentPage": 1, "backgroundStyle": "prominent",
                                               "tintOther": "systemGray", "pageImages": {"0": "location.fill"}}},
           {"name": "long", "scale": 3, "output": "long/{appearance}.png", "placement": "phone",
            "backdrop": {"gradient": ["#000000", "systemBlue"]},
            "pageControl": {"pages": 30, "currentPage": 15, "direction": "rtl", "maxVisible": 10, "width": 300}}
         ]}
        """

    /// The diagnostics decoding `yaml` reports, as printed.
    func issues(_ yaml: String) -> [String] {
        do {
            _ = try FigureFile.decode(yaml: yaml)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// The diagnostics decoding and checking `yaml` report together, as printed.
    func planIssues(_ yaml: String, strict: Bool = false) throws -> [String] {
        let root = try DocumentNode.parse(yaml: yaml)
        do {
            _ = try FigurePlan(root, strict: strict)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    func plan(_ yaml: String) throws -> FigurePlan { try FigurePlan(try DocumentNode.parse(yaml: yaml)) }

    @Test func yamlAndJSONGiveTheSameFigures() throws {
        let a = try FigurePlan(try FigureFile.decode(yaml: Self.yaml))
        let b = try FigurePlan(try FigureFile.decode(json: Array(Self.json.utf8)))
        #expect(a.variants.map(\.outputPath) == b.variants.map(\.outputPath))
        #expect(a.variants.map(\.scene) == b.variants.map(\.scene))
        #expect(a.variants.map(\.outputPath) == ["weather-light-2x.png", "weather-light-3x.png", "weather-dark-2x.png",
                                                  "weather-dark-3x.png", "long/light.png", "long/dark.png"])
    }

    @Test func decodedValuesAreThoseWritten() throws {
        let file = try FigureFile.decode(yaml: Self.yaml)
        let weather = try #require(file.figures[0].control as? PageControl)
        let long = try #require(file.figures[1].control as? PageControl)
        #expect(weather.pages == 5 && weather.currentPage == 1 && weather.backgroundStyle == .prominent)
        #expect(weather.pageImages[0] == .symbol(Symbols.locationFill) && weather.tintOther?.description == "systemGray")
        #expect(long.direction == .rtl && long.width == 300 && long.maxVisible == 10)
        #expect(file.figures[1].placement == .phone && file.figures[1].scales == [3])
        #expect(file.figures[1].backdrop == .gradient([try ColorValue(parsing: "#000000"), try ColorValue(parsing: "systemBlue")]))
    }

    /// Files written before the rename keep working: the old format name and key spellings.
    @Test func earlierSpellingsStillRead() throws {
        let old = try FigureFile.decode(yaml: "format: controlkit-spec/1\nfigures:\n  - {name: a, pageControl: {pages: 3, background: minimal}}\n")
        #expect((old.figures[0].control as? PageControl)?.backgroundStyle == .minimal)
        #expect(issues("figures:\n  - {name: a, pageControl: {pages: 3, background: minimal, backgroundStyle: prominent}}\n")
                == ["line 2: figures[0].pageControl.background: give one of backgroundStyle or background, not both (figures[0].pageControl.backgroundStyle is given too)"])
    }

    /// The issue's own example: errors name the figure, the field and the line.
    @Test func currentPageOutOfRangeNamesFigureFieldAndLine() throws {
        var figures = ""
        for i in 0 ..< 3 { figures += "  - {name: f\(i), pageControl: {pages: 4}}\n" }
        figures += "  - name: bad\n    pageControl:\n      pages: 10\n      currentPage: 12\n"
        #expect(try planIssues("figures:\n" + figures) == ["line 8: figures[3].pageControl.currentPage: 12 is outside 0..<10"])
    }

    /// Done-means of the restructuring: a file with three bad figures — an unknown key, a bad
    /// colour, a page out of range — reports all three, each with its line, in one run.
    @Test func threeBadFiguresAreReportedTogetherWithLines() throws {
        let yaml = """
            figures:
              - name: typo
                pageControl: {pages: 3, curentPage: 1}
              - name: colour
                pageControl: {pages: 3, tintCurrent: bleu}
              - name: range
                pageControl:
                  pages: 4
                  currentPage: 9
            """
        let found = try planIssues(yaml)
        #expect(found.count == 3, "\(found)")
        #expect(found[0].hasPrefix("line 3: figures[0].pageControl.curentPage: unknown key (did you mean currentPage?"))
        #expect(found[1].hasPrefix("line 5: figures[1].pageControl.tintCurrent: \"bleu\" is not a colour"))
        #expect(found[2] == "line 9: figures[2].pageControl.currentPage: 9 is outside 0..<4")
    }

    @Test func hIGErrorsAndWarningsCarryTheirPath() throws {
        let yaml = """
            figures:
              - name: a
                pageControl: {pages: 5, backgroundStyle: minimal, interaction: scrubbing}
              - name: b
                pageControl: {pages: 5, pageImages: {0: location.fill, 1: star.fill}}
            """
        let found = try planIssues(yaml)
        // The error stops the render; the other figure's warning is reported beside it.
        #expect(found.count == 2 && found[0].hasPrefix("line 3: figures[0].pageControl.interaction: scrubbing with background style minimal"))
        #expect(found.last?.hasPrefix("line 5: figures[1].pageControl.pageImages: 3 distinct") == true)
        let warningOnly = "figures:\n  - name: b\n    pageControl: {pages: 5, pageImages: {0: location.fill, 1: star.fill}}\n"
        #expect(try planIssues(warningOnly).isEmpty)
        #expect(try plan(warningOnly).warnings.map(\.field.description) == ["figures[0].pageControl.pageImages"])
        let strict = try planIssues(warningOnly, strict: true)
        #expect(strict.count == 1 && strict[0].hasPrefix("line 3: figures[0].pageControl.pageImages: 3 distinct indicator images"))
    }

    @Test func customImageColourWarningHasItsPathAndLine() throws {
        let yaml = """
            figures:
              - name: c
                pageControl:
                  pages: 3
                  pageImages:
                    2: {path: "M0 0 L8 0 L4 8 Z", size: [8, 8], color: systemRed}
            """
        let warnings = try plan(yaml).warnings
        #expect(warnings.map(\.field.description) == ["figures[0].pageControl.pageImages[2].color"])
        #expect(warnings.first?.location == .line(6))
    }

    @Test func decodingErrorsNameTheFieldAndLine() {
        #expect(issues("figures:\n  - name: a\n    pageControl: {pages: five}\n")
                == ["line 3: figures[0].pageControl.pages: expected a whole number, found \"five\""])
        #expect(issues("figures:\n  - name: a\n    pageControl: {pages: 3, tintOther: bleu}\n")
                == ["line 3: figures[0].pageControl.tintOther: \"bleu\" is not a colour: expected #RRGGBB, #RRGGBBAA or an iOS system colour name (systemBlue, label, systemGray, …)"])
        #expect(issues("figures:\n  - name: a\n    pageControl: {pages: 3, colour: red}\n").first?
                .hasPrefix("line 3: figures[0].pageControl.colour: unknown key") == true)
        #expect(issues("figures:\n  - name: a\n    scale: 4\n    pageControl: {pages: 3}\n")
                == ["line 3: figures[0].scale: 4 is not a scale (expected 1, 2 or 3)"])
        #expect(issues("figures:\n  - name: a\n    pageControl: {pages: 3, indicatorImage: star}\n").first?
                .hasPrefix("line 3: figures[0].pageControl.indicatorImage: unknown symbol \"star\"") == true)
        #expect(issues("figures:\n  - name: a\n") == ["line 2: figures[0]: a figure needs a control: pageControl, picker, datePicker, navigationBar, segmentedControl, actionSheet"])
    }

    /// Every error of every figure is reported, not only the first of the first.
    @Test func everyErrorIsReported() {
        let found = issues("figures:\n  - {name: a, pageControl: {pages: x, direction: up}}\n  - {name: b, pageControl: {pages: 3, background: loud}}\n")
        #expect(found.count == 3, "\(found)")
        #expect(found[0].contains("figures[0].pageControl.pages") && found[1].contains("figures[0].pageControl.direction"))
        #expect(found[2].contains("figures[1].pageControl.background"))
    }

    /// A figure built in Swift, with no file, keeps its place in messages and does not hide the
    /// next figure's errors.
    @Test func inMemoryFiguresAreNamedByTheirPlace() throws {
        let file = FigureFile(figures: [Figure(name: "a", control: PageControl(pages: 3, currentPage: 7)),
                                        Figure(name: "b", control: PageControl(pages: 0))])
        do {
            _ = try FigurePlan(file)
            Issue.record("expected errors")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["figures[0].pageControl.currentPage: 7 is outside 0..<3",
                                                             "figures[1].pageControl.pages: 0 must be at least 1 (a page control shows one indicator per page)"])
        }
    }

    @Test func duplicateFigureNamesAreErrors() {
        #expect(issues("figures:\n  - {name: a, pageControl: {pages: 3}}\n  - {name: a, pageControl: {pages: 4}}\n")
                == ["line 3: figures[1]: the name \"a\" is already the name of figures[0]"])
    }

    @Test(arguments: ["../up.png", "/abs.png", "a//b.png", "x/./y.png", "{name}/../../{scale}.png", "{nope}.png", "x.jpg", "a b.png"])
    func outputPatternsNeverEscape(pattern: String) {
        let found = issues("defaults:\n  output: \"\(pattern)\"\nfigures:\n  - {name: a, pageControl: {pages: 3}}\n")
        #expect(found.count == 1 && found[0].hasPrefix("line 2: defaults.output: "), "\(found)")
    }

    @Test func figureNamesCannotCarryPaths() {
        for name in ["../x", "a/b", ".hidden", "", "é"] {
            let found = issues("figures:\n  - {name: \"\(name)\", pageControl: {pages: 3}}\n")
            #expect(found.count == 1 && found[0].hasPrefix("line 2: figures[0].name: "), "\(name): \(found)")
        }
    }

    @Test func outputsWrittenTwiceAreErrors() throws {
        let yaml = "defaults:\n  output: \"{name}.png\"\n  appearances: [light, dark]\nfigures:\n  - {name: a, pageControl: {pages: 3}}\n"
        let found = try planIssues(yaml)
        #expect(found.count == 1 && found[0].hasPrefix("line 2: defaults.output: a.png would be written twice"), "\(found)")
    }

    @Test func malformedDocumentsAreErrors() {
        #expect(issues("figures: [").first?.contains("malformed YAML") == true)
        #expect(issues("").first == "the document is empty")
        #expect(issues("figures: []\n").first?.hasPrefix("line 1: figures: the file has no figures") == true)
        #expect(issues("format: other/1\nfigures: []\n").first?.hasPrefix("line 1: format: unknown format") == true)
        #expect(issues("base: &b {pages: 3}\nfigures:\n  - {name: a, pageControl: *b}\n").first?.contains("unknown key") == true)
        #expect(issues("figures:\n  - {name: a, pageControl: *b}\n").first?.contains("malformed YAML") == true)
    }

    @Test func aliasesExpandButCannotExplode() throws {
        let shared = "figures:\n  - {name: a, pageControl: &p {pages: 3}}\n  - {name: b, pageControl: *p}\n"
        #expect(try FigureFile.decode(yaml: shared).figures.count == 2)
        // Each level doubles: 2^24 values from a few hundred bytes.
        var bomb = "l0: &l0 [x, x]\n"
        for i in 1 ... 24 { bomb += "l\(i): &l\(i) [*l\(i - 1), *l\(i - 1)]\n" }
        let found = issues(bomb + "figures: []\n")
        #expect(found.count == 1 && found[0].contains("more than 1000000 values"), "\(found)")
    }

    @Test func jsonErrorsHaveLinesAndTypes() throws {
        #expect(issues(json: "{\"figures\": [").first?.hasPrefix("line 1: malformed JSON") == true)
        #expect(issues(json: "{\"figures\": [\n  {\"name\": \"a\", \"pageControl\": {\"pages\": true}}]}")
                == ["line 2: figures[0].pageControl.pages: expected a whole number, found true"])
        #expect(issues(json: "{\"figures\": [{\"name\": \"a\", \"pageControl\": {\"pages\": \"3\"}}]}")
                == ["line 1: figures[0].pageControl.pages: expected a whole number, found text \"3\""])
    }

    func issues(json: String) -> [String] {
        do {
            _ = try FigureFile.decode(json: Array(json.utf8))
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func missingBackdropPhotoIsAnErrorBeforeDrawing() throws {
        let file = try FigureFile.decode(yaml: "figures:\n  - {name: a, backdrop: {image: nowhere.png}, pageControl: {pages: 3}}\n",
                                         path: "/nonexistent-folder/figures.yaml")
        do {
            _ = try FigurePlan(file)
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.first?.field.description == "figures[0].backdrop")
            #expect(error.diagnostics.first?.description.hasPrefix("/nonexistent-folder/figures.yaml:2: figures[0].backdrop: ") == true)
        }
    }

    /// One name rule for render and verify: an output in a subfolder is a golden name too.
    @Test func outputsInFoldersAreGoldenNames() throws {
        let plan = try plan("defaults:\n  output: \"weather/{appearance}.png\"\nfigures:\n  - {name: a, pageControl: {pages: 3}}\n")
        #expect(plan.variants.map(\.goldenName) == ["weather/light"])
        let store = GoldenStore(goldensFolder: "/nonexistent", failuresFolder: "/nonexistent/failures")
        #expect(!store.check(plan.render()[0].image, group: "g", name: "weather/light").message.contains("invalid golden"))
    }
}
