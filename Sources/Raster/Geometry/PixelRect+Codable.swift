// PixelRect as JSON: `{"x": …, "y": …, "width": …, "height": …}`, the keys image-comparison
// reports have always written for ignore regions and difference boxes.

extension PixelRect: Codable {
    private enum CodingKeys: String, CodingKey {
        case x, y, width, height
    }

    /// Reads the four keys; a negative or overflowing size gives an empty or cut side, as
    /// `init(x:y:width:height:)` does.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(x: try c.decode(Int.self, forKey: .x), y: try c.decode(Int.self, forKey: .y),
                  width: try c.decode(Int.self, forKey: .width), height: try c.decode(Int.self, forKey: .height))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(x0, forKey: .x)
        try c.encode(y0, forKey: .y)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
    }
}
