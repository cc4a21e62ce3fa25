import ControlKit
import DisplayList
import Foundation
import FuzzTargets
import Golden
import SVGImport
import Testing

/// Every input a fuzz campaign ever found (Fuzz/Regressions/TARGET/) and every committed seed
/// (Fuzz/Seeds/TARGET/), run through its target as libFuzzer runs it: a crash, a trap or a
/// broken invariant fails the whole test run, so a fixed finding stays fixed. The folders'
/// names must be targets, so a finding filed under a typo is not silently skipped.
@Suite struct FuzzRegressionTests {
    static let fuzzFolder: String = {
        let root = (try? PackageRoot.containing(filePath: #filePath)) ?? FileManager.default.currentDirectoryPath
        return root + "/Fuzz"
    }()

    /// The files of `Fuzz/KIND/TARGET/` for each target, sorted; targets without a folder have none.
    static func inputs(_ kind: String) throws -> [(target: FuzzTarget, file: String)] {
        let folder = fuzzFolder + "/" + kind
        var found: [(FuzzTarget, String)] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where !name.hasPrefix(".") {
            let target = try #require(FuzzTarget(rawValue: name), "Fuzz/\(kind)/\(name) is not a fuzz target")
            for file in try FileManager.default.contentsOfDirectory(atPath: folder + "/" + name).sorted() where !file.hasPrefix(".") {
                found.append((target, folder + "/" + name + "/" + file))
            }
        }
        return found
    }

    @Test func everyFindingRunsThroughItsTarget() throws {
        let findings = try Self.inputs("Regressions")
        for (target, file) in findings {
            target.run(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
        }
        // The folder holds at least the findings of the first campaigns (docs/fuzzing.md).
        #expect(findings.count >= 1, "no regression inputs found under \(Self.fuzzFolder)/Regressions")
    }

    @Test func everySeedRunsThroughItsTarget() throws {
        let seeds = try Self.inputs("Seeds")
        #expect(Set(seeds.map(\.target)) == Set(FuzzTarget.allCases), "every target has a committed seed")
        for (target, file) in seeds {
            target.run(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
        }
    }

    /// The seeds are valid files, so a campaign starts deep inside each parser rather than at
    /// its first error.
    @Test func theDocumentSeedsAreAccepted() throws {
        for (target, file) in try Self.inputs("Seeds") {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            switch target {
            case .spec:
                let plan = try FigurePlan.load(file)
                #expect(plan.variants.count >= 6 && plan.warnings.isEmpty, "\(file): \(plan.warnings)")
            case .scene: _ = try Scene.decode(json: Array(data))
            case .svg:
                let document = try SVGDocument(data: data, fileName: file)
                #expect(document.warnings.isEmpty, "\(file): \(document.warnings)")
            default: break
            }
        }
    }
}
