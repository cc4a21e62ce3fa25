import Documents
import Foundation

// The HIG's advice for alerts (Apple HIG "Alerts", seeds on modality; issue 14) and UIKit's own
// rules, checked before anything is drawn. Errors stop a render; warnings are reported.

extension Alert {
    /// Every problem with this configuration, each naming its field by the figure-file key
    /// (`actions[1].title`). Never traps.
    ///
    /// Errors: no action (UIKit's alert has no other way to be dismissed); an empty action
    /// title; two cancel actions (UIKit allows one and raises on a second); two preferred
    /// actions (`preferredAction` is one); text over `Metrics.max…Length`; more than
    /// `Metrics.maxActions` actions.
    /// Warnings ("alerts are for brief, essential information"): more than
    /// `Metrics.briefActionCount` actions; a message of more than `Metrics.briefMessageLines`
    /// lines.
    public func validate() -> [Diagnostic] {
        var issues: [Diagnostic] = []
        func error(_ field: FieldPath, _ message: String) { issues.append(.error(field, message)) }
        func warning(_ field: FieldPath, _ message: String) { issues.append(.warning(field, message)) }
        let brief = "alerts are for brief, essential information"

        if let title, title.count > Metrics.maxTitleLength {
            error(["title"], "\(title.count) characters is over the limit of \(Metrics.maxTitleLength)")
        }
        if let message, message.count > Metrics.maxMessageLength {
            error(["message"], "\(message.count) characters is over the limit of \(Metrics.maxMessageLength)")
        } else if messageLines.count > Metrics.briefMessageLines {
            warning(["message"], "a message of \(messageLines.count) lines is long: \(brief) (the HIG keeps it to a short sentence or two)")
        }
        if actions.isEmpty {
            error(["actions"], "an alert needs at least one action: it has no other way to be dismissed")
        } else if actions.count > Metrics.maxActions {
            error(["actions"], "\(actions.count) actions is over the limit of \(Metrics.maxActions)")
        } else if actions.count > Metrics.briefActionCount {
            warning(["actions"], "\(actions.count) actions: \(brief); give it at most \(Metrics.briefActionCount)")
        }
        // Only as many as may be drawn: aliases may give a million actions one long title.
        for (i, action) in actions.prefix(Metrics.maxActions).enumerated() {
            if action.title.unicodeScalars.allSatisfy(CharacterSet.whitespaces.contains) {
                error(["actions", .index(i), "title"], "an action needs a title")
            } else if TextLength.exceeds(action.title, Metrics.maxActionTitleLength) {
                error(["actions", .index(i), "title"], "\(action.title.count) characters is over the limit of \(Metrics.maxActionTitleLength)")
            }
        }
        let cancels = actions.indices.prefix(Metrics.maxActions).filter { actions[$0].style == .cancel }
        if cancels.count > 1 {
            error(["actions", .index(cancels[1]), "style"], "a second cancel action: UIKit allows one per alert (actions \(cancels.map(String.init).joined(separator: " and ")))")
        }
        let preferred = actions.indices.prefix(Metrics.maxActions).filter { actions[$0].isPreferred }
        if preferred.count > 1 {
            error(["actions", .index(preferred[1]), "preferred"], "a second preferred action: an alert has one preferredAction (actions \(preferred.map(String.init).joined(separator: " and ")))")
        }
        if let field = textField {
            for (key, text) in [("placeholder", field.placeholder), ("text", field.text)] where text.count > Metrics.maxTextFieldLength {
                error(["textField", .key(key)], "\(text.count) characters is over the limit of \(Metrics.maxTextFieldLength)")
            }
        }
        return issues
    }
}
