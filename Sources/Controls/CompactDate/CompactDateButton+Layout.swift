import Raster
import Typeset

// The button's pills side by side (ios-facts §2.4): each as wide as its text in Body plus
// 12 pt each side and `Metrics.pillHeight` tall, the date's before the time's, 4 pt apart, in
// reading order (§2.4 [INF] for right to left); each text centred in its pill, its line box on
// the pill's middle (§2.4 [INF]).

extension CompactDateButton {
    /// The font of both texts: Body (ios-facts §2.4).
    static var textFont: Font { Font(Metrics.textStyle) }

    /// The pills and texts, in points, leading to trailing; a right-to-left locale mirrors the
    /// order (the date pill at the right).
    public func layout() -> CompactDateButtonLayout {
        typealias M = Metrics
        let font = Self.textFont
        let baseline = M.pillHeight / 2 + TextMeasure.baselineOffset(font)
        // The pills as (text, width) in reading order.
        var pills: [(isDate: Bool, text: String, width: Float)] = []
        if showsDate { let text = dateText; pills.append((true, text, TextMeasure.width(text, font: font) + 2 * M.horizontalPadding)) }
        if showsTime { let text = timeText; pills.append((false, text, TextMeasure.width(text, font: font) + 2 * M.horizontalPadding)) }
        let width = pills.map(\.width).reduce(0, +) + M.pillGap * Float(max(pills.count - 1, 0))

        let rightToLeft = isRightToLeft
        var layout = CompactDateButtonLayout(size: Size(width, M.pillHeight), datePill: nil, timePill: nil, dateTextOrigin: nil,
                                             timeTextOrigin: nil, dateText: "", timeText: "", isRightToLeft: rightToLeft)
        var leading: Float = 0
        for pill in pills {
            let x = rightToLeft ? width - leading - pill.width : leading
            let frame = Rect(x: x, y: 0, width: pill.width, height: M.pillHeight)
            let origin = Point(frame.midX, baseline)
            if pill.isDate {
                (layout.datePill, layout.dateTextOrigin, layout.dateText) = (frame, origin, pill.text)
            } else {
                (layout.timePill, layout.timeTextOrigin, layout.timeText) = (frame, origin, pill.text)
            }
            leading += pill.width + M.pillGap
        }
        return layout
    }
}
