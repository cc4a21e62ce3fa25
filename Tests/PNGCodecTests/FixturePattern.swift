// The fixtures' pixel pattern and PNG's conversion rules, written independently of
// make_fixtures.py and of the decoder, so the decoder's output can be checked pixel by pixel.

import Raster

/// PNG colour types (PNG spec 11.2.1) with the fixture file-name prefix of each.
enum FixtureColorType: String, CaseIterable {
    case grey = "grey", rgb = "rgb", palette = "palette", greyAlpha = "grey-alpha", rgba = "rgba"

    /// Every bit depth PNG allows for this colour type (PNG spec 11.2.1, table 11.1).
    var legalBitDepths: [Int] {
        switch self {
        case .grey: [1, 2, 4, 8, 16]
        case .rgb, .greyAlpha, .rgba: [8, 16]
        case .palette: [1, 2, 4, 8]
        }
    }

    /// Whether PNG allows a tRNS chunk for this type (PNG spec 11.3.2.1).
    var allowsTRNS: Bool { self == .grey || self == .rgb || self == .palette }

    /// Samples stored per pixel (a palette index counts as one).
    var channels: Int {
        switch self {
        case .grey, .palette: 1
        case .greyAlpha: 2
        case .rgb: 3
        case .rgba: 4
        }
    }
}

/// One good fixture file and what it was written with.
struct FixtureSpec: CustomStringConvertible {
    var colorType: FixtureColorType
    var bitDepth: Int
    var width: Int
    var height: Int
    var hasTRNS = false
    var interlaced = false
    /// File name suffix for variants beyond tRNS and Adam7 ("-gama", "-tiny").
    var variant = ""

    var fileName: String {
        "\(colorType.rawValue)-\(bitDepth)" + (hasTRNS ? "-trns" : "") + (interlaced ? "-adam7" : "") + variant + ".png"
    }
    var description: String { fileName }

    /// The pixel the decoder must produce at (x, y).
    func expectedPixel(x: Int, y: Int) -> Color {
        let maxSample = (1 << bitDepth) - 1
        let samples = (0 ..< colorType.channels).map { FixturePattern.sample(x: x, y: y, channel: $0, maxValue: maxSample) }
        // tRNS names one key colour for grey and RGB, compared on the stored samples (PNG spec 11.3.2.1).
        let keyColor = (0 ..< colorType.channels).map { FixturePattern.sample(x: 0, y: 0, channel: $0, maxValue: maxSample) }
        let keyAlpha: UInt8 = hasTRNS && samples == keyColor ? 0 : 255
        func to8(_ v: Int) -> UInt8 { FixturePattern.scaleTo8Bits(v, maxValue: maxSample) }
        switch colorType {
        case .grey:
            return Color(r: to8(samples[0]), g: to8(samples[0]), b: to8(samples[0]), a: keyAlpha)
        case .rgb:
            return Color(r: to8(samples[0]), g: to8(samples[1]), b: to8(samples[2]), a: keyAlpha)
        case .greyAlpha:
            return Color(r: to8(samples[0]), g: to8(samples[0]), b: to8(samples[0]), a: to8(samples[1]))
        case .rgba:
            return Color(r: to8(samples[0]), g: to8(samples[1]), b: to8(samples[2]), a: to8(samples[3]))
        case .palette:
            let index = samples[0]
            let alphaCount = FixturePattern.paletteTRNSCount(bitDepth: bitDepth)
            let alpha: UInt8 = hasTRNS && index < alphaCount ? FixturePattern.paletteEntry(index, channel: 3) : 255
            return Color(r: FixturePattern.paletteEntry(index, channel: 0), g: FixturePattern.paletteEntry(index, channel: 1),
                         b: FixturePattern.paletteEntry(index, channel: 2), a: alpha)
        }
    }

    /// Every good fixture make_fixtures.py writes.
    static let all: [FixtureSpec] = {
        var specs: [FixtureSpec] = []
        for type in FixtureColorType.allCases {
            for depth in type.legalBitDepths {
                specs.append(FixtureSpec(colorType: type, bitDepth: depth, width: 7, height: 5))
                if type.allowsTRNS {
                    specs.append(FixtureSpec(colorType: type, bitDepth: depth, width: 7, height: 5, hasTRNS: true))
                }
            }
        }
        let interlaced: [(FixtureColorType, Int, Bool)] = [
            (.grey, 1, false), (.grey, 16, false), (.greyAlpha, 8, false), (.rgb, 8, false),
            (.rgba, 8, false), (.rgba, 16, false), (.palette, 2, true), (.palette, 4, false),
        ]
        for (type, depth, trns) in interlaced {
            specs.append(FixtureSpec(colorType: type, bitDepth: depth, width: 11, height: 9, hasTRNS: trns, interlaced: true))
        }
        specs.append(FixtureSpec(colorType: .rgba, bitDepth: 8, width: 3, height: 2, interlaced: true, variant: "-tiny"))
        specs.append(FixtureSpec(colorType: .rgb, bitDepth: 8, width: 7, height: 5, variant: "-gama"))
        return specs
    }()
}

/// The test pattern of make_fixtures.py, re-implemented.
enum FixturePattern {
    /// A well-mixed sample in 0...maxValue: a Knuth multiplicative hash of a polynomial in
    /// x, y and the channel, folded once.
    static func sample(x: Int, y: Int, channel: Int, maxValue: Int) -> Int {
        let seed = UInt64(x * 73 + y * 151 + channel * 47 + x * y * 5 + 11)
        var h = (seed &* 2_654_435_761) & 0xFFFF_FFFF
        h ^= h >> 13
        return Int(h % UInt64(maxValue + 1))
    }

    /// Pattern row the palette colours come from, away from the image's own rows.
    static let paletteRow = 1000

    static func paletteEntry(_ index: Int, channel: Int) -> UInt8 {
        UInt8(sample(x: index, y: paletteRow, channel: channel, maxValue: 255))
    }

    /// tRNS gives alpha to the first half of the palette (at least one entry).
    static func paletteTRNSCount(bitDepth: Int) -> Int { max(1, (1 << bitDepth) / 2) }

    /// A `maxValue`-scale sample as 8 bits, rounded to nearest: round(v · 255 / maxValue).
    static func scaleTo8Bits(_ value: Int, maxValue: Int) -> UInt8 {
        UInt8((value * 255 + maxValue / 2) / maxValue)
    }
}
