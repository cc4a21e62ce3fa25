import Documents
import Raster

// The HIG's rules for page controls (Apple HIG "Page controls", developer.apple.com/design/human-interface-guidelines/page-controls) and the model's own bounds,
// checked before anything is drawn. Errors stop a render; warnings are reported.

extension PageControl {
    /// Every problem with this configuration, errors and warnings, each naming its field by the
    /// figure-file key (`pages`, `currentPage`, `pageImages[3].color`, …). Never traps.
    ///
    /// Errors: no pages or more than `Metrics.maxPages`; `currentPage` outside `0 ..< pages`;
    /// `.minimal` with scrubbing (HIG: minimal gives no feedback while scrubbing; use automatic
    /// or prominent); a page image for a page that does not exist; `maxVisible` below 1; a width
    /// that is not finite, narrower than `minimumWidth` or wider than `Metrics.maxWidth`; more
    /// visible indicators than fit `Metrics.maxWidth`; a custom image with a bad size or outline;
    /// custom outlines of more than `Metrics.maxImagePoints` points in all. Warnings: more than
    /// two distinct indicator images (HIG: avoid it); a custom image given its own colour (HIG:
    /// indicators are templates, let the system tint them); a custom image that is not a simple
    /// shape at its drawn size (`IndicatorImageDetail`: negative space, inner lines or separate
    /// marks such as text); `tintCurrent` and `tintOther` the same colour in an appearance (the
    /// current page cannot be told apart; measured contrast is `contrastRequirements`); more
    /// than `Metrics.manyPages` pages (HIG: offer a list view for an especially long list);
    /// `tintOther` on the platter of an automatic control while scrubbing (UIKit ignores it).
    /// Errors, too: a `jog` over `Metrics.maxJog`, without scrubbing, or with every page shown.
    public func validate() -> [Diagnostic] {
        var issues: [Diagnostic] = []
        func error(_ field: FieldPath, _ message: String) { issues.append(.error(field, message)) }
        func warning(_ field: FieldPath, _ message: String) { issues.append(.warning(field, message)) }

        if pages < 1 {
            error(["pages"], "\(pages) must be at least 1 (a page control shows one indicator per page)")
        } else if pages > Metrics.maxPages {
            error(["pages"], "\(pages) is over the limit of \(Metrics.maxPages) pages")
        } else if !(0 ..< pages).contains(currentPage) {
            error(["currentPage"], "\(currentPage) is outside 0..<\(pages)")
        }

        if backgroundStyle == .minimal && interaction == .scrubbing {
            error(["interaction"], "scrubbing with background style minimal: the HIG says the minimal style gives no visual "
                + "feedback while scrubbing, so don't support scrubbing with it; use automatic or prominent")
        }

        if let maxVisible, maxVisible < 1 {
            error(["maxVisible"], "\(maxVisible) must be at least 1")
        }

        // The jog (ios-facts §1.5a [SRC]): only while scrubbing, only when the finger can pull
        // past the shown indicators, and no further than UIKit lets the content slide.
        if jog != 0 {
            if !jog.isFinite || abs(jog) > Metrics.maxJog {
                error(["jog"], "\(Excerpt.number(jog)) pt: UIKit slides the control at most \(Excerpt.number(Metrics.maxJog)) pt after the finger")
            } else if interaction != .scrubbing {
                error(["jog"], "a jog is the pull of a finger scrubbing the control; set interaction: scrubbing")
            } else if pages >= 1 && pages <= visibleCount {
                error(["jog"], "UIKit jogs only when there are more pages than indicators shown (\(pages) pages, \(visibleCount) shown): "
                    + "with every page shown, nothing follows the finger")
            }
        }
        if ignoresTintOther {
            warning(["tintOther"], "ignored while scrubbing with background style automatic: on its platter UIKit draws the other "
                + "indicators in its platter colour whatever the tint (only prominent keeps it)")
        }

        var imagePoints = 0
        // Each distinct outline is filled and measured once, however many pages show it.
        var details: [CustomIndicatorImage: IndicatorImageDetail?] = [:]
        func detail(of image: CustomIndicatorImage) -> IndicatorImageDetail? {
            if let known = details[image.shape] { return known }
            let measured = IndicatorImageDetail(image)
            details[image.shape] = measured
            return measured
        }
        for (field, image) in namedImages {
            guard case .custom(let custom) = image else { continue }
            let before = imagePoints
            imagePoints += custom.path.points.count
            if before <= Metrics.maxImagePoints && imagePoints > Metrics.maxImagePoints {
                error(field.appending("path"), "the indicator images hold more than \(Metrics.maxImagePoints) outline points, over the limit of a page control")
            }
            let s = custom.size
            if !(s.width.isFinite && s.height.isFinite && s.width > 0 && s.height > 0) {
                error(field.appending("size"), "\(Excerpt.number(s.width)) × \(Excerpt.number(s.height)) pt: both sides must be finite and greater than 0")
            }
            if custom.path.isEmpty || !custom.path.isFinite {
                error(field.appending("path"), custom.path.isEmpty ? "the outline is empty" : "the outline has a coordinate that is not finite")
            }
            if !custom.path.isEmpty && custom.path.isFinite && s.width > 0 && s.height > 0 && s.width.isFinite && s.height.isFinite
                && imagePoints <= Metrics.maxImagePoints,
               let detail = detail(of: custom), !detail.isSimple {
                warning(field.appending("path"), "at its drawn size the indicator image has \(detail.summary): the HIG asks for simple "
                    + "indicator images, without negative space, inner lines or text, which blur at this size")
            }
            if let color = custom.color {
                warning(field.appending("color"), "indicator images are drawn as templates in the indicator colours, so \(color) is "
                    + "ignored; the HIG says don't colour indicator images, let the system tint them")
            }
        }
        let pageCount = max(pages, 0)
        for page in pageImages.keys.sorted() where !(0 ..< pageCount).contains(page) {
            error(["pageImages", .index(page)], "page \(page) is outside 0..<\(pageCount)")
        }

        if let width, issues.allSatisfy({ !$0.isError }) {
            if !width.isFinite || width <= 0 {
                error(["width"], "\(Excerpt.number(width)) must be a finite number of points greater than 0")
            } else if width > Metrics.maxWidth {
                error(["width"], "\(Excerpt.number(width)) pt is over the limit of \(Excerpt.number(Metrics.maxWidth)) pt")
            } else if width < minimumWidth {
                error(["width"], "\(Excerpt.number(width)) pt is narrower than the page control's minimum of \(Excerpt.number(minimumWidth)) pt "
                    + "(\(min(pages, Metrics.minimumFittingIndicators)) indicators and padding)")
            }
        }

        if width == nil, issues.allSatisfy({ !$0.isError }), lengthFitting(visibleCount) > Metrics.maxWidth {
            error([maxVisible == nil ? "pages" : "maxVisible"], "\(visibleCount) indicators would be \(Excerpt.number(lengthFitting(visibleCount))) pt "
                + "wide, over the limit of \(Excerpt.number(Metrics.maxWidth)) pt; show fewer (maxVisible) or give a width")
        }

        for appearance in Appearance.allCases {
            if let current = tintCurrent?.resolved(for: appearance), let other = tintOther?.resolved(for: appearance), current == other {
                warning(["tintOther"], "tintCurrent and tintOther are the same colour in \(appearance), so the current page's indicator "
                    + "cannot be told from the others (HIG: the control highlights the current page)")
                break
            }
        }
        if pages >= 1 && pages <= Metrics.maxPages {
            let distinct = distinctImages
            if distinct.count > 2 {
                warning(FieldPath(keys: pageImages.isEmpty ? "indicatorImage" : "pageImages"),
                        "\(distinct.count) distinct indicator images (\(distinct.map(\.description).joined(separator: ", "))): "
                        + "the HIG says avoid more than two different indicator images in one page control")
            }
        }
        // Advice on the design, once the control can be drawn at all.
        if pages > Metrics.manyPages && issues.allSatisfy({ !$0.isError }) {
            warning(["pages"], "\(pages) pages: for an especially long list the HIG suggests a list view beside the page control, as "
                + "swiping through this many pages one at a time tires people")
        }
        return issues
    }

    /// The images given, with their field names, in a stable order.
    var namedImages: [(FieldPath, IndicatorImage)] {
        var out: [(FieldPath, IndicatorImage)] = []
        if let indicatorImage { out.append((["indicatorImage"], indicatorImage)) }
        for (page, image) in sortedPageImages { out.append((["pageImages", .index(page)], image)) }
        return out
    }

    /// `pageImages` in page order.
    var sortedPageImages: [(page: Int, image: IndicatorImage)] {
        pageImages.sorted { $0.key < $1.key }.map { (page: $0.key, image: $0.value) }
    }

    /// The distinct images the pages show (a custom image's ignored colour does not count), in
    /// page order of first use.
    var distinctImages: [IndicatorImage] {
        var seen: [IndicatorImage] = []
        func note(_ image: IndicatorImage) {
            let key: IndicatorImage
            if case .custom(let c) = image { key = .custom(c.shape) } else { key = image }
            if !seen.contains(key) { seen.append(key) }
        }
        // Pages without an image of their own all show the preferred image (or the dot).
        if pageImages.count < pages { note(indicatorImage ?? .symbol(Metrics.defaultIndicator)) }
        for (page, image) in sortedPageImages where (0 ..< pages).contains(page) { note(image) }
        return seen
    }
}
