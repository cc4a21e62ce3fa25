import Raster

/// A 5 × 7 pixel font, drawn for ControlKit's triptych labels: upper-case letters, digits and
/// the punctuation a label needs. Lower-case letters draw as upper case; anything else as `?`.
/// Each glyph is seven rows, top first; in a row, bit 4 is the leftmost pixel.
enum BitmapFont {
    static let glyphWidth = 5
    static let glyphHeight = 7
    /// Blank columns between glyphs.
    static let spacing = 1

    static let glyphs: [Character: [UInt8]] = [
        "A": [0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
        "B": [0b11110, 0b10001, 0b10001, 0b11110, 0b10001, 0b10001, 0b11110],
        "C": [0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110],
        "D": [0b11110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11110],
        "E": [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111],
        "F": [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b10000],
        "G": [0b01110, 0b10001, 0b10000, 0b10111, 0b10001, 0b10001, 0b01111],
        "H": [0b10001, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
        "I": [0b01110, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
        "J": [0b00111, 0b00010, 0b00010, 0b00010, 0b00010, 0b10010, 0b01100],
        "K": [0b10001, 0b10010, 0b10100, 0b11000, 0b10100, 0b10010, 0b10001],
        "L": [0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b11111],
        "M": [0b10001, 0b11011, 0b10101, 0b10101, 0b10001, 0b10001, 0b10001],
        "N": [0b10001, 0b10001, 0b11001, 0b10101, 0b10011, 0b10001, 0b10001],
        "O": [0b01110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
        "P": [0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000, 0b10000],
        "Q": [0b01110, 0b10001, 0b10001, 0b10001, 0b10101, 0b10010, 0b01101],
        "R": [0b11110, 0b10001, 0b10001, 0b11110, 0b10100, 0b10010, 0b10001],
        "S": [0b01111, 0b10000, 0b10000, 0b01110, 0b00001, 0b00001, 0b11110],
        "T": [0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100],
        "U": [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
        "V": [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01010, 0b00100],
        "W": [0b10001, 0b10001, 0b10001, 0b10101, 0b10101, 0b10101, 0b01010],
        "X": [0b10001, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001, 0b10001],
        "Y": [0b10001, 0b10001, 0b01010, 0b00100, 0b00100, 0b00100, 0b00100],
        "Z": [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0b11111],
        "0": [0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110],
        "1": [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
        "2": [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111],
        "3": [0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110],
        "4": [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010],
        "5": [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110],
        "6": [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110],
        "7": [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000],
        "8": [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110],
        "9": [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100],
        " ": [0, 0, 0, 0, 0, 0, 0],
        ".": [0, 0, 0, 0, 0, 0b01100, 0b01100],
        ",": [0, 0, 0, 0, 0b01100, 0b00100, 0b01000],
        ":": [0, 0b01100, 0b01100, 0, 0b01100, 0b01100, 0],
        "%": [0b11000, 0b11001, 0b00010, 0b00100, 0b01000, 0b10011, 0b00011],
        "-": [0, 0, 0, 0b11111, 0, 0, 0],
        "(": [0b00010, 0b00100, 0b01000, 0b01000, 0b01000, 0b00100, 0b00010],
        ")": [0b01000, 0b00100, 0b00010, 0b00010, 0b00010, 0b00100, 0b01000],
        "/": [0, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0],
        "=": [0, 0, 0b11111, 0, 0b11111, 0, 0],
        "?": [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0, 0b00100],
    ]

    static func glyph(_ c: Character) -> [UInt8] {
        glyphs[Character(c.uppercased())] ?? glyphs["?"] ?? []
    }

    /// Width in pixels of `text` at `scale` (no trailing spacing).
    static func width(of text: String, scale: Int) -> Int {
        text.isEmpty ? 0 : (text.count * (glyphWidth + spacing) - spacing) * scale
    }

    /// Draws `text` with its top-left at (x, y), each font pixel a `scale × scale` square, clipped
    /// to `clip` (and to the image).
    static func draw(_ text: String, into image: inout RGBAImage, x: Int, y: Int, scale: Int, color: Color, clip: PixelRect) {
        let bounds = clip.intersection(PixelRect(x: 0, y: 0, width: image.width, height: image.height))
        var penX = x
        for c in text {
            let rows = glyph(c)
            for (row, bits) in rows.enumerated() {
                for col in 0 ..< glyphWidth where bits & (1 << (glyphWidth - 1 - col)) != 0 {
                    for dy in 0 ..< scale {
                        for dx in 0 ..< scale {
                            let px = penX + col * scale + dx, py = y + row * scale + dy
                            if bounds.contains(x: px, y: py) { image[px, py] = color }
                        }
                    }
                }
            }
            penX += (glyphWidth + spacing) * scale
        }
    }
}
