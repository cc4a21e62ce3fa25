import Raster
import Typeset

// Laying the alert out, in points, top to bottom as UIKit's alert content view does
// (ios-facts §4.2): labels by their baselines, the text field, then the actions.

extension Alert {
    /// The width the labels wrap within.
    static var contentWidth: Float { Metrics.width - 2 * Metrics.labelSideMargin }

    /// The message's font: Footnote under a title, the title's font without one (ios-facts §4.2).
    var messageFont: Font { shownTitle == nil ? Metrics.titleFont : Metrics.messageFont }
    var messageLineSpacing: Float { shownTitle == nil ? Metrics.titleLineSpacing : Metrics.messageLineSpacing }

    /// The message broken into the lines drawn.
    var messageLines: [String] { shownMessage.map { TextLines.wrap($0, font: messageFont, width: Self.contentWidth) } ?? [] }

    /// The actions in the order UIKit shows them: a cancel action leads two actions side by
    /// side and ends a stack (ios-facts §4.2a); the others keep the order they were added in.
    var orderedActions: [Action] {
        let cancels = actions.filter { $0.style == .cancel }, others = actions.filter { $0.style != .cancel }
        return actions.count >= Metrics.stackedFromCount ? others + cancels : cancels + others
    }

    /// Whether `action` is drawn semibold: the preferred action; with none preferred, cancel.
    func isEmphasised(_ action: Action) -> Bool {
        actions.contains(where: \.isPreferred) ? action.isPreferred : action.style == .cancel
    }

    /// The layout in points. Only meaningful for a configuration without validation errors.
    public func layout() -> AlertLayout {
        let left = (Metrics.figureWidth - Metrics.width) / 2, top = Metrics.figureMargin
        let centreX = left + Metrics.width / 2
        var result = AlertLayout(size: .zero, alert: .zero, title: nil, message: nil, textField: nil, actionsTop: 0,
                                 actions: [], separators: [], isStacked: actions.count >= Metrics.stackedFromCount)

        // The labels, by their baselines.
        var lastBaseline: Float?
        if let title = shownTitle {
            let lines = TextLines.wrap(title, font: Metrics.titleFont, width: Self.contentWidth)
            let first = top + Metrics.topToFirstBaseline
            let baselines = lines.indices.map { first + Float($0) * Metrics.titleLineSpacing }
            result.title = AlertLayout.Label(lines: lines, font: Metrics.titleFont, baselines: baselines, centreX: centreX,
                                             maxWidth: Self.contentWidth)
            lastBaseline = baselines.last
        }
        if shownMessage != nil {
            let lines = messageLines
            let first = lastBaseline.map { $0 + Metrics.titleToMessageBaseline } ?? top + Metrics.topToFirstBaseline
            let baselines = lines.indices.map { first + Float($0) * messageLineSpacing }
            result.message = AlertLayout.Label(lines: lines, font: messageFont, baselines: baselines, centreX: centreX,
                                               maxWidth: Self.contentWidth)
            lastBaseline = baselines.last
        }

        // The text field, then the actions, their top on a whole point so that the separators
        // are one device pixel at every scale.
        var actionsTop = lastBaseline.map { ($0 + Metrics.lastBaselineToActions).rounded(.up) } ?? top
        if textField != nil {
            let fieldTop = lastBaseline.map { $0 + Metrics.lastBaselineToTextField } ?? top + Metrics.textFieldSideMargin
            let container = Rect(x: left + Metrics.textFieldSideMargin, y: fieldTop,
                                 width: Metrics.width - 2 * Metrics.textFieldSideMargin, height: Metrics.textFieldHeight)
            let baseline = Point(container.minX + Metrics.textFieldInsetHorizontal,
                                 container.midY + TextMeasure.baselineOffset(Metrics.textFieldFont))
            result.textField = (container, baseline)
            actionsTop = (container.maxY + Metrics.textFieldToActions).rounded(.up)
        }
        result.actionsTop = actionsTop

        let ordered = orderedActions
        let titleOffset = TextMeasure.baselineOffset(Metrics.actionFont)
        for (i, action) in ordered.enumerated() {
            let frame: Rect
            if result.isStacked {
                frame = Rect(x: left, y: actionsTop + Float(i) * Metrics.actionHeight, width: Metrics.width, height: Metrics.actionHeight)
            } else {
                let w = Metrics.width / Float(ordered.count)
                frame = Rect(x: left + Float(i) * w, y: actionsTop, width: w, height: Metrics.actionHeight)
            }
            result.actions.append(AlertLayout.PlacedAction(action: action, frame: frame, isEmphasised: isEmphasised(action),
                                                           baseline: Point(frame.midX, frame.midY + titleOffset),
                                                           maxWidth: max(frame.width - 2 * Metrics.actionSideMargin, 0)))
            // A hairline above every row, and between two buttons side by side.
            if result.isStacked || i == 0 {
                result.separators.append(AlertLayout.Separator(
                    inside: Rect(x: left, y: frame.minY, width: Metrics.width, height: Metrics.actionHeight), isVertical: false))
            }
            if !result.isStacked && i > 0 {
                result.separators.append(AlertLayout.Separator(inside: frame, isVertical: true))
            }
        }
        let rows = result.isStacked ? Float(ordered.count) : (ordered.isEmpty ? 0 : 1)
        let bottom = actionsTop + rows * Metrics.actionHeight
        result.alert = Rect(x: left, y: top, width: Metrics.width, height: bottom - top)
        result.size = Size(Metrics.figureWidth, bottom + Metrics.figureMargin)
        return result
    }
}
