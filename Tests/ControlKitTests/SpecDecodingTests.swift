import ControlKit
import Controls
import Testing

@Suite struct SpecDecodingTests {
    static let yaml = """
        format: controlkit-spec/1
        defaults:
          scales: [2, 3]
          appearances: [light, dark]
          backdrop: "#336699"
        figures:
          - name: weather
            pageControl:
              pages: 5
              currentPage: 1
              background: prominent
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
        {"format": "controlkit-spec/1",
         "defaults": {"scales": [2, 3], "appearances": ["light", "dark"], "backdrop": "#336699"},
         "figures": [
           {"name": "weather", "pageControl": {"pages": 5, "currentPage": 1, "background": "prominent",
                                               "tintOther": "systemGray", "pageImages": {"0": "location.fill"}}},
           {"name": "long", "scale": 3, "output": "long/{appearance}.png", "placement": "phone",
            "backdrop": {"gradient": ["#000000", "systemBlue"]},
            "pageControl": {"pages": 30, "currentPage": 15, "direction": "rtl", "maxVisible": 10, "width": 300}}
         ]}
        """

    func issues(_ yaml: String) -> [String] {
        do {
            _ = try Spec.decode(yaml: yaml)
            return []
        } catch {
            return error.issues.map(\.description)
        }
    }

    func prepareIssues(_ yaml: String, strict: Bool = false) throws -> [String] {
        let spec = try Spec.decode(yaml: yaml)
        do {
            _ = try SpecRenderer.prepare(spec, strict: strict)
            return []
        } catch {
            return error.issues.map(\.description)
        }
    }

