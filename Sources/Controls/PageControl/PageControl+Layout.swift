import Raster

// Layout in points: which pages show, how big each indicator is, where it goes. Follows UIKit's
// `_UIInteractivePageControlVisualProvider -layoutSubviews` as ios-facts §1.2–1.3 describe it: indicators side by
// side, `indicatorSpacing` apart edge to edge, centred in the control, padded unless minimal.

extension PageControl {
    /// The size in points of `image`'s box: a symbol keeps `Metrics.symbolBoxHeight` and its own
    /// aspect; a custom image its own size, scaled down to fit `Metrics.maxCustomImageSide`.
    public static func boxSize(of image: IndicatorImage) -> Size {
        switch image {
        case .symbol(let s):
            return s.boxSize(height: Metrics.symbolBoxHeight)
        case .custom(let c):
            let f = customImageScale(c)
            return Size(c.size.width * f, c.size.height * f)
        }
    }

    /// The factor a custom image is drawn at: 1, or less to fit `Metrics.maxCustomImageSide`.
    static func customImageScale(_ c: CustomIndicatorImage) -> Float {
        let longest = max(c.size.width, c.size.height)
        return longest > Metrics.maxCustomImageSide ? Metrics.maxCustomImageSide / longest : 1
    }

    /// Padding left/right and top/bottom: zero for `.minimal` (ios-facts §1.2).
    var padding: (horizontal: Float, vertical: Float) {
        backgroundStyle == .minimal ? (0, 0) : (Metrics.horizontalPadding, Metrics.verticalPadding)
    }

    /// The widest image box in use, which decides how many indicators fit a given width.
    var widestBox: Float {
        var widest = Self.boxSize(of: indicatorImage ?? .symbol(Metrics.defaultIndicator)).width
        for image in pageImages.values { widest = max(widest, Self.boxSize(of: image).width) }
        return widest
    }

    /// The width `n` indicators of the widest box need, padding included.
    func lengthFitting(_ n: Int) -> Float {
        Float(n) * widestBox + Float(max(n - 1, 0)) * Metrics.indicatorSpacing + 2 * padding.horizontal
    }

    /// The narrowest `width` allowed: `Metrics.minimumFittingIndicators` indicators (or all
    /// pages, when fewer) plus padding (ios-facts §1.2 `-sizeThatFits:`).
    public var minimumWidth: Float { lengthFitting(min(max(pages, 1), Metrics.minimumFittingIndicators)) }

    /// How many indicators show: all pages, at most `maxVisible` (default 10), and only as many
    /// as fit `width` when one is given (ios-facts §1.2 `_numberOfVisibleIndicatorsFitting…`).
    public var visibleCount: Int {
        var count = min(pages, maxVisible ?? Metrics.maxVisibleIndicators)
        if let width {
            let available = width - 2 * padding.horizontal
            let fitting = Int(((available + Metrics.indicatorSpacing) / (widestBox + Metrics.indicatorSpacing)).rounded(.down))
            count = min(count, max(fitting, 1))
        }
        return max(count, 1)
    }

    /// How many indicators at each scrolling edge are shrunk: `clamp((V − 2) >> 1, 0, 2)` for V
    /// visible (ios-facts §1.3).
    public var shrunkPerEdge: Int { min(max((visibleCount - 2) >> 1, 0), Metrics.maxShrunkPerEdge) }

    /// The pages that show. The window follows the current page: it starts `shrunkPerEdge`
    /// pages before it, clamped to the list (ios-facts §1.3: `start = clamp(current − k, …)`),
    /// so the current indicator is never one of the shrunk ones unless it is at the list's end.
    public var visiblePages: Range<Int> {
        let count = visibleCount
        guard pages > count else { return 0 ..< pages }
        let start = min(max(currentPage - shrunkPerEdge, 0), pages - count)
        return start ..< start + count
    }

    /// The scale of `page`'s indicator in `window`: below 1 for the `shrunkPerEdge` indicators
    /// nearest a window edge that is not the list's first or last page (ios-facts §1.3:
    /// position t = (distance from the edge + 1) / (k + 1), `Metrics.edgeScale(t)`).
    public func indicatorScale(page: Int, window: Range<Int>) -> Float {
        let k = shrunkPerEdge
        guard k > 0 else { return 1 }
        var t: Float = 1
        if window.lowerBound > 0 {
            let fromStart = page - window.lowerBound
            if fromStart < k { t = min(t, Float(fromStart + 1) / Float(k + 1)) }
        }
        if window.upperBound < pages {
            let fromEnd = window.upperBound - 1 - page
            if fromEnd < k { t = min(t, Float(fromEnd + 1) / Float(k + 1)) }
        }
        return Metrics.edgeScale(t)
    }

    /// The platter's stretch while jogging (ios-facts §1.5 [SRC]): along the row by
    /// 1 + |jog| · `jogStretchAlong` / `maxJog`, across it by 1 − |jog| · `jogSqueezeAcross` /
    /// `maxJog`; (1, 1) at rest.
    var jogStretch: (along: Float, across: Float) {
        let j = min(abs(jog), Metrics.maxJog) / Metrics.maxJog
        return (1 + j * Metrics.jogStretchAlong, 1 - j * Metrics.jogSqueezeAcross)
    }

    /// The layout in points. Expects a configuration without validation errors.
    public func layout() -> PageControlLayout {
        let window = visiblePages
        let boxes = window.map { Self.boxSize(of: image(forPage: $0)) }
        let contentWidth = boxes.reduce(0) { $0 + $1.width } + Float(max(boxes.count - 1, 0)) * Metrics.indicatorSpacing
        let contentHeight = boxes.map(\.height).max() ?? Metrics.symbolBoxHeight
        let pad = padding
        // A jog slides the content by `jog` and stretches the platter: room on both sides.
        let platterWidth = contentWidth + 2 * Metrics.horizontalPadding
        let jogRoom = jog == 0 ? 0 : abs(jog) + platterWidth * (jogStretch.along - 1) / 2
        let size = Size((width ?? contentWidth + 2 * pad.horizontal) + 2 * jogRoom, contentHeight + 2 * pad.vertical)

        var indicators: [PageControlLayout.Indicator] = []
        indicators.reserveCapacity(boxes.count)
        var x = (size.width - contentWidth) / 2
        for (page, box) in zip(window, boxes) {
            let leftToRightX = x
            let frameX = (direction == .ltr ? leftToRightX : size.width - leftToRightX - box.width) + jog
            indicators.append(PageControlLayout.Indicator(
                page: page, frame: Rect(x: frameX, y: (size.height - box.height) / 2, width: box.width, height: box.height),
                scale: indicatorScale(page: page, window: window), image: image(forPage: page), isCurrent: page == currentPage))
            x += box.width + Metrics.indicatorSpacing
        }
        let platter = showsPlatter
            ? Rect(x: (size.width - platterWidth) / 2 + jog, y: 0, width: platterWidth, height: size.height) : nil
        return PageControlLayout(size: size, platter: platter, visiblePages: window, indicators: indicators)
    }
}
