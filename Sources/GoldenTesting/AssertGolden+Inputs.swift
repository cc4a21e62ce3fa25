// `assertGolden` for what a test has in hand: a canvas, premultiplied pixels, or a control
// (rendered as a figure first), so no test needs to know how pixels become an image.

import ControlKit

/// Checks `canvas`'s pixels against golden `group/name`; see `assertGolden(_:named:in:…)`.
@discardableResult
public func assertGolden(
    _ canvas: Canvas, named name: String, in group: String,
    comparison: ComparisonOptions = ComparisonOptions(), record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GoldenCheck {
    assertGolden(canvas.image(), named: name, in: group, comparison: comparison, record: record,
                 fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks premultiplied `pixmap` against golden `group/name` (unpremultiplied, as PNGs are).
@discardableResult
public func assertGolden(
    _ pixmap: Pixmap, named name: String, in group: String,
    comparison: ComparisonOptions = ComparisonOptions(), record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GoldenCheck {
    assertGolden(pixmap.unpremultiplied(), named: name, in: group, comparison: comparison, record: record,
                 fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Renders `control` as a figure (`Control.render`) and checks it against golden
/// `group/name`; a control that does not validate is a failure naming its errors.
@discardableResult
public func assertGolden<C: Control>(
    _ control: C, scale: Int = 3, appearance: Appearance = .light, backdrop: Backdrop? = nil,
    named name: String, in group: String, comparison: ComparisonOptions = ComparisonOptions(), record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GoldenCheck {
    let pixmap: Pixmap
    do {
        pixmap = try control.render(scale: scale, appearance: appearance, backdrop: backdrop)
    } catch {
        let check = GoldenCheck(passed: false, message: "golden \(group)/\(name): the control does not render:\n\(error)")
        GoldenAssertion.fail(check.message, fileID: fileID, filePath: filePath, line: line, column: column)
        return check
    }
    return assertGolden(pixmap, named: name, in: group, comparison: comparison, record: record,
                        fileID: fileID, filePath: filePath, line: line, column: column)
}
