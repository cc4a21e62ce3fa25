import Documents
import Raster

// The action sheet's rules and the model's own bounds, checked before anything is drawn.
// Errors stop a render; warnings are reported.

extension ActionSheet {
    /// Every problem with this configuration, each naming its field by the figure-file key
    /// (`actions[1]`, `cancel`). Never traps.
    ///
    /// Errors: neither actions nor Cancel (nothing to press); an empty title, message, action
    /// or Cancel title (leave a header field out for none); text longer than
    /// `Metrics.maxTextLength`; more than `Metrics.maxActions` actions; a width that is not
    /// finite or outside `Metrics.minWidth…maxWidth`.
    /// Warnings: more than `Metrics.adviseMaxActions` actions; a message of more than
    /// `Metrics.adviseMaxMessageLines` lines (measured, as wrapped); an action title too wide
    /// for its row (cut with "…").
    public func validate() -> [Diagnostic] {
        var issues: [Diagnostic] = []
        func error(_ field: FieldPath, _ message: String) { issues.append(.error(field, message)) }
        func warning(_ field: FieldPath, _ message: String) { issues.append(.warning(field, message)) }

        if actions.isEmpty && cancel == nil {
            error(["actions"], "an action sheet needs at least one action or a cancel button")
        }
        if actions.count > Metrics.maxActions {
            error(["actions"], "\(actions.count) actions is over the limit of \(Metrics.maxActions)")
        } else if actions.count > Metrics.adviseMaxActions {
            warning(["actions"], "\(actions.count) actions: more than \(Metrics.adviseMaxActions) makes the sheet scroll; shorten the list")
        }
        var texts: [(FieldPath, String, String)] = []  // field, text, what it is
        if let title { texts.append((["title"], title, "a title")) }
        if let message { texts.append((["message"], message, "a message")) }
        for (i, action) in actions.prefix(Metrics.maxActions).enumerated() { texts.append((["actions", .index(i)], action.title, "an action")) }
        if let cancel { texts.append((["cancel"], cancel, "the cancel button")) }
        for (field, text, what) in texts {
            if text.isEmpty {
                let fix = field == ["title"] || field == ["message"] ? "; leave it out for none" : ""
                error(field, "\(what) needs text\(fix)")
            } else if text.count > Metrics.maxTextLength {
                error(field, "\(text.count) characters is over the limit of \(Metrics.maxTextLength)")
            }
        }
        if !(width.isFinite && width >= Metrics.minWidth && width <= Metrics.maxWidth) {
            error(["width"], "\(Excerpt.number(width)) pt is outside \(Excerpt.number(Metrics.minWidth))...\(Excerpt.number(Metrics.maxWidth))")
        }
        guard issues.allSatisfy({ !$0.isError }) else { return issues }

        let messageLines = headerText.message.count
        if messageLines > Metrics.adviseMaxMessageLines {
            warning(["message"], "the message takes \(messageLines) lines; more than \(Metrics.adviseMaxMessageLines) pushes the actions up — say it in fewer words")
        }
        let room = actionTitleWidth
        for (field, text, font) in actions.enumerated().map({ (FieldPath(["actions", .index($0.offset)]), $0.element.title, Metrics.actionFont) })
            + (cancel.map { [(FieldPath(["cancel"]), $0, Metrics.cancelFont)] } ?? []) {
            let needed = TextMeasure.width(text, font: font)
            if needed > room {
                warning(field, "\(Excerpt.quoted(text)) is \(Excerpt.number(needed)) pt wide but its row has \(Excerpt.number(room)) pt: it is cut short with \"…\"")
            }
        }
        return issues
    }
}
