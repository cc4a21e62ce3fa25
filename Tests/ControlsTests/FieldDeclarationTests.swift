import Controls
import Documents
import Testing

/// A field is declared once, as a `TypedField` in its control's `+Kind`, and the decoder asks
/// for that declaration: a misspelt name does not compile. A declaration read but left out of
/// the kind's list (a key typed wrong in a second declaration) and a listed field the decoder
/// never asks for are both reported as ControlKit's own mistakes, so any test that decodes the
/// control fails on them. Every registered control decodes its minimal figure without either.
@Suite struct FieldDeclarationTests {
    static let currentPage = ControlField("currentPage", valueName: "N", help: "The page.").integer
    static let pages = ControlField("pages", valueName: "N", help: "How many.").integer
    static let kind = ControlKind(key: "demo", command: "demo", summary: "A control for this test.", fields: [currentPage, pages],
                                  screenPosition: .bottomCentre)

    static func map(_ yaml: String) throws -> DocumentMap { try DocumentNode.parse(yaml: yaml).map() }

    @Test func aMisspeltReadIsCaught() throws {
        var fields = FieldReader(try Self.map("currentPage: 2\npages: 3"), of: Self.kind)
        _ = fields.read(Self.pages)
        let misspelt = ControlField("curentPage", valueName: "N", help: "The page.").integer  // the typo, not in the kind
        let page = fields.read(misspelt)
        #expect(page == nil)
        #expect(fields.report.diagnostics.contains { $0.isError && $0.message.contains(#"ControlKit reads "curentPage" of demo, which its kind does not declare"#) },
                "\(fields.report.diagnostics)")
    }

    @Test func aDeclaredFieldNothingReadsIsCaught() throws {
        var fields = FieldReader(try Self.map("pages: 3"), of: Self.kind)
        _ = fields.read(Self.pages)
        #expect(fields.unreadFields == ["currentPage"])
        #expect(throws: DiagnosticList.self) { try fields.finish() }
        do { try fields.finish() } catch {
            #expect(error.diagnostics.contains { $0.message.contains(#"ControlKit declares "currentPage" of demo but never reads it"#) }, "\(error)")
        }
    }

    /// Asking for an absent field counts: a figure that leaves a field out is not a mistake.
    @Test func anAbsentFieldThatIsAskedForIsRead() throws {
        var fields = FieldReader(try Self.map("pages: 3"), of: Self.kind)
        _ = fields.read(Self.pages)
        _ = fields.read(Self.currentPage)
        #expect(fields.unreadFields.isEmpty)
        try fields.finish()
    }

    /// A list item's reader reports a field of the item that nothing reads, with the item's
    /// other problems (a picker's component is read this way).
    @Test func anItemFieldNothingReadsIsCaught() throws {
        let list = ControlField("components", valueName: "C", help: "Items.", items: [Self.pages, Self.currentPage]).list
        var entry = FieldReader(item: try Self.map("pages: 3"), of: list)
        _ = entry.read(Self.pages)
        let report = entry.finishedReport()
        #expect(report.contains { $0.isError && $0.message.contains(#"ControlKit declares "currentPage" of components but never reads it"#) },
                "\(report)")
    }

    /// Every registered control, from the smallest map it accepts: no mistake reported.
    @Test(arguments: [
        "pageControl: {pages: 3}", "segmentedControl: {segments: [A, B]}", "picker: {components: [{rows: [A, B]}]}",
        "datePicker: {date: 2024-01-05}", "navigationBar: {title: T}", "alert: {title: T}", "actionSheet: {actions: [Delete]}",
        "screen: {}",
    ])
    func everyControlReadsEveryFieldItDeclares(yaml: String) throws {
        let top = try Self.map(yaml)
        let key = try #require(top.keys.first)
        let type = try #require(ControlRegistry.all.first { $0.kind.key == key }, "no control \(key)")
        let map = try #require(top.optional(key)).map()
        do throws(DiagnosticList) {
            _ = try type.init(from: map)
        } catch {
            #expect(!error.diagnostics.contains { $0.message.hasPrefix("ControlKit ") }, "\(error)")
            #expect(error.diagnostics.isEmpty, "\(error)")
        }
    }

    @Test func everyRegisteredControlIsCovered() {
        let covered = ["actionSheet", "alert", "datePicker", "navigationBar", "pageControl", "picker", "screen", "segmentedControl"]
        let registered: [String] = ControlRegistry.keys.sorted()
        #expect(registered == covered)
    }
}
