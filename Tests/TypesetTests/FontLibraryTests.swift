import Foundation
import Testing
import TestSupport
@testable import Typeset

@Suite struct FontLibraryTests {
    @Test func loadsTheShippedFamilies() throws {
        let library = try Fixtures.sharedLibrary()
        #expect(library.families == ["Inter", "Inter Display", "Noto Sans CJK JP", "Noto Sans Hebrew"])
    }

    @Test func picksTheTextFaceBelowTwentyPointsAndTheDisplayFaceFromTwenty() throws {
        let library = try Fixtures.sharedLibrary()
        let small = try library.layoutLine("a", font: Font(size: 19.5))
        let large = try library.layoutLine("a", font: Font(size: 20))
        #expect(small.glyphs[0].fontFile.hasSuffix("Inter/Inter-Regular.otf"))
        #expect(large.glyphs[0].fontFile.hasSuffix("Inter/InterDisplay-Regular.otf"))
    }

    @Test(arguments: [
        (FontWeight.regular, "Inter-Regular.otf", "NotoSansCJKjp-Subset-Regular.otf", "NotoSansHebrew-Regular.ttf"),
        (.medium, "Inter-Medium.otf", "NotoSansCJKjp-Subset-Regular.otf", "NotoSansHebrew-Regular.ttf"),
        (.semibold, "Inter-SemiBold.otf", "NotoSansCJKjp-Subset-Bold.otf", "NotoSansHebrew-Bold.ttf"),
        (.bold, "Inter-Bold.otf", "NotoSansCJKjp-Subset-Bold.otf", "NotoSansHebrew-Bold.ttf"),
    ])
    func picksTheNearestWeightInEachFamily(weight: FontWeight, latinFile: String, cjkFile: String, hebrewFile: String) throws {
        let library = try Fixtures.sharedLibrary()
        let line = try library.layoutLine("aあא", font: Font(size: 17, weight: weight))
        #expect(line.glyphs.map { ($0.fontFile as NSString).lastPathComponent } == [latinFile, cjkFile, hebrewFile])
    }

    @Test func anyWeightInRangeMapsToTheNearestFaceWithTiesGoingHeavier() throws {
        let library = try Fixtures.sharedLibrary()
        func file(_ w: Int) throws -> String {
            let line = try library.layoutLine("a", font: Font(size: 17, weight: FontWeight(w)))
            return (line.glyphs[0].fontFile as NSString).lastPathComponent
        }
        #expect(try file(1) == "Inter-Regular.otf")
        #expect(try file(549) == "Inter-Medium.otf")
        #expect(try file(550) == "Inter-SemiBold.otf")
        #expect(try file(1000) == "Inter-Bold.otf")
    }

    @Test func familyNamesMatchWithoutRegardToCase() throws {
        let library = try Fixtures.sharedLibrary()
        let line = try library.layoutLine("a", font: Font(family: "inter", size: 17))
        #expect(line.glyphs.count == 1)
    }

    @Test func weightOutsideTheOpenTypeRangeIsATypedError() {
        #expect(throws: FontError.invalidWeight(0)) { try FontWeight(0) }
        #expect(throws: FontError.invalidWeight(1001)) { try FontWeight(1001) }
    }

