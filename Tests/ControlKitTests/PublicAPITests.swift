import ControlKit
import Foundation
import TestSupport
import Testing

/// What each product exports, listed from the compiler's symbol graphs and compared with the
/// reviewed listings in docs/public-api/<Module>.txt: a public symbol that appears or
/// disappears fails here until the listing is re-recorded (CONTROLKIT_RECORD=failed) and the
/// change reviewed.
@Suite(.serialized) struct PublicAPITests {
    /// The modules `import ControlKit` gives (its re-exports); the Raster and GoldenTesting
    /// products export Raster, and GoldenTesting with Golden.
    static let modules = ["Assets", "ControlKit", "Controls", "Documents", "DisplayList", "FileIO", "Golden", "GoldenTesting", "PNGCodec", "SVGImport",
                          "Raster", "Typeset"]

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: modules)
    func publicSymbolsAreTheReviewedOnes(module: String) throws {
        let symbols = try SymbolGraph.publicSymbols(of: module)
        #expect(!symbols.isEmpty)
        let store = try TextSnapshotStore(folder: Self.root.appendingPathComponent("docs/public-api").path,
                                          subject: "the public symbols of \(module)")
        let check = try store.check(symbols.joined(separator: "\n") + "\n", named: module)
        #expect(check.passed, Comment(rawValue: check.message))
    }

    /// Every public declaration has a doc comment: what `import ControlKit` gives is read in
    /// Xcode's quick help and the DocC pages, where an undocumented name is a guess.
    @Test(arguments: modules)
    func everyPublicSymbolIsDocumented(module: String) throws {
        let symbols = try SymbolGraph.symbols(of: module)
        #expect(!symbols.isEmpty)
        let bare = symbols.filter { !$0.documented }.map { "\($0.kind) \($0.path.joined(separator: "."))" }.sorted()
        #expect(bare.isEmpty, "\(module): \(bare.count) public declarations without a doc comment: \(bare.prefix(20))")
    }

    /// No type or function name is declared at the top level of two modules `import
    /// ControlKit` gives, so every name means one thing (PixelRect was declared twice once).
    @Test func topLevelNamesAreUnambiguousFromImportControlKit() throws {
        var owners: [String: [String]] = [:]
        for module in Self.modules where module != "GoldenTesting" {
            for name in try SymbolGraph.topLevelNames(of: module) { owners[name, default: []].append(module) }
        }
        let clashes = owners.filter { $0.value.count > 1 }
        #expect(clashes.isEmpty, "declared in more than one module: \(clashes)")
    }

    /// The rasterizer's plumbing, the compositor's kernels and the CLI's argument handling are
    /// not part of any product.
    @Test func internalsAreNotExported() throws {
        var all = Set<String>()
        for module in Self.modules { all.formUnion(try SymbolGraph.topLevelNames(of: module)) }
        for name in ["CoverageAccumulator", "EdgeList", "RasterScratch", "Compositor", "mul255", "attenuate", "DiffTool",
                     "DiffArguments", "PackageRoot", "render(_:)", "SceneDecoder", "JSONReader"] {
            #expect(!all.contains(name), "\(name) is exported")
        }
        // Compiles only because the name is unambiguous from `import ControlKit`.
        #expect(PixelRect(x: 1, y: 2, width: 3, height: 4).width == 3)
    }
}

/// Public symbols of a built module, from `swift-symbolgraph-extract` run on this build's
/// modules (the test bundle's folder holds them).
enum SymbolGraph {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// One line per public symbol, sorted: `struct Canvas`, `func Canvas.fill(_: Path, …)`.
    static func publicSymbols(of module: String) throws -> [String] {
        try symbols(of: module).map { symbol in
            let kind = symbol.kind.replacingOccurrences(of: "swift.", with: "")
            let path = symbol.path.joined(separator: ".")
            let signature = ["func", "method", "type.method", "init", "subscript", "func.op", "type.subscript"].contains(kind)
                ? ": " + symbol.heading : ""
            return "\(kind) \(path)\(signature)"
        }.sorted()
    }

    /// The names declared at the top level of `module` (types, functions, variables).
    static func topLevelNames(of module: String) throws -> Set<String> {
        Set(try symbols(of: module).filter { $0.path.count == 1 && !$0.isExtension }.map { $0.path[0] })
    }

