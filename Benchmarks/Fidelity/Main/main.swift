// `swift run -c release FidelityHarness [--refs DIR] [--out FILE]`: measures ControlKit against
// the real iOS renders in DIR (default: none) and writes the report (default: stdout).
import FidelityHarnessCore
import FileIO
import Foundation

var refs: String? = nil, out: String? = nil
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    switch a {
    case "--refs": refs = args.popFirst()
    case "--out": out = args.popFirst()
    case "-h", "--help":
        print("usage: FidelityHarness [--refs DIR] [--out FILE]\n  DIR: a folder of iOS references (e.g. ../shared/ios-refs); without it the report lists what it would measure.")
        exit(0)
    default:
        FileHandle.standardError.write("FidelityHarness: unknown argument \(a)\n".data(using: .utf8)!)
        exit(2)
    }
}
do {
    let result = try Harness.run(refs: refs)
    let searchedPath = URL(fileURLWithPath: Harness.figuresDirectory).deletingLastPathComponent().appendingPathComponent("searched.md").path
    let searched = try? String(contentsOfFile: searchedPath, encoding: .utf8)
    let explainedPath = URL(fileURLWithPath: searchedPath).deletingLastPathComponent().appendingPathComponent("explained.md").path
    let explained = try? String(contentsOfFile: explainedPath, encoding: .utf8)
    let text = Harness.markdown(result, refsLabel: refs ?? "(no references)", searched: searched, explained: explained)
    if let out { try text.write(toFile: out, atomically: true, encoding: .utf8) } else { print(text, terminator: "") }
    for f in result.unknownFiles { FileHandle.standardError.write("FidelityHarness: unknown reference \(f)\n".data(using: .utf8)!) }
    FileHandle.standardError.write("FidelityHarness: \(result.referencesFound) of \(Catalogue.all.count) known references measured\n".data(using: .utf8)!)
} catch {
    FileHandle.standardError.write("FidelityHarness: \(error)\n".data(using: .utf8)!)
    exit(1)
}