    @Test func unknownFamilyIsATypedErrorListingTheFamilies() throws {
        let library = try Fixtures.sharedLibrary()
        #expect(throws: FontError.unknownFamily("Helvetica", available: ["Inter", "Inter Display", "Noto Sans CJK JP", "Noto Sans Hebrew"])) {
            try library.layoutLine("a", font: Font(family: "Helvetica", size: 17))
        }
    }

    @Test func missingFolderIsATypedError() {
        #expect(throws: FontError.directoryNotFound(path: "/nonexistent/fonts")) {
            try FontLibrary(directories: ["/nonexistent/fonts"])
        }
    }

    @Test func folderWithoutFontsIsATypedError() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: dir + "/readme.txt"))
        #expect(throws: FontError.noFontsFound(directories: [dir])) { try FontLibrary(directories: [dir]) }
    }

    @Test func emptyFontFileIsATypedErrorNamingTheFile() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/Empty.otf"
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(throws: FontError.unreadableFile(path: path, reason: "the file is empty")) { try FontLibrary(directories: [dir]) }
    }

    @Test func corruptFontFileIsAFreeTypeErrorNamingTheFile() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/Corrupt.ttf"
        // Random bytes, and a real font cut short after its table directory.
        var random = SeededRandom(seed: 4)
        try Data((0 ..< 4096).map { _ in UInt8(truncatingIfNeeded: random.next()) }).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: FontError.self) { try FontLibrary(directories: [dir]) }
        guard case .freeType(let file, let call, let code)? = error else {
            Issue.record("expected a FreeType error, got \(String(describing: error))")
            return
        }
        #expect(file == path)
        #expect(call == "FT_New_Memory_Face")
        #expect(code != 0)

        let real = try Data(contentsOf: URL(fileURLWithPath: Fixtures.fontFile("Inter/Inter-Regular.otf")))
        try real.prefix(300).write(to: URL(fileURLWithPath: path))
        #expect(throws: FontError.self) { try FontLibrary(directories: [dir]) }
    }

    @Test func anotherFolderLoadsOnItsOwnAndEarlierFoldersTakePrecedence() throws {
        let dir = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: Fixtures.fontFile("Inter/Inter-Bold.otf"), toPath: dir + "/Copy-Bold.otf")

        let alone = try FontLibrary(directories: [dir], fallbackFamilies: [])
        #expect(alone.families == ["Inter"])
        let onlyBold = try alone.layoutLine("a", font: Font(size: 17))
        #expect(onlyBold.glyphs[0].fontFile == dir + "/Copy-Bold.otf")

        let both = try FontLibrary(directories: [FontLibrary.packageFontsDirectory, dir])
        let first = try both.layoutLine("a", font: Font(size: 17, weight: .bold))
        #expect(first.glyphs[0].fontFile == Fixtures.fontFile("Inter/Inter-Bold.otf"))
    }

    @Test func environmentVariableReplacesTheDefaultFolder() {
        #expect(FontLibrary.defaultDirectory(environment: [:]) == FontLibrary.packageFontsDirectory)
        #expect(FontLibrary.defaultDirectory(environment: ["CONTROLKIT_FONT_DIR": "/opt/fonts"]) == "/opt/fonts")
        #expect(FontLibrary.defaultDirectory(environment: ["CONTROLKIT_FONT_DIR": ""]) == FontLibrary.packageFontsDirectory)
        #expect(FontLibrary.packageFontsDirectory.hasSuffix("/Fonts"))
    }

    /// An installed binary (`<prefix>/bin/controlkit`) finds `<prefix>/share/controlkit/Fonts`
    /// before the package's folder, so it draws text after its clone is gone; the environment
    /// variable still wins; with neither folder present the last one searched is named.
    @Test func anInstalledBinaryFindsTheFontsOfItsPrefix() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("controlkit-prefix-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let executable = prefix + "/bin/controlkit", installed = prefix + "/share/controlkit/Fonts"
        #expect(FontLibrary.installedFontsDirectory(executable: executable) == installed)
        #expect(FontLibrary.searchedDirectories(environment: [:], executable: executable) == [installed, FontLibrary.packageFontsDirectory])
        #expect(FontLibrary.defaultDirectory(environment: [:], executable: executable) == FontLibrary.packageFontsDirectory,
                "no installation yet: the package's folder")
        try FileManager.default.createDirectory(atPath: installed, withIntermediateDirectories: true)
        #expect(FontLibrary.defaultDirectory(environment: [:], executable: executable) == installed)
        #expect(FontLibrary.defaultDirectory(environment: ["CONTROLKIT_FONT_DIR": "/opt/fonts"], executable: executable) == "/opt/fonts")
        #expect(FontLibrary.searchedDirectories(environment: ["CONTROLKIT_FONT_DIR": "/opt/fonts"], executable: executable) == ["/opt/fonts"])
    }
}
