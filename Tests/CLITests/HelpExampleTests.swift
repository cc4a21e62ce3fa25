import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing
import TestTags

/// The EXAMPLES of a help page, read from the page printed unwrapped.
enum HelpExamples {
    /// The lines of the EXAMPLES section, up to the blank line that ends it.
    static func section(of help: String) -> [String] {
        let lines = help.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "EXAMPLES:") else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
    }

    /// Each example as the arguments after `controlkit`, with ` \` continuations joined.
    static func commands(of help: String) -> [[String]] {
        var commands: [[String]] = []
        var pending = ""
        for line in section(of: help) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasSuffix("\\") {
                pending += text.dropLast() + " "
                continue
            }
            let words = (pending + text).split(separator: " ").map(String.init)
            pending = ""
            if words.first == "controlkit" { commands.append(Array(words.dropFirst())) }
        }
        return commands
    }
}

/// Every example in every help page runs and exits 0.
///
/// Each runs in a sandbox folder that looks like the repository root: `Examples/` and
/// `Benchmarks/` linked, `Goldens/page-control/` copied (the examples write a contact sheet and
/// record goldens into it), an absolute `/tmp/…` output moved into the sandbox, and stand-ins
/// for the user's own files the examples name without a folder: `expected.png` and
/// `actual.png` (two equal images) and `big-fills.json` (a small scene).
@Suite(.tags(.slow)) struct HelpExampleTests {
    final class Sandbox {
        let folder: TemporaryFolder

        static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path

        init() throws {
            folder = try TemporaryFolder()
            let files = FileManager.default, root = Self.packageRoot
            for name in ["Examples", "Benchmarks"] where files.fileExists(atPath: root + "/" + name) {
                try files.createSymbolicLink(atPath: folder.file(name), withDestinationPath: root + "/" + name)
            }
            try files.createDirectory(atPath: folder.file("Goldens"), withIntermediateDirectories: true)
            try files.copyItem(atPath: root + "/Goldens/page-control", toPath: folder.file("Goldens/page-control"))
            let image = try #require(RGBAImage(width: 8, height: 8, fill: .white))
            try PNG.write(image, to: folder.file("expected.png"))
            try PNG.write(image, to: folder.file("actual.png"))
            try files.copyItem(atPath: root + "/Examples/scenes/shapes.json", toPath: folder.file("big-fills.json"))
        }

        func run(_ arguments: [String]) throws -> ControlKitCLI.Run {
            let inSandbox = arguments.map { $0.hasPrefix("/tmp/") ? folder.file(String($0.dropFirst())) : $0 }
            return try ControlKitCLI.run(inSandbox, in: folder.path)
        }
    }

    /// An example also listed on a more specific page (`render figures` for `render`) runs
    /// there, once.
    @Test(arguments: HelpPage.all)
    func everyExampleRuns(page: HelpPage) throws {
        let unwrapped = 1000
        let examples = HelpExamples.commands(of: try page.help(columns: unwrapped).stdout)
        #expect(!examples.isEmpty, "\(page.name) has no EXAMPLES")
        let deeper = HelpPage.all.filter { $0.command.count > page.command.count && $0.command.starts(with: page.command) }
        let elsewhere = Set(try deeper.flatMap { HelpExamples.commands(of: try $0.help(columns: unwrapped).stdout) })
        let sandbox = try Sandbox()
        for example in examples where !elsewhere.contains(example) {
            let line = "controlkit " + example.joined(separator: " ")
            #expect(!line.contains("\"") && !line.contains("'"), "quoting in an example is not supported here: \(line)")
            let run = try sandbox.run(example)
            #expect(run.status == 0, "\(page.name): \(line)\n\(run.stderr)")
        }
    }

    @Test func continuationLinesAreJoined() {
        let help = "OVERVIEW: x\n\nEXAMPLES:\n  controlkit a --b \\\n      c -o d.png\n  controlkit e\n\nUSAGE: x\n"
        #expect(HelpExamples.commands(of: help) == [["a", "--b", "c", "-o", "d.png"], ["e"]])
    }
}
