import Controls
import Documents
import TestSupport
import Testing

/// One test per rule of `Alert.validate()`: each fires on an alert that breaks it and not on
/// one that keeps it.
@Suite struct AlertValidationTests {
    func messages(_ alert: Alert) -> [String] { alert.validate().severityLines }

    static let delete = Alert(title: "Delete photo?", message: "This cannot be undone.",
                              actions: [.init("Cancel", style: .cancel), .init("Delete", style: .destructive)])

    @Test func aBriefAlertHasNoProblems() {
        #expect(messages(Self.delete).isEmpty)
    }

    @Test func anAlertWithNoActionIsAnError() {
        #expect(messages(Alert(title: "Saved")).contains { $0.hasPrefix("error actions:") && $0.contains("at least one action") })
        #expect(messages(Alert(title: "Saved", actions: [.init("OK")])).isEmpty)
    }

    @Test func moreThanThreeActionsWarn() {
        let four = Alert(title: "Share", actions: ["Mail", "Messages", "Notes", "Copy"].map { Alert.Action($0) })
        #expect(messages(four).contains { $0.hasPrefix("warning actions:") && $0.contains("brief, essential information") })
        let three = Alert(title: "Share", actions: ["Mail", "Messages", "Notes"].map { Alert.Action($0) })
        #expect(messages(three).isEmpty)
    }

    @Test func aMessageOfMoreThanThreeLinesWarns() {
        let long = String(repeating: "This message goes on about what is about to happen. ", count: 4)
        #expect(messages(Alert(title: "Update", message: long, actions: [.init("OK")]))
            .contains { $0.hasPrefix("warning message:") && $0.contains("brief, essential information") })
        #expect(messages(Alert(title: "Update", message: "A short sentence.", actions: [.init("OK")])).isEmpty)
    }

    @Test func twoCancelActionsAreAnError() {
        let two = Alert(title: "Leave?", actions: [.init("Stay", style: .cancel), .init("Cancel", style: .cancel)])
        #expect(messages(two).contains { $0.hasPrefix("error actions[1].style:") && $0.contains("UIKit allows one") })
    }

    @Test func twoPreferredActionsAreAnError() {
        let two = Alert(title: "Save?", actions: [.init("Save", isPreferred: true), .init("Keep", isPreferred: true)])
        #expect(messages(two).contains { $0.hasPrefix("error actions[1].preferred:") })
    }

    @Test func anEmptyActionTitleIsAnError() {
        #expect(messages(Alert(title: "Saved", actions: [.init("OK"), .init(" ")])).contains { $0.hasPrefix("error actions[1].title:") })
    }

    @Test func boundsOnInputAreErrors() {
        #expect(messages(Alert(title: String(repeating: "x", count: 201), actions: [.init("OK")])).contains { $0.hasPrefix("error title:") })
        #expect(messages(Alert(message: String(repeating: "x ", count: 501), actions: [.init("OK")])).contains { $0.hasPrefix("error message:") })
        #expect(messages(Alert(title: "A", actions: Array(repeating: .init("OK"), count: 11))).contains { $0.hasPrefix("error actions:") })
        #expect(messages(Alert(title: "A", actions: [.init("OK")], textField: .init(placeholder: String(repeating: "p", count: 201))))
            .contains { $0.hasPrefix("error textField.placeholder:") })
    }
}
