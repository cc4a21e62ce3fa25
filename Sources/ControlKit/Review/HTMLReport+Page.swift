// The report page's markup: the title, a summary of the run, the filters, and one card per
// entry, failures first. Every text from an entry is escaped (`Markup.escaped`); every link is
// an image path relative to the page. Styles and script: HTMLReport+Style.swift, +Script.swift.

import Foundation

/// The page for one run; `html()` is a pure function of the entries, images and title.
struct ReportPage {
    let entries: [ReportEntry]
    /// The images each entry shows, by role, in the entries' order.
    let images: [[ReportImage.Role: ReportImage]]
    let title: String

    /// The cards' order, what needs a look first; entries keep the run's order within a status.
    static let order: [ReportEntry.Status] = [.failed, .error, .new, .passed, .drawn, .cached]

    /// The zoom choices: CSS pixels per point of the figure (1 shows it at its size on a device).
    static let zooms = [1, 2, 4]

    func html() -> String {
        let cards = ordered()
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <link rel="icon" href="data:,">
            <title>\(escape(title))</title>
            <style>
            \(ReportPage.style)</style>
            </head>
            <body>
            <header class="top">
            <h1>\(escape(title))</h1>

            """
        page += summary()
        page += filters()
        page += "</header>\n<main>\n"
        page += "<noscript><p class=\"note\">The filters and the overlay and toggle views need JavaScript; every card is shown.</p></noscript>\n"
        page += "<p class=\"note\" id=\"no-match\" hidden>No card matches the filters.</p>\n"
        page += "<div class=\"grid\">\n"
        for (number, index) in cards.enumerated() {
            page += card(entries[index], images: images[index], id: "c\(number + 1)")
        }
        page += "</div>\n</main>\n<script>\n" + ReportPage.script + "</script>\n</body>\n</html>\n"
        return page
    }

    /// Indices of the entries in card order.
    func ordered() -> [Int] {
        entries.indices.sorted { a, b in
            let ra = Self.rank(entries[a].status), rb = Self.rank(entries[b].status)
            return ra != rb ? ra < rb : a < b
        }
    }

    static func rank(_ status: ReportEntry.Status) -> Int { order.firstIndex(of: status) ?? order.count }

    /// The statuses the run has, in card order, with their counts.
    func statusCounts() -> [(status: ReportEntry.Status, count: Int)] {
        Self.order.compactMap { status in
            let n = entries.filter { $0.status == status }.count
            return n > 0 ? (status, n) : nil
        }
    }

    func summary() -> String {
        let total = entries.reduce(0.0) { $0 + ($1.seconds.isFinite && $1.seconds > 0 ? $1.seconds : 0) }
        var s = "<p class=\"summary\"><span class=\"total\">\(entries.count) \(entries.count == 1 ? "variant" : "variants")</span>\n"
        for (status, count) in statusCounts() {
            s += "<span class=\"pill status-\(status.rawValue)\">\(count) \(status.rawValue)</span>\n"
        }
        s += "<span class=\"time\">total time \(Self.seconds(total))</span></p>\n"
        return s
    }

    func filters() -> String {
        var s = "<div class=\"filters\" role=\"group\" aria-label=\"Filters\">\n"
        s += "<div class=\"statuses\" role=\"group\" aria-labelledby=\"status-label\"><span class=\"label\" id=\"status-label\">Status</span>\n"
        for (status, count) in statusCounts() {
            s += "<label class=\"chip status-\(status.rawValue)\"><input type=\"checkbox\" name=\"status\" value=\"\(status.rawValue)\" checked>"
                + "<span class=\"dot\" aria-hidden=\"true\"></span>\(status.rawValue) <span class=\"count\">\(count)</span></label>\n"
        }
        s += "</div>\n"
        s += choice(id: "filter-control", label: "Control", values: Set(entries.map(\.control)).filter { !$0.isEmpty }.sorted(), all: "all controls")
        s += choice(id: "filter-appearance", label: "Appearance", values: Set(entries.map(\.appearance)).filter { !$0.isEmpty }.sorted(), all: "all appearances")
        s += "<label>Search <input type=\"search\" id=\"filter-search\" placeholder=\"figure, spec or control\" autocomplete=\"off\"></label>\n"
        s += "<label>Zoom <select id=\"zoom\">"
        for zoom in Self.zooms {
            s += "<option value=\"\(zoom)\"\(zoom == 1 ? " selected" : "")>\(zoom == 1 ? "1× (points)" : "\(zoom)×")</option>"
        }
        s += "</select></label>\n"
        s += "<p class=\"shown\" id=\"shown\" aria-live=\"polite\">Showing \(entries.count) of \(entries.count) \(entries.count == 1 ? "card" : "cards").</p>\n"
        return s + "</div>\n"
    }

    func choice(id: String, label: String, values: [String], all: String) -> String {
        var s = "<label>\(label) <select id=\"\(id)\"><option value=\"\" selected>\(all)</option>"
        for value in values { s += "<option value=\"\(escape(value))\">\(escape(value))</option>" }
        return s + "</select></label>\n"
    }

    func card(_ entry: ReportEntry, images: [ReportImage.Role: ReportImage], id: String) -> String {
        let status = entry.status.rawValue
        let compares = entry.status == .failed && images[.expected] != nil && images[.actual] != nil
        var s = "<article class=\"card status-\(status)\(compares ? " wide" : "")\" id=\"\(id)\" aria-labelledby=\"\(id)-name\""
            + " data-status=\"\(status)\" data-control=\"\(escape(entry.control))\" data-appearance=\"\(escape(entry.appearance))\""
            + " data-figure=\"\(escape(entry.figure))\" data-spec=\"\(escape(entry.spec))\" data-scale=\"\(Self.scale(entry))\">\n"
        s += "<div class=\"card-head\"><h2 id=\"\(id)-name\">\(escape(entry.figure))</h2><span class=\"badge status-\(status)\">\(status)</span></div>\n"
        s += "<dl class=\"facts\">"
        s += "<div class=\"spec\"><dt>Spec</dt><dd>\(escape(entry.spec))</dd></div>"
        s += "<div><dt>Control</dt><dd>\(escape(entry.control))</dd></div>"
        s += "<div><dt>Appearance</dt><dd>\(escape(entry.appearance))</dd></div>"
        s += "<div><dt>Scale</dt><dd>\(entry.scale > 0 ? "@\(entry.scale)x" : "—")</dd></div>"
        // A figure a batch found current was not drawn: its size is its PNG's.
        let drawn = images[.actual] ?? images[.expected]
        let size = entry.pixelWidth > 0 && entry.pixelHeight > 0 ? (entry.pixelWidth, entry.pixelHeight) : drawn.map { ($0.width, $0.height) }
        s += "<div><dt>Size</dt><dd>\(size.map { "\($0.0) × \($0.1) px" } ?? "—")</dd></div>"
        s += "<div><dt>Time</dt><dd>\(Self.seconds(entry.seconds))</dd></div>"
        s += "</dl>\n"
        if !entry.message.isEmpty { s += "<pre class=\"message\">\(escape(entry.message))</pre>\n" }
        if compares, let expected = images[.expected], let actual = images[.actual] {
            s += comparison(entry, expected: expected, actual: actual, diff: images[.diff], id: id)
        } else {
            let shown = ReportImage.Role.allCases.compactMap { role in images[role].map { (role, $0) } }
            if !shown.isEmpty {
                s += "<div class=\"shots\">\n"
                for (role, image) in shown { s += shot(image, entry: entry, role: role, caption: shown.count > 1) }
                s += "</div>\n"
            }
        }
        return s + "</article>\n"
    }

    /// Expected, actual and diff three ways: side by side, the actual revealed over the expected
    /// by a slider, and one image flipped between the two by a button.
    func comparison(_ entry: ReportEntry, expected: ReportImage, actual: ReportImage, diff: ReportImage?, id: String) -> String {
        let name = escape(entry.figure)
        var s = "<div class=\"compare\">\n<div class=\"tabs\" role=\"tablist\" aria-label=\"How to compare \(name)\">"
        for (index, (key, label)) in [("sides", "Side by side"), ("overlay", "Overlay"), ("flip", "Toggle")].enumerated() {
            s += "<button type=\"button\" role=\"tab\" id=\"\(id)-tab-\(key)\" aria-controls=\"\(id)-\(key)\""
                + " aria-selected=\"\(index == 0)\" tabindex=\"\(index == 0 ? 0 : -1)\">\(label)</button>"
        }
        s += "</div>\n"

        s += "<div class=\"panel sides\" role=\"tabpanel\" id=\"\(id)-sides\" aria-labelledby=\"\(id)-tab-sides\">\n"
        s += shot(expected, entry: entry, role: .expected, caption: true)
        s += shot(actual, entry: entry, role: .actual, caption: true)
        if let diff { s += shot(diff, entry: entry, role: .diff, caption: true) }
        s += "</div>\n"

        // Both images on one canvas as large as the larger of them, each at its own size, so a
        // size change shows as one.
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        s += "<div class=\"panel overlay\" role=\"tabpanel\" id=\"\(id)-overlay\" aria-labelledby=\"\(id)-tab-overlay\" hidden>\n"
        s += "<div class=\"stack checker\" style=\"width: calc(var(--zoom) * \(Self.points(width, entry))px); aspect-ratio: \(width) / \(height)\">"
        s += "<img class=\"under\" src=\"\(expected.path)\" alt=\"Expected image of \(name)\" style=\"\(Self.box(expected, width, height))\">"
        s += "<div class=\"reveal\" style=\"clip-path: inset(0 50% 0 0)\"><img src=\"\(actual.path)\" alt=\"Actual image of \(name), shown from the left up to the slider\""
            + " style=\"\(Self.box(actual, width, height))\"></div>"
        s += "<div class=\"divider\" style=\"left: 50%\" aria-hidden=\"true\"></div></div>\n"
        s += "<label class=\"range\"><span aria-hidden=\"true\">expected</span><input type=\"range\" class=\"reveal-range\" min=\"0\" max=\"100\" step=\"1\" value=\"50\""
            + " aria-label=\"Part of the actual image shown over the expected, from the left, in percent\"><span aria-hidden=\"true\">actual</span></label>\n"
        s += "</div>\n"

        s += "<div class=\"panel flip\" role=\"tabpanel\" id=\"\(id)-flip\" aria-labelledby=\"\(id)-tab-flip\" hidden>\n"
        s += "<figure class=\"shot\"><a class=\"flip-link\" href=\"\(expected.path)\" title=\"Open the full image\">"
        s += "<img class=\"flip-image checker\" src=\"\(expected.path)\" alt=\"Expected image of \(name)\" width=\"\(expected.width)\" height=\"\(expected.height)\""
            + " style=\"width: calc(var(--zoom) * \(Self.points(expected.width, entry))px)\""
            + " data-expected=\"\(expected.path)\" data-actual=\"\(actual.path)\""
            + " data-expected-alt=\"Expected image of \(name)\" data-actual-alt=\"Actual image of \(name)\"></a>"
        s += "<figcaption><span class=\"flip-label\" aria-live=\"polite\">Showing expected</span></figcaption></figure>\n"
        s += "<button type=\"button\" class=\"flip-button\" data-showing=\"expected\">Show actual</button>\n"
        s += "</div>\n</div>\n"
        return s
    }

    /// One image, linked to its file, displayed at its size in points times the zoom.
    func shot(_ image: ReportImage, entry: ReportEntry, role: ReportImage.Role, caption: Bool) -> String {
        let label = role.rawValue.prefix(1).uppercased() + role.rawValue.dropFirst()
        var s = "<figure class=\"shot\"><a href=\"\(image.path)\" title=\"Open the full image\">"
        s += "<img class=\"checker\" src=\"\(image.path)\" alt=\"\(label) image of \(escape(entry.figure))\" width=\"\(image.width)\" height=\"\(image.height)\""
            + " style=\"width: calc(var(--zoom) * \(Self.points(image.width, entry))px)\" loading=\"lazy\"></a>"
        if caption { s += "<figcaption>\(label) <span class=\"dim\">\(image.width) × \(image.height) px</span></figcaption>" }
        return s + "</figure>\n"
    }

    /// Where an image sits on the overlay's canvas: top left, at its share of the canvas.
    static func box(_ image: ReportImage, _ width: Int, _ height: Int) -> String {
        "width: \(decimal(100 * Double(image.width) / Double(width)))%; height: \(decimal(100 * Double(image.height) / Double(height)))%"
    }

    /// An entry's scale as a divisor: 1 when the entry's is not a positive number.
    static func scale(_ entry: ReportEntry) -> Int { max(1, entry.scale) }

    /// `pixels` in points at the entry's scale.
    static func points(_ pixels: Int, _ entry: ReportEntry) -> String { decimal(Double(pixels) / Double(scale(entry))) }

    /// At most two decimals, without trailing zeros: "131.33", "40", "12.5".
    static func decimal(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A duration for people: "12.3 ms" under a second, "1.24 s" above; "—" when not a time.
    static func seconds(_ value: Double) -> String {
        guard value.isFinite, value >= 0 else { return "—" }
        return value < 1 ? String(format: "%.1f ms", value * 1000) : String(format: "%.2f s", value)
    }

    func escape(_ text: String) -> String { Markup.escaped(text) }
}
