// GoldenTesting: `assertGolden` for Swift tests, under Swift Testing and under XCTest.
//
// Does: compares an image with `Goldens/<group>/<name>.png` of the calling package (found from
// the caller's `#filePath`), in the record mode passed or named by CONTROLKIT_RECORD, and
// reports a failure where the assertion was written, naming the failure artifacts.
// Does not: compare anything itself; that is `Golden`'s `GoldenStore` and `ImageComparison`.

@_exported import Golden
import Raster
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Checks `image` against golden `group/name` and records a test failure if it does not pass.
///
/// Under Swift Testing the failure is an `Issue` at the call site; under XCTest an `XCTFail`
/// at the call site. The check fails once whenever a golden is written (record modes
/// `missing`, `failed`, `all`), so a recording is never mistaken for a pass.
///
/// - Parameters:
///   - image: the rendered image.
///   - name: the golden's file name without `.png` (letters, digits, `.`, `_`, `-`).
///   - group: the folder under `Goldens/`, usually the control or module.
///   - comparison: mode, threshold, ignore regions and pixel budget; exact by default.
///   - record: the record mode; `nil` reads `CONTROLKIT_RECORD` (unset means `never`).
///   - fileID: the caller's file, filled in by the compiler (where the failure is reported).
///   - filePath: the caller's file path, filled in by the compiler; the package holding it
///     is where `Goldens/` is looked up.
///   - line: the caller's line, filled in by the compiler.
///   - column: the caller's column, filled in by the compiler.
/// - Returns: the check, for tests that want its numbers.
@discardableResult
public func assertGolden(
    _ image: RGBAImage, named name: String, in group: String,
    comparison: ComparisonOptions = ComparisonOptions(), record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GoldenCheck {
    let check = GoldenAssertion.check(image, named: name, in: group, comparison: comparison, record: record,
                                      callerFilePath: "\(filePath)")
    if !check.passed {
        GoldenAssertion.fail(check.message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return check
}

/// The check and the report behind `assertGolden`; `fail` is shared with `ControlKitSnapshotTesting`.
package enum GoldenAssertion {
    /// The check, with a store problem (no package root, bad CONTROLKIT_RECORD) as a failed check.
    static func check(_ image: RGBAImage, named name: String, in group: String, comparison: ComparisonOptions,
                      record: RecordMode?, callerFilePath: String) -> GoldenCheck {
        let store: GoldenStore
        do {
            store = try GoldenStore(filePath: callerFilePath, recordMode: record)
        } catch {
            return GoldenCheck(passed: false, message: "golden \(group)/\(name): \(error)")
        }
        return store.check(image, group: group, name: name, options: comparison)
    }

    /// Reports through whichever test library is running this test.
    package static func fail(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #else
        print("golden failure at \(fileID):\(line): \(message)")
        #endif
    }
}
