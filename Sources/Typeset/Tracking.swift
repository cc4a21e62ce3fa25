/// Extra space added between characters, as iOS's San Francisco applies by point size.
public enum Tracking: Hashable, Sendable, Codable {
    /// San Francisco's size-dependent tracking (`Tracking.sfThousandthsOfEm(forPoints:)`).
    case sanFrancisco
    /// None: glyphs advance by their (kerned) advances only.
    case none
    /// A fixed amount in points after each character.
    case points(Float)

    /// The tracking in points for a font of `sizePoints`.
    public func points(forSize sizePoints: Float) -> Float {
        switch self {
        case .sanFrancisco: Self.sfThousandthsOfEm(forPoints: sizePoints) * sizePoints / 1000
        case .none: 0
        case .points(let p): p
        }
    }

    /// SF Pro's (variable, iOS 14+) tracking table: (smallest size in points, tracking in
    /// 1/1000 em). A value holds from its size until the next listed size.
    /// Source: ios-facts §6.3, from the "Fix San Francisco" Figma plugin, which cites Apple's
    /// HIG tracking table.
    package static let sfTable: [(sizePoints: Float, thousandthsOfEm: Float)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
        (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
        (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (31, 13), (33, 12), (35, 11),
        (36, 10), (41, 9), (44, 8), (49, 7), (52, 6), (58, 5), (60, 4), (66, 3), (68, 2),
        (76, 1), (80, 0),
    ]

    /// SF's tracking for a size: the entry of the largest listed size not above `sizePoints`;
    /// sizes below the table's first (6 pt) take its first value, sizes from 80 pt on take 0.
    package static func sfThousandthsOfEm(forPoints sizePoints: Float) -> Float {
        var value = sfTable[0].thousandthsOfEm
        for entry in sfTable where entry.sizePoints <= sizePoints { value = entry.thousandthsOfEm }
        return value
    }

    private enum Kind: String, Codable { case sanFrancisco, none, points }
    private enum CodingKeys: String, CodingKey { case kind, points }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            guard let kind = Kind(rawValue: name), kind != .points else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "tracking must be \"sanFrancisco\", \"none\" or a number of points")
            }
            self = kind == .sanFrancisco ? .sanFrancisco : .none
            return
        }
        let single = try decoder.singleValueContainer()
        let value = try single.decode(Float.self)
        guard value.isFinite else {
            throw DecodingError.dataCorruptedError(in: single, debugDescription: "tracking \(value) is not finite")
        }
        self = .points(value)
    }

    public func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .sanFrancisco: try single.encode(Kind.sanFrancisco.rawValue)
        case .none: try single.encode(Kind.none.rawValue)
        case .points(let p): try single.encode(p)
        }
    }
}
