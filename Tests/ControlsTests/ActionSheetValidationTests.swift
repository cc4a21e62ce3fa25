import Controls
import Documents
import TestSupport
import Testing

/// One test per rule of `ActionSheet.validate()`: each fires on a sheet that breaks it and not on
/// one that keeps it.
@Suite struct ActionSheetValidationTests {
    typealias M = ActionSheet.Metrics

    func messages(_ sheet: ActionSheet) -> [String] { sheet.validate().severityLines }

    static let plain = ActionSheet(title: "Photo", message: "Share it or delete it.",
                                   actions: [.init("Share"), .init("Delete", style: .destructive)], cancel: "Cancel")

    @Test func aPlainSheetHasNoProblems() {
        #expect(messages(Self.plain).isEmpty)
        #expect(messages(ActionSheet(cancel: "Cancel")).isEmpty, "Cancel alone is something to press")
        #expect(messages(ActionSheet(actions: [.init("Share")])).isEmpty, "an action without Cancel too")
    }

    @Test func neitherActionsNorCancelIsAnError() {
        #expect(messages(ActionSheet(title: "Nothing to press")).contains { $0.hasPrefix("error actions:") && $0.contains("at least one action") })
    }

    @Test func emptyTextsAreErrorsNamingTheirField() {
        let sheet = ActionSheet(title: "", message: "", actions: [.init("Share"), .init("")], cancel: "")
        let found = messages(sheet)
        for prefix in ["error title:", "error message:", "error actions[1]:", "error cancel:"] {
            #expect(found.contains { $0.hasPrefix(prefix) }, "\(prefix) in \(found)")
        }
        #expect(!found.contains { $0.hasPrefix("error actions[0]") })
    }

    @Test func textOverTheLimitIsAnError() {
        let long = String(repeating: "a", count: M.maxTextLength + 1)
        #expect(messages(ActionSheet(actions: [.init(long)])).contains { $0.hasPrefix("error actions[0]:") && $0.contains("over the limit") })
        #expect(!messages(ActionSheet(actions: [.init(String(long.dropLast()))])).contains { $0.hasPrefix("error") })
    }

    @Test func moreActionsThanTheBoundIsAnError() {
        let many = ActionSheet(actions: (0 ... M.maxActions).map { .init("Action \($0)") })
        #expect(messages(many).contains { $0.hasPrefix("error actions:") && $0.contains("over the limit of \(M.maxActions)") })
    }

    @Test func moreThanEightActionsWarns() {
        func sheet(_ n: Int) -> ActionSheet { ActionSheet(actions: (1 ... n).map { .init("Action \($0)") }, cancel: "Cancel") }
        #expect(messages(sheet(M.adviseMaxActions + 1)).contains { $0.hasPrefix("warning actions:") && $0.contains("scroll") })
        #expect(messages(sheet(M.adviseMaxActions)).isEmpty)
    }

    @Test func aLongMessageWarns() {
        let long = String(repeating: "This message goes on and on about what will happen. ", count: 6)
        #expect(messages(ActionSheet(message: long, actions: [.init("OK")])).contains { $0.hasPrefix("warning message:") && $0.contains("lines") })
        #expect(!messages(ActionSheet(message: "Short and clear.", actions: [.init("OK")])).contains { $0.contains("message") })
    }

    @Test func aWidthOutOfBoundsIsAnError() {
        for width in [Float(100), 20_000, .nan, .infinity] {
            var sheet = Self.plain
            sheet.width = width
            #expect(messages(sheet).contains { $0.hasPrefix("error width:") }, "\(width)")
        }
        var wide = Self.plain
        wide.width = 1024
        #expect(messages(wide).isEmpty)
    }

    @Test func anActionTooWideForItsRowWarns() {
        let wordy = ActionSheet(actions: [.init("Share this photo with every single one of your contacts")], cancel: "Cancel")
        #expect(messages(wordy).contains { $0.hasPrefix("warning actions[0]:") && $0.contains("cut short") })
        #expect(messages(ActionSheet(actions: [.init("Share")], cancel: "Cancel")).isEmpty)
    }
}
