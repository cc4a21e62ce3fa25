import ControlKit
import Foundation
import TestSupport
import TestTags
import Testing

/// What a batch promises whoever hands it a manifest: it reads nothing outside the manifest's
/// folder and writes nothing outside `--out`, and killing it at any moment leaves only whole
/// PNGs, with a re-run drawing only what is missing.
@Suite struct BatchSafetyTests {
    /// Every regular file under `root`, relative, sorted.
    static func files(under root: String) -> [String] {
        let names = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    @Test(arguments: [
        ("{image: ../../etc/passwd}", "\"../../etc/passwd\" leads outside the figure file's folder"),
        ("{image: /etc/photo.png}", "\"/etc/photo.png\" is an absolute path"),
        ("{scene: ../outside.json}", "\"../outside.json\" leads outside the figure file's folder"),
        ("{image: sub/../../outside.png}", "\"sub/../../outside.png\" leads outside"),
        ("{image: link.png}", "\"link.png\" is a symbolic link that leads outside the figure file's folder"),
    ])
    func anAssetOutsideTheManifestsFolderIsRefused(backdrop: String, message: String) throws {
        let f = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: f.file("specs"), withIntermediateDirectories: true)
        let photo = try #require(RGBAImage(width: 4, height: 4, fill: .white))
        try PNG.write(photo, to: f.file("outside.png"))
        try f.write(#"{"format": "controlkit-scene/1", "width": 10, "height": 10, "items": []}"#, to: "outside.json")
        try FileManager.default.createSymbolicLink(atPath: f.file("specs/link.png"), withDestinationPath: f.file("outside.png"))
        try f.write("figures:\n  - name: dots\n    backdrop: \(backdrop)\n    pageControl: {pages: 3}\n", to: "specs/figures.yaml")
        let before = Self.files(under: f.path)
        let run = try ControlKitCLI.run(["batch", "specs", "--out", "out/figures"], in: f.path)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("specs/figures.yaml:3: figures[0].backdrop"), "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(Self.files(under: f.path) == before, "nothing written anywhere")
    }

    /// An output pattern or a figure name with `..` is refused; nothing lands outside --out.
    @Test(arguments: [
        ("defaults: {output: \"../{name}.png\"}\nfigures:\n  - {name: dots, pageControl: {pages: 3}}\n", "defaults.output"),
        ("figures:\n  - {name: \"..\", pageControl: {pages: 3}}\n", "figures[0].name"),
        ("figures:\n  - {name: dots, output: \"/tmp/{name}.png\", pageControl: {pages: 3}}\n", "figures[0].output"),
    ])
    func anOutputNameThatLeavesTheFolderIsRefused(file: String, field: String) throws {
        let f = try TemporaryFolder()
        try f.write(file, to: "figures.yaml")
        let run = try ControlKitCLI.run(["batch", "figures.yaml", "--out", "out"], in: f.path)
        #expect(run.status == 2 && run.stderr.contains(field), "\(run.stderr)")
        #expect(Self.files(under: f.path) == ["figures.yaml"], "nothing written")
    }

    /// Kill -9 in the middle of a batch: every PNG in the output folder decodes at every moment
    /// looked at, and a re-run draws only what is missing (the journal remembers what landed).
    @Test(.tags(.slow)) func aKilledBatchLeavesWholeFilesAndARerunDrawsOnlyWhatIsMissing() throws {
        let f = try TemporaryFolder()
        let figures = (1 ... 40).map { "  - {name: alert-\($0), alert: {title: \"Alert \($0)\", message: \"Figure \($0) of a long batch.\", actions: [Cancel, OK]}}" }
        try f.write("defaults: {scales: [3]}\nfigures:\n" + figures.joined(separator: "\n") + "\n", to: "figures.yaml")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ControlKitCLI.binary())
        process.arguments = ["batch", "figures.yaml", "--out", "out", "--jobs", "2", "--quiet"]
        process.currentDirectoryURL = URL(fileURLWithPath: f.path)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var looks = 0, seen = 0
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline {
            let pngs = Self.files(under: f.file("out")).filter { $0.hasSuffix(".png") }
            for name in pngs { #expect(throws: Never.self, "\(name) while the batch ran") { _ = try PNG.read(contentsOf: f.file("out/" + name)) } }
            looks += 1
            seen = pngs.count
            if seen >= 6 { break }
            usleep(20_000)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal, "killed before it finished (looked \(looks) times)")

        let left = Self.files(under: f.file("out")).filter { $0.hasSuffix(".png") }
        #expect(left.count >= seen && left.count < 40, "\(left.count) PNGs when killed")
        for name in left { #expect(throws: Never.self, "\(name) after the kill") { _ = try PNG.read(contentsOf: f.file("out/" + name)) } }

        let rerun = try ControlKitCLI.run(["batch", "figures.yaml", "--out", "out", "--json", "--quiet"], in: f.path)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(rerun.stdout.utf8)) as? [String: Any])
        let cached = try #require(summary["cached"] as? Int), drawn = try #require((summary["drawn"] as? [String])?.count)
        // At most the two jobs in flight landed without their journal line.
        #expect(cached + drawn == 40 && cached <= left.count && cached >= left.count - 2, "cached \(cached), drawn \(drawn), left \(left.count)")
        let all = Self.files(under: f.file("out"))
        #expect(all.filter { $0.hasSuffix(".png") }.count == 40)
        #expect(!all.contains { $0.contains(".tmp-") }, "no temporary file left: \(all)")
        for name in all where name.hasSuffix(".png") { _ = try PNG.read(contentsOf: f.file("out/" + name)) }
    }
}
