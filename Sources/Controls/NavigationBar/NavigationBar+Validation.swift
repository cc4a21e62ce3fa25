import Documents
import Raster

// The HIG's advice for navigation bars (Apple HIG "Navigation bars", seeds 002, in
// docs/ios-facts.md §3) and the model's own bounds, checked before anything is drawn. Errors
// stop a render; warnings are reported.

extension NavigationBar {
    /// Every problem with this configuration, each naming its field by the figure-file key
    /// (`trailingItems[1]`). Never traps.
    ///
    /// Errors: a width outside `Metrics.minWidth…maxWidth`; more than `Metrics.maxItems` items on
    /// a side; text longer than `Metrics.maxTextLength`; a fixed space outside 0…`maxFixedSpace`;
    /// a custom glyph larger than the 28 pt maximum; the segmented title's own errors.
    /// Warnings (the guideline's rules): more than one control besides the title and the back
    /// button — or a leading Cancel or close button, which stands in for it — ("don't crowd the
    /// bar"); a segmented title with other controls; two text buttons
    /// side by side with no fixed space between them; a back title that is a path of screens
    /// ("A › B › C"); a custom glyph under `Metrics.glyphMinimum`, further from the 24 pt target
    /// than balance takes a glyph; a back button beside a segmented title (segmented controls
    /// belong in the bar only at the top of the hierarchy); the borderless scroll-edge look
    /// chosen for an inline title (it suits large titles; title and buttons are harder to tell
    /// from the content under a standard one); a back indicator without its transition mask (the
    /// HIG asks for both), one on a bar without a back button, and a mask without an indicator.
    /// Errors, too: a back indicator larger than the 28 pt maximum.
    /// NB-17's warning, which a screen leaves out when both panes of its split view are
    /// borderless (the HIG's exception, NB-18).
    package static let borderlessInlineAdvice = "the borderless scroll-edge look with a standard (inline) title: the HIG says it suits "
        + "large titles, and that under a standard title the bar's title and buttons are harder to tell apart from the content (its "
        + "exception: both panes of an iPad split view)"

