@testable import GoldenTesting
import Raster
import Testing

@Suite struct AssertGoldenTests {
    static let image = TestImages.filled(4, 4, Color(r: 52, g: 199, b: 89))

    /// Under Swift Testing a failing golden is an Issue at the call site whose comment names the
    /// golden; `withKnownIssue` here asserts that exactly such an issue is recorded (it fails
    /// the test when none is).
    @Test func failureIsRecordedAsAnIssueAtTheCallSite() throws {
        let pkg = try TemporaryPackage()
        let check = GoldenAssertion.check(Self.image, named: "absent", in: "g", comparison: ComparisonOptions(),
                                          record: .never, callerFilePath: pkg.testFilePath)
        #expect(!check.passed && check.message.contains("\(pkg.root)/Goldens/g/absent.png"))
        withKnownIssue {
            GoldenAssertion.fail(check.message, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("absent.png") } && issue.sourceLocation?.fileName == "AssertGoldenTests.swift"
        }
    }

    @Test func storeProblemsBecomeFailedChecks() {
        let check = GoldenAssertion.check(Self.image, named: "x", in: "g", comparison: ComparisonOptions(),
                                          record: .never, callerFilePath: "/no-such-root-here/T.swift")
        #expect(!check.passed && check.message.contains("no Package.swift"))
    }
}
