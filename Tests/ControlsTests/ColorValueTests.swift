import Controls
import Raster
import Testing

@Suite struct ColorValueTests {
    @Test func hexColoursParseInEitherCase() throws {
        #expect(try ColorValue(parsing: "#007AFF").resolved(for: .light) == Color(r: 0, g: 122, b: 255))
        #expect(try ColorValue(parsing: "#ff000080").resolved(for: .dark) == Color(r: 255, g: 0, b: 0, a: 128))
    }

    /// Values from ios-facts §5.1, §5.2 and §5.3, typed from the table.
    @Test func systemNamesResolvePerAppearance() throws {
        let blue = try ColorValue(parsing: "systemBlue")
        #expect(blue.resolved(for: .light) == Color(r: 0, g: 122, b: 255))
        #expect(blue.resolved(for: .dark) == Color(r: 10, g: 132, b: 255))
        let secondary = try ColorValue(parsing: "secondaryLabel")
        #expect(secondary.resolved(for: .light) == Color(r: 60, g: 60, b: 67, a: 153))
        #expect(secondary.resolved(for: .dark) == Color(r: 235, g: 235, b: 245, a: 153))
        #expect(try ColorValue(parsing: "systemGray6").resolved(for: .dark) == Color(r: 28, g: 28, b: 30))
    }

    @Test func textRoundTrips() throws {
        for text in ["#12AB34", "#12AB3480", "label", "systemGray"] {
            #expect(try ColorValue(parsing: text).description == text)
        }
    }

    @Test(arguments: ["#12345", "#GGGGGG", "#1234567", "blue", "", "rgb(1,2,3)"])
    func badTextIsATypedError(text: String) {
        #expect(throws: ColorValueError.self) { try ColorValue(parsing: text) }
    }

    @Test func wrongCaseSuggestsTheName() {
        do {
            _ = try ColorValue(parsing: "systemblue")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("did you mean systemBlue?"))
        }
    }

    @Test func everyNameParsesToItsTableEntry() throws {
        #expect(SystemColors.names.count >= 36)
        for name in SystemColors.names {
            let value = try ColorValue(parsing: name)
            #expect(value.resolved(for: .light) == SystemColors.byName[name]?.light)
            #expect(value.resolved(for: .dark) == SystemColors.byName[name]?.dark)
        }
    }
}
