// ControlKitSnapshotTesting: strategies for pointfreeco/swift-snapshot-testing, so a team that
// already writes `assertSnapshot(of:as:)` can snapshot ControlKit's pictures as PNGs on Linux.
//
//     assertSnapshot(of: PageControl(pages: 5, currentPage: 1), as: .controlKit(scale: 3, appearance: .dark))
//
// Does: turns a control, a Scene, a figure variant, a Canvas or an RGBAImage into straight-alpha
// pixels, stores them as deterministic PNGs (`pathExtension` "png", in swift-snapshot-testing's
// `__Snapshots__` folders and record modes), and compares them with ControlKit's own differ
// (`ImageComparison`: exact, pixelmatch or perceptual, with `ComparisonOptions`). A failure
// writes expected, actual, diff, triptych and report.json (`FailureArtifacts`, as the golden
// store does) under `<package>/.build/snapshot-failures/` and names them in its message.
// Does not: compare PNG bytes (references are decoded first), use UIKit/AppKit images, or
// decide where references live or when they are recorded (swift-snapshot-testing does).
//
// Invariants:
//   - a strategy never traps on its input: a control that does not validate, a scene too
//     large to draw or a reference that is not a PNG is a test failure with a message;
//   - the same value and options give the same PNG bytes and the same verdict on every run.

import Foundation
import Golden
import GoldenTesting

/// Where a strategy was written (`.controlKit(…)`'s `#filePath`, `#line`…): failures of what
/// it snapshots are reported there, and its failure artifacts go under its package.
struct SnapshotCallSite: Sendable {
    var fileID: String
    var filePath: StaticString
    var line: UInt
    var column: UInt

    /// Failures under a call site get their own folder: its file's name, then its line.
    static let failuresFolderName = ".build/snapshot-failures"

    /// `<package root>/.build/snapshot-failures/<file name without .swift>/line-<line>`; under
    /// the temporary folder when the file is in no package.
    var failuresFolder: String {
        let path = "\(filePath)"
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let base: String
        if let root = try? PackageRoot.containing(filePath: path) {
            base = root + "/" + Self.failuresFolderName
        } else {
            base = NSTemporaryDirectory() + "controlkit-snapshot-failures"
        }
        return "\(base)/\(stem)/line-\(line)"
    }

    /// Records a test failure at the call site, under Swift Testing or XCTest.
    func fail(_ message: String) {
        GoldenAssertion.fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