    struct Symbol {
        var kind: String
        var path: [String]
        var heading: String
        var isExtension: Bool
        /// Whether the declaration has a doc comment (its own, not one it inherits).
        var documented: Bool
    }

    nonisolated(unsafe) static var cache: [String: [Symbol]] = [:]

    static func symbols(of module: String) throws -> [Symbol] {
        if let cached = cache[module] { return cached }
        let build = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("controlkit-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        var arguments = ["-module-name", module, "-I", build.appendingPathComponent("Modules").path, "-target", try targetTriple(build),
                         "-output-dir", output.path, "-minimum-access-level", "public", "-skip-synthesized-members"]
        for map in moduleMaps(build: build) { arguments += ["-Xcc", "-fmodule-map-file=\(map)"] }
        for include in try pkgConfigIncludes() { arguments += ["-Xcc", include] }
        try run(try tool("swift-symbolgraph-extract"), arguments)
        var symbols: [Symbol] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path) where file.hasSuffix(".symbols.json") {
            let data = try Data(contentsOf: output.appendingPathComponent(file))
            guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let list = graph["symbols"] as? [[String: Any]] else { throw Failure(description: "\(file): not a symbol graph") }
            for entry in list {
                let kind = (entry["kind"] as? [String: Any])?["identifier"] as? String ?? "?"
                let path = entry["pathComponents"] as? [String] ?? []
                let heading = ((entry["names"] as? [String: Any])?["subHeading"] as? [[String: Any]] ?? [])
                    .compactMap { $0["spelling"] as? String }.joined()
                symbols.append(Symbol(kind: kind, path: path, heading: heading, isExtension: file.contains("@"),
                                      documented: entry["docComment"] != nil))
            }
        }
        cache[module] = symbols
        return symbols
    }

    /// `x86_64-unknown-linux-gnu`: the folder above `debug` in SwiftPM's build layout.
    static func targetTriple(_ build: URL) throws -> String {
        let triple = build.deletingLastPathComponent().lastPathComponent
        guard triple.contains("-") else { throw Failure(description: "cannot tell the target from \(build.path)") }
        return triple
    }

    /// The C modules the Swift modules import: C targets' maps in the build folder, system
    /// libraries' in Sources/, and packages' in the checkouts.
    static func moduleMaps(build: URL) -> [String] {
        let scratch = build.deletingLastPathComponent().deletingLastPathComponent()
        var maps: [String] = []
        let files = FileManager.default
        for folder in (try? files.contentsOfDirectory(atPath: build.path)) ?? [] where folder.hasSuffix(".build") {
            let map = build.appendingPathComponent(folder).appendingPathComponent("module.modulemap").path
            if files.fileExists(atPath: map) { maps.append(map) }
        }
        for source in (try? files.contentsOfDirectory(atPath: PublicAPITests.root.appendingPathComponent("Sources").path)) ?? [] {
            let map = PublicAPITests.root.appendingPathComponent("Sources/\(source)/module.modulemap").path
            if files.fileExists(atPath: map) { maps.append(map) }
        }
        if let walker = files.enumerator(atPath: scratch.appendingPathComponent("checkouts").path) {
            for case let relative as String in walker where relative.hasSuffix("include/module.modulemap") {
                maps.append(scratch.appendingPathComponent("checkouts").appendingPathComponent(relative).path)
            }
        }
        return maps
    }

    /// The `-I` flags of the system libraries the C modules wrap.
    static func pkgConfigIncludes() throws -> [String] {
        try run("/usr/bin/env", ["pkg-config", "--cflags-only-I", "freetype2", "harfbuzz", "libpng"])
            .split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// `name` from the folder of the running toolchain's `swift`, or the PATH.
    static func tool(_ name: String) throws -> String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw Failure(description: "\(name) is not on the PATH")
    }

    /// The program's standard output.
    /// - Throws: when it exits with a status other than 0, with what it printed on standard error.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let result = try ChildProcess.run(executable, arguments)
        guard result.status == 0 else {
            throw Failure(description: "\(executable) \(arguments.prefix(2).joined(separator: " ")) failed: \(result.stderr)")
        }
        return result.stdout
    }
}