    public func validate() -> [Diagnostic] {
        var issues: [Diagnostic] = []
        func error(_ field: FieldPath, _ message: String) { issues.append(.error(field, message)) }
        func warning(_ field: FieldPath, _ message: String) { issues.append(.warning(field, message)) }
        // A custom image is sized like a glyph: at most the guideline's 28 pt, near its 24 pt target.
        func checkGlyphSize(_ size: Size, what: String, field: FieldPath) {
            let longer = max(size.width, size.height)
            if longer > Metrics.glyphMaximum {
                error(field, "\(what) is \(Excerpt.number(size.width)) × \(Excerpt.number(size.height)) pt, over the guideline's 28 pt maximum")
            } else if longer < Metrics.glyphMinimum {
                warning(field, "\(what) is \(Excerpt.number(size.width)) × \(Excerpt.number(size.height)) pt, further from the guideline's 24 pt target than balance allows (make it with `controlkit glyph`)")
            }
        }

        if !(width.isFinite && width >= Metrics.minWidth && width <= Metrics.maxWidth) {
            error(["width"], "\(Excerpt.number(width)) pt is outside \(Excerpt.number(Metrics.minWidth))...\(Excerpt.number(Metrics.maxWidth))")
        }
        if title.count > Metrics.maxTextLength { error(["title"], "\(title.count) characters is over the limit of \(Metrics.maxTextLength)") }
        if let back = backTitle, back.count > Metrics.maxTextLength {
            error(["backTitle"], "\(back.count) characters is over the limit of \(Metrics.maxTextLength)")
        }
        for (key, items) in [("leadingItems", leadingItems), ("trailingItems", trailingItems)] {
            if items.count > Metrics.maxItems { error([.key(key)], "\(items.count) items is over the limit of \(Metrics.maxItems) on a side") }
            for (i, item) in items.prefix(Metrics.maxItems).enumerated() {
                let field: FieldPath = [.key(key), .index(i)]
                switch item.content {
                case .text(let text, _):
                    if text.count > Metrics.maxTextLength { error(field, "\(text.count) characters is over the limit of \(Metrics.maxTextLength)") }
                case .fixedSpace(let w):
                    if !(w.isFinite && w >= 0 && w <= Metrics.maxFixedSpace) {
                        error(field, "a fixed space of \(Excerpt.number(w)) pt is outside 0...\(Excerpt.number(Metrics.maxFixedSpace))")
                    }
                case .svg(let glyph):
                    checkGlyphSize(glyph.size, what: "the glyph", field: field)
                    for problem in glyph.warnings { warning(field.appending("svg"), "the SVG: " + Self.inSVG(problem)) }
                case .image(let image):
                    checkGlyphSize(image.size, what: "the image", field: field)
                    if case .vector(let glyph) = image.source {
                        for problem in glyph.warnings { warning(field.appending("image"), "the SVG file: " + Self.inSVG(problem)) }
                    }
                case .compactDate(let button):
                    issues += button.validate().map { $0.under(field) }
                case .glyph:
                    break
                }
                // The guideline: give text buttons room with a fixed space between them. (In
                // glass each text has 12 pt of padding on its platter: they never run together.)
                if design == .classic, i > 0, case .text = item.content, case .text = items[i - 1].content {
                    warning(field, "two text buttons side by side run together; the HIG suggests a fixed space (space:POINTS) between them")
                }
            }
        }
        // A leading Cancel or close button dismisses the view: it stands in for the back button
        // (HIG "Modality": Cancel at the leading edge, the view's one control at the trailing).
        let dismissal = leadingItems.first.map(Self.isDismissal) == true ? 1 : 0
        let controls = (leadingItems + trailingItems).filter(\.isControl).count - dismissal + (segmentedTitle == nil ? 0 : 1)
        if segmentedTitle != nil, controls > 1 {
            warning(["titleSegments"], "a bar with a segmented control in the title's place should hold no other control (HIG)")
        } else if controls > 1 {
            warning([.key(trailingItems.isEmpty ? "leadingItems" : "trailingItems")],
                    "\(controls) controls besides the title and the back button crowd the bar; the HIG suggests one")
        }
        if let back = backTitle, Self.pathSeparators.contains(where: { back.contains($0) }) {
            warning(["backTitle"], "\(Excerpt.quoted(back)) reads as a path of screens; the HIG says a back button goes back one screen and shows its title only")
        }
        if let segmented = segmentedTitle {
            issues += segmented.validate().map { $0.under(["titleSegments"]) }
            if backTitle != nil {
                warning(["backTitle"], "a back button beside a segmented title: the HIG puts a segmented control in the bar only at the "
                    + "top level of the hierarchy, and gives the levels below it accurate back titles instead")
            }
        }
        if let indicator = backIndicator {
            let longer = max(indicator.size.width, indicator.size.height)
            if !(longer > 0 && longer <= Metrics.glyphMaximum) {
                error(["backIndicator"], "the back indicator is \(Excerpt.number(indicator.size.width)) × \(Excerpt.number(indicator.size.height)) pt; "
                    + "it must be drawn and at most the guideline's 28 pt")
            }
            if backIndicatorMask == nil {
                warning(["backIndicatorMask"], "a custom back indicator without its transition mask: the HIG asks for both, as iOS "
                    + "animates the back title through the mask during push and pop")
            }
            if backTitle == nil {
                warning(["backIndicator"], "not drawn: a bar without a back button (backTitle) has no back indicator")
            }
        } else if backIndicatorMask != nil {
            warning(["backIndicatorMask"], "ignored: a transition mask only goes with a custom back indicator (backIndicator)")
        }
        if design == .classic, background == .scrollEdge && titleDisplay == .inline {
            warning(["background"], Self.borderlessInlineAdvice)
        }
        if design == .glass { issues += glassNotDrawn() }
        return issues
    }

    /// A Cancel button (the system item's word) or the close glyph.
    static func isDismissal(_ item: Item) -> Bool {
        switch item.content {
        case .text(let text, _): text == systemTextItems["cancel"]?.title
        case .glyph(let glyph): glyph.name == "close"
        case .svg, .image, .fixedSpace, .compactDate: false
        }
    }

    /// What a breadcrumb path of screens is written with.
    static let pathSeparators = ["›", "»", " > ", " / ", "→"]
}
