import Assets
import Foundation
import Testing

/// `Contents.json` as Xcode reads it: valid JSON with the keys of the asset catalog format.
@Suite struct ImageSetTests {
    func parse(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func aTemplateSetListsEachScaleWithItsFile() throws {
        let json = try parse(ImageSet(name: "add", scales: [2, 3], dark: false, template: true).contentsJSON)
        let images = try #require(json["images"] as? [[String: Any]])
        #expect(images.count == 3)
        #expect(images.allSatisfy { $0["idiom"] as? String == "universal" })
        #expect(images.map { $0["scale"] as? String } == ["1x", "2x", "3x"])
        #expect(images.map { $0["filename"] as? String } == [nil, "add@2x.png", "add@3x.png"])
        let info = try #require(json["info"] as? [String: Any])
        #expect(info["version"] as? Int == 1 && info["author"] is String)
        let properties = try #require(json["properties"] as? [String: Any])
        #expect(properties["template-rendering-intent"] as? String == "template")
    }

    @Test func aDarkVariantCarriesTheLuminosityAppearance() throws {
        let json = try parse(ImageSet(name: "x", scales: [2], dark: true, template: false).contentsJSON)
        let images = try #require(json["images"] as? [[String: Any]])
        let dark = images.filter { $0["appearances"] != nil }
        #expect(dark.count == 3)
        let appearance = try #require((dark.first?["appearances"] as? [[String: Any]])?.first)
        #expect(appearance["appearance"] as? String == "luminosity" && appearance["value"] as? String == "dark")
        #expect(dark.compactMap { $0["filename"] as? String } == ["x-dark@2x.png"])
        #expect((json["properties"] as? [String: Any])?["template-rendering-intent"] as? String == "original")
    }

    @Test func theCatalogsContentsIsInfoOnly() throws {
        let json = try parse(ImageSet.catalogContentsJSON)
        #expect(Set(json.keys) == ["info"])
    }

    @Test func namesWithQuotesAreEscaped() throws {
        let json = try parse(ImageSet(name: "a\"b\\c", scales: [2], dark: false, template: true).contentsJSON)
        let images = try #require(json["images"] as? [[String: Any]])
        #expect(images.contains { $0["filename"] as? String == "a\"b\\c@2x.png" })
    }
}
