@testable import ControlKit
import Documents
import Foundation
import Testing
import TestSupport

/// A run's record (`BatchRecord`) as `merge` reads it back: paths inside the run's folder
/// follow the folder when it moves, and a damaged or foreign file is refused with an error
/// naming it, never a crash.
@Suite struct BatchRecordTests {
    static func record(in folder: String) -> BatchRecord {
        BatchRecord(command: "verify", shard: .init(index: 2, count: 3), seconds: 1.5, figures: [
            .init(position: 4, file: "Goldens/dots/cases.yaml", figure: "three", control: "pageControl", appearance: "dark", scale: 2,
                  outputName: "three-dark-2x", output: "Goldens/dots/three-dark-2x.png", pixelWidth: 146, pixelHeight: 52, seconds: 0.25,
                  status: .failed, message: "3 pixels differ; see \(folder)/failures/dots/three-dark-2x/diff.png",
                  artifacts: ["\(folder)/failures/dots/three-dark-2x/diff.png"], recorded: nil),
        ], planErrors: [.init(file: "Goldens/dots/cases.yaml", figure: "figures[1]", text: "figures[1].pageControl.pages: -2")],
        errors: ["figures[1].pageControl.pages: -2"], warnings: [], skipped: [.init(path: "Goldens/bar/scene.json", format: "controlkit-scene/1")])
    }

    @Test func aRecordReadFromAMovedFolderNamesThatFoldersFiles() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("shard"), withIntermediateDirectories: true)
        try Self.record(in: folder.file("shard")).write(into: folder.file("shard"))
        let text = try String(contentsOfFile: folder.file("shard/.controlkit-run.json"), encoding: .utf8)
        #expect(text.contains("\"$OUT/failures/dots/three-dark-2x/diff.png\"") && !text.contains(folder.path), "\(text)")
        try FileManager.default.moveItem(atPath: folder.file("shard"), toPath: folder.file("downloaded"))
        let read = try BatchRecord.read(from: folder.file("downloaded"))
        #expect(read == Self.record(in: folder.file("downloaded")))
    }

    @Test func aPathIsMovedInAMessageOnlyWhereAWordStartsWithIt() {
        #expect(BatchRecord.replacingWords(startingWith: "out/", by: "merged/", in: "see out/a.png, out/b.png (out/c.png)")
                == "see merged/a.png, merged/b.png (merged/c.png)")
        #expect(BatchRecord.replacingWords(startingWith: "out/", by: "merged/", in: "layout/out/x") == "layout/out/x")
        #expect(BatchRecord.replacingWords(startingWith: "out/", by: "merged/", in: "out/out/") == "merged/out/")
    }

    @Test func foreignAndDamagedRecordsAreRefusedNamingTheFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.file(".controlkit-run.json")
        func refusal(_ text: String) -> String {
            FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            do {
                _ = try BatchRecord.read(from: folder.path)
                return "read"
            } catch {
                return error.diagnostics.map(\.description).joined(separator: "\n")
            }
        }
        #expect(refusal("[]").hasPrefix("\(path): not a run record"))
        #expect(refusal("{\"format\": \"controlkit-run/1\"}") == "\(path): not a run record: command: missing")
        try Self.record(in: folder.path).write(into: folder.path)
        let good = try String(contentsOfFile: path, encoding: .utf8)
        #expect(refusal(good.replacingOccurrences(of: "controlkit-run/1", with: "controlkit-run/9"))
                == "\(path): format \"controlkit-run/9\": expected \"controlkit-run/1\"")
        #expect(refusal(good.replacingOccurrences(of: "\"position\" : 4", with: "\"position\" : -4")) == "\(path): figures[0].position: expected 0 or more")
        #expect(refusal(good.replacingOccurrences(of: "\"index\" : 2", with: "\"index\" : 7")) == "\(path): shard 7/3: expected 1 ≤ index ≤ count")
        #expect(refusal(good.replacingOccurrences(of: "\"failed\"", with: "\"exploded\"")).hasPrefix("\(path): not a run record: figures[0].status: "))

        // Every prefix of a good record, and each byte replaced in turn: read or refused, never a crash.
        let bytes = Array(good.utf8)
        for end in stride(from: 0, to: bytes.count, by: 7) {
            let message = refusal(String(decoding: bytes[..<end], as: UTF8.self))
            #expect(message.hasPrefix(path), "a record cut at byte \(end): \(message)")
        }
        for offset in stride(from: 0, to: bytes.count, by: 5) {
            var damaged = bytes
            damaged[offset] = damaged[offset] == UInt8(ascii: "9") ? UInt8(ascii: "x") : UInt8(ascii: "9")
            let message = refusal(String(decoding: damaged, as: UTF8.self))
            #expect(message == "read" || message.hasPrefix(path), "byte \(offset) changed: \(message)")
        }
    }
}
