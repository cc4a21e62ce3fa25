/// A font weight on the OpenType usWeightClass scale (1…1000; 400 regular, 700 bold).
///
/// Any value in range is accepted; a face is picked by the nearest weight a family ships (ties
/// go to the heavier face). The named values are the weights iOS's text styles use, at the
/// OpenType values of the Inter files in `Fonts/`.
public struct FontWeight: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The usWeightClass value, 1…1000.
    public let value: Int

    /// Fails for values outside 1…1000.
    public init(_ value: Int) throws(FontError) {
        guard Self.validRange.contains(value) else { throw .invalidWeight(value) }
        self.value = value
    }

    private init(unchecked value: Int) { self.value = value }

    /// The usWeightClass range, from the OpenType OS/2 table specification.
    public static let validRange = 1 ... 1000

    /// Regular, 400: `body` and most text styles.
    public static let regular = FontWeight(unchecked: 400)
    /// Medium, 500.
    public static let medium = FontWeight(unchecked: 500)
    /// Semibold, 600: the `headline` style.
    public static let semibold = FontWeight(unchecked: 600)
    /// Bold, 700: the `largeTitle` style.
    public static let bold = FontWeight(unchecked: 700)

    /// The name a scene file uses ("regular", "medium", "semibold", "bold"), or nil.
    public init?(name: String) {
        switch name.lowercased() {
        case "regular": self = .regular
        case "medium": self = .medium
        case "semibold": self = .semibold
        case "bold": self = .bold
        default: return nil
        }
    }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }
    public var description: String { String(value) }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let name = try? container.decode(String.self) {
            guard let weight = FontWeight(name: name) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown font weight \"\(name)\"")
            }
            self = weight
        } else {
            let number = try container.decode(Int.self)
            guard Self.validRange.contains(number) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: FontError.invalidWeight(number).description)
            }
            self.value = number
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
