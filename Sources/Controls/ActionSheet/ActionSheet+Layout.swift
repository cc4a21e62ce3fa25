import Raster
import Typeset

// Laying the sheet out, in points, from the bottom up: the bottom padding, Cancel, the gap, the
// actions rows and the header above them (ios-facts §4.3), with the dimmed band on top.

extension ActionSheet {
    /// The header's title font: 13 pt, semibold when a message follows (ios-facts §4.3).
    var titleFont: Font { Font(size: Metrics.headerFontSize, weight: message == nil ? .regular : .semibold) }

    /// The header's message font: 13 pt, semibold when there is no title (ios-facts §4.3).
    var messageFont: Font { Font(size: Metrics.headerFontSize, weight: title == nil ? .semibold : .regular) }

    /// The width of the group and of Cancel.
    var sheetWidth: Float { width - 2 * Metrics.sidePadding }

    /// The room for a header line: the sheet less the header's side padding.
    var headerTextWidth: Float { sheetWidth - 2 * Metrics.headerSidePadding }

    /// The room for an action's title: its row less the title padding on both sides.
    var actionTitleWidth: Float { sheetWidth - 2 * Metrics.titlePadding }

    /// The title's lines, then the message's, as drawn.
    var headerText: (title: [String], message: [String]) {
        (title.map { TextLines.wrap($0, font: titleFont, width: headerTextWidth) } ?? [],
         message.map { TextLines.wrap($0, font: messageFont, width: headerTextWidth) } ?? [])
    }

    /// The layout in points. Expects a configuration without validation errors.
    public func layout() -> ActionSheetLayout {
        guard presentedInPopover else { return bottomLayout() }
        // The group as it lies in a sheet as wide as itself plus the side padding, then the
        // layout cut to the group: `contentOffset` is where the group's corner was.
        var layout = popoverBody.bottomLayout()
        let group = layout.group ?? .zero
        layout.contentOffset = group.origin
        layout.size = group.size
        return layout
    }

    /// What a popover shows of the sheet (`presentedInPopover`): the sheet at the bottom of a
    /// screen `width` plus the side padding wide, without Cancel or dimming.
    var popoverBody: ActionSheet {
        var body = self
        body.presentedInPopover = false
        body.cancel = nil
        body.dimsBackground = false
        body.width = width + 2 * Metrics.sidePadding
        return body
    }

    /// The layout at the bottom of a phone's screen.
    func bottomLayout() -> ActionSheetLayout {
        let x = Metrics.sidePadding
        let text = headerText
        let hasHeader = !text.title.isEmpty || !text.message.isEmpty
        let lineCount = Float(text.title.count + text.message.count)
        // Rounded up to a whole point, so that the rows below (and their one-pixel dividers)
        // lie on the pixel grid at every scale, as UIKit keeps its views on its pixel grid [INF].
        let headerHeight = hasHeader
            ? (2 * Metrics.headerVerticalPadding + lineCount * Metrics.headerLineHeight
                + (text.title.isEmpty || text.message.isEmpty ? 0 : Metrics.titleMessageGap)).rounded(.up)
            : 0
        let hasGroup = hasHeader || !actions.isEmpty
        let groupHeight = headerHeight + Float(actions.count) * Metrics.rowHeight
        let cancelHeight: Float = cancel == nil ? 0 : Metrics.rowHeight
        let gap: Float = hasGroup && cancel != nil ? Metrics.cancelGap : 0
        let height = Metrics.dimmedBand + groupHeight + gap + cancelHeight + Metrics.bottomPadding

        var result = ActionSheetLayout(size: Size(width, height), group: nil, headerLines: [], actions: [], dividers: [], cancel: nil)
        let groupTop = Metrics.dimmedBand
        if hasGroup { result.group = Rect(x: x, y: groupTop, width: sheetWidth, height: groupHeight) }

        var y = groupTop + Metrics.headerVerticalPadding
        let centreX = width / 2
        for (lines, font) in [(text.title, titleFont), (text.message, messageFont)] where !lines.isEmpty {
            if y > groupTop + Metrics.headerVerticalPadding { y += Metrics.titleMessageGap }
            for line in lines {
                result.headerLines.append(.init(text: line, font: font, anchor: Point(centreX, y + Metrics.headerAscent), maxWidth: headerTextWidth))
                y += Metrics.headerLineHeight
            }
        }

        for (i, action) in actions.enumerated() {
            let frame = Rect(x: x, y: groupTop + headerHeight + Float(i) * Metrics.rowHeight, width: sheetWidth, height: Metrics.rowHeight)
            if hasHeader || i > 0 { result.dividers.append(frame.minY) }
            result.actions.append(Self.row(action.title, font: Metrics.actionFont, frame: frame, room: actionTitleWidth, style: action.style))
        }
        if let cancel {
            let frame = Rect(x: x, y: groupTop + groupHeight + gap, width: sheetWidth, height: Metrics.rowHeight)
            result.cancel = Self.row(cancel, font: Metrics.cancelFont, frame: frame, room: actionTitleWidth, style: nil)
        }
        return result
    }

    /// A button's row: its title centred on the row, on the baseline that centres the font's line.
    static func row(_ title: String, font: Font, frame: Rect, room: Float, style: Action.Style?) -> ActionSheetLayout.Row {
        let anchor = Point(frame.midX, frame.midY + TextMeasure.baselineOffset(font))
        return .init(frame: frame, title: .init(text: title, font: font, anchor: anchor, maxWidth: room), style: style)
    }
}