    @Test func yamlAndJSONGiveTheSameFigures() throws {
        let a = try SpecRenderer.prepare(try Spec.decode(yaml: Self.yaml))
        let b = try SpecRenderer.prepare(try Spec.decode(json: Array(Self.json.utf8)))
        #expect(a.variants.map(\.outputPath) == b.variants.map(\.outputPath))
        #expect(a.variants.map(\.scene) == b.variants.map(\.scene))
        #expect(a.variants.map(\.outputPath) == ["weather-light-2x.png", "weather-light-3x.png", "weather-dark-2x.png",
                                                  "weather-dark-3x.png", "long/light.png", "long/dark.png"])
    }

    @Test func decodedValuesAreThoseWritten() throws {
        let spec = try Spec.decode(yaml: Self.yaml)
        guard case .pageControl(let weather) = spec.figures[0].control, case .pageControl(let long) = spec.figures[1].control else {
            Issue.record("not page controls"); return
        }
        #expect(weather.pages == 5 && weather.currentPage == 1 && weather.background == .prominent)
        #expect(weather.pageImages[0] == .symbol(Symbols.locationFill) && weather.tintOther?.description == "systemGray")
        #expect(long.direction == .rtl && long.width == 300 && long.maxVisible == 10)
        #expect(spec.figures[1].placement == .phone && spec.figures[1].scales == [3])
        #expect(spec.figures[1].backdrop == .gradient([try ColorValue(parsing: "#000000"), try ColorValue(parsing: "systemBlue")]))
    }

    /// The issue's own example: errors name the figure and the field.
    @Test func currentPageOutOfRangeNamesFigureAndField() throws {
        var figures = ""
        for i in 0 ..< 3 { figures += "  - {name: f\(i), pageControl: {pages: 4}}\n" }
        figures += "  - name: bad\n    pageControl:\n      pages: 10\n      currentPage: 12\n"
        #expect(try prepareIssues("figures:\n" + figures) == ["figures[3].pageControl.currentPage: 12 is outside 0..<10"])
    }

    @Test func hIGErrorsAndWarningsCarryTheirPath() throws {
        let spec = """
            figures:
              - name: a
                pageControl: {pages: 5, background: minimal, interaction: scrubbing}
              - name: b
                pageControl: {pages: 5, pageImages: {0: location.fill, 1: star.fill}}
            """
        let found = try prepareIssues(spec)
        // The error stops the render; the other figure's warning is reported beside it.
        #expect(found.count == 2 && found[0].hasPrefix("figures[0].pageControl.interaction: scrubbing with background minimal"))
        #expect(found.last?.hasPrefix("figures[1].pageControl.pageImages: 3 distinct") == true)
        let warningOnly = "figures:\n  - name: b\n    pageControl: {pages: 5, pageImages: {0: location.fill, 1: star.fill}}\n"
        #expect(try prepareIssues(warningOnly).isEmpty)
        let prepared = try SpecRenderer.prepare(try Spec.decode(yaml: warningOnly))
        #expect(prepared.warnings.map(\.field) == ["figures[0].pageControl.pageImages"])
        let strict = try prepareIssues(warningOnly, strict: true)
        #expect(strict.count == 1 && strict[0].hasPrefix("figures[0].pageControl.pageImages: 3 distinct indicator images"))
    }

    @Test func customImageColourWarningHasItsPath() throws {
        let spec = """
            figures:
              - name: c
                pageControl:
                  pages: 3
                  pageImages:
                    2: {path: "M0 0 L8 0 L4 8 Z", size: [8, 8], color: systemRed}
            """
        let prepared = try SpecRenderer.prepare(try Spec.decode(yaml: spec))
        #expect(prepared.warnings.map(\.field) == ["figures[0].pageControl.pageImages[2].color"])
    }

    @Test func decodingErrorsNameTheFieldAndLine() {
        #expect(issues("figures:\n  - name: a\n    pageControl: {pages: five}\n")
                == ["figures[0].pageControl.pages: expected a whole number, found \"five\" (line 3)"])
        #expect(issues("figures:\n  - name: a\n    pageControl: {pages: 3, tintOther: bleu}\n")
                == ["figures[0].pageControl.tintOther: \"bleu\" is not a colour: expected #RRGGBB, #RRGGBBAA or an iOS system colour name (systemBlue, label, systemGray, …) (line 3)"])
        #expect(issues("figures:\n  - name: a\n    pageControl: {pages: 3, colour: red}\n").first?
                .hasPrefix("figures[0].pageControl.colour: unknown key") == true)
        #expect(issues("figures:\n  - name: a\n    scale: 4\n    pageControl: {pages: 3}\n")
                == ["figures[0].scale: 4 is not a scale (expected 1, 2 or 3) (line 3)"])
        #expect(issues("figures:\n  - name: a\n    pageControl: {pages: 3, indicatorImage: star}\n").first?
                .hasPrefix("figures[0].pageControl.indicatorImage: unknown symbol \"star\"") == true)
        #expect(issues("figures:\n  - name: a\n") == ["figures[0].pageControl: is required (line 2)"])
    }

    /// Every figure's first error is reported, not only the first figure's.
    @Test func everyFigureIsReported() {
        let found = issues("figures:\n  - {name: a, pageControl: {pages: x}}\n  - {name: b, pageControl: {pages: 3, background: loud}}\n")
        #expect(found.count == 2)
        #expect(found[0].hasPrefix("figures[0].pageControl.pages") && found[1].hasPrefix("figures[1].pageControl.background"))
    }

    @Test func duplicateFigureNamesAreErrors() {
        #expect(issues("figures:\n  - {name: a, pageControl: {pages: 3}}\n  - {name: a, pageControl: {pages: 4}}\n")
                == ["figures[1].name: \"a\" is already the name of figures[0] (line 3)"])
    }

    @Test(arguments: ["../up.png", "/abs.png", "a//b.png", "x/./y.png", "{name}/../../{scale}.png", "{nope}.png", "x.jpg"])
    func outputPatternsNeverEscape(pattern: String) {
        let found = issues("defaults:\n  output: \"\(pattern)\"\nfigures:\n  - {name: a, pageControl: {pages: 3}}\n")
        #expect(found.count == 1 && found[0].hasPrefix("defaults.output: "), "\(found)")
    }

    @Test func figureNamesCannotCarryPaths() {
        for name in ["../x", "a/b", ".hidden", ""] {
            let found = issues("figures:\n  - {name: \"\(name)\", pageControl: {pages: 3}}\n")
            #expect(found.count == 1 && found[0].hasPrefix("figures[0].name: "), "\(name): \(found)")
        }
    }

    @Test func outputsWrittenTwiceAreErrors() throws {
        let spec = "defaults:\n  output: \"{name}.png\"\n  appearances: [light, dark]\nfigures:\n  - {name: a, pageControl: {pages: 3}}\n"
        let found = try prepareIssues(spec)
        #expect(found.count == 1 && found[0].hasPrefix("figures[0].output: a.png would be written twice"))
    }

    @Test func malformedDocumentsAreErrors() {
        #expect(issues("figures: [").first?.hasPrefix("malformed YAML") == true)
        #expect(issues("").first == "the document is empty")
        #expect(issues("figures: []\n").first?.hasPrefix("figures: the spec has no figures") == true)
        #expect(issues("format: other/1\nfigures: []\n").first?.hasPrefix("format: unknown format") == true)
        #expect(issues("base: &b {pages: 3}\nfigures:\n  - {name: a, pageControl: *b}\n").first?.contains("unknown key") == true)
        #expect(issues("figures:\n  - {name: a, pageControl: *b}\n").first?.hasPrefix("malformed YAML") == true)
    }

    @Test func aliasesExpandButCannotExplode() throws {
        let shared = "figures:\n  - {name: a, pageControl: &p {pages: 3}}\n  - {name: b, pageControl: *p}\n"
        #expect(try Spec.decode(yaml: shared).figures.count == 2)
        // Each level doubles: 2^24 values from a few hundred bytes.
        var bomb = "l0: &l0 [x, x]\n"
        for i in 1 ... 24 { bomb += "l\(i): &l\(i) [*l\(i - 1), *l\(i - 1)]\n" }
        let found = issues(bomb + "figures: []\n")
        #expect(found.count == 1 && found[0].contains("more than 1000000 values"), "\(found)")
    }

    @Test func malformedJSONIsAnError() throws {
        do {
            _ = try Spec.decode(json: Array("{\"figures\": [".utf8))
            Issue.record("expected an error")
        } catch {
            #expect(error.issues.first?.message.hasPrefix("malformed JSON") == true)
        }
        do {
            _ = try Spec.decode(json: Array("{\"figures\": [{\"name\": \"a\", \"pageControl\": {\"pages\": true}}]}".utf8))
            Issue.record("expected an error")
        } catch {
            #expect(error.issues.map(\.description) == ["figures[0].pageControl.pages: expected a whole number, found \"true\""])
        }
    }

    @Test func missingBackdropPhotoIsAnErrorBeforeDrawing() throws {
        let spec = try Spec.decode(yaml: "figures:\n  - {name: a, backdrop: {image: nowhere.png}, pageControl: {pages: 3}}\n")
        do {
            _ = try SpecRenderer.prepare(spec, baseDirectory: "/nonexistent-folder")
            Issue.record("expected an error")
        } catch {
            #expect(error.issues.first?.field == "figures[0].backdrop.image")
        }
    }
}
