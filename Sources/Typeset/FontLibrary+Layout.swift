import Raster

// One-line layout: clean the text, resolve its bidirectional levels (BidiLine), pick a face per
// character, shape each run in its direction and place the runs in visual order, add tracking,
// truncate to a width, and collect the outlines.

extension FontLibrary {
    /// The largest font size accepted, in points.
    public static let maxSizePoints: Float = 2000
    /// The largest size in device pixels per em accepted (points × scale); FreeType's own limit
    /// is far above this, and a larger glyph is larger than any canvas ControlKit allows.
    public static let maxPixelsPerEm: Float = 8000
    /// The most Unicode scalars one line may hold.
    public static let maxScalarsPerLine = 10_000
    /// What a truncated line ends with: U+2026 HORIZONTAL ELLIPSIS, as UIKit's tail truncation.
    public static let ellipsis = "\u{2026}"

    /// Lays out `text` on one line.
    ///
    /// - Parameters:
    ///   - text: any string. Control characters (Cc) are removed with a warning each. An
    ///     unpaired UTF-16 surrogate cannot be in a Swift `String`: decoding such input yields
    ///     U+FFFD, which no shipped face has, so it draws the missing-glyph box with a warning.
    ///     An empty string gives an empty line (no glyphs, width 0, the font's metrics).
    ///   - font: family, size in points, weight, tracking, and whether digits are monospaced
    ///     (each ASCII digit centred in a cell as wide as the widest: `digitCell`).
    ///   - scale: device pixels per point; outlines are taken at `font.sizePoints × scale`
    ///     pixels per em, exactly as FreeType would render them at that size.
    ///   - maxWidth: when set and the line is wider, it is cut at a character boundary,
    ///     trailing white space dropped and "…" appended, to the longest text that fits. If not
    ///     even "…" fits, the line is "…" alone (wider than `maxWidth`). The cut is at the
    ///     logical end: the first characters in reading order are kept, "…" follows the last of
    ///     them in reading order, and the line keeps the whole text's paragraph direction — so
    ///     in a right-to-left line "…" is at the left end.
    ///   - kerning: apply the font's kerning (GPOS `kern`); off only for tests and comparison.
    /// - Returns: the line with its glyphs in visual order. Mixed directions are laid out by
    ///   the reduced UAX #9 rules in `BidiLine`: Hebrew and Arabic run right to left, digits
    ///   and Latin left to right, with the paragraph direction from the first strong character.
    ///   The direction marks LRM, RLM and ALM steer that and draw nothing.
    /// - Throws: `FontError.invalidSize` for a non-finite or out-of-range size, scale or
    ///   `maxWidth`; `.unknownFamily`; `.textTooLong`; FreeType errors naming the file.
    public func layoutLine(
        _ text: String,
        font: Font,
        scale: Float = 1,
        maxWidth: Float? = nil,
        kerning: Bool = true
    ) throws(FontError) -> TextLine {
        try layoutLine(text, font: font, direction: .automatic, scale: scale, maxWidth: maxWidth, kerning: kerning)
    }

    /// Lays out `text` on one line in a paragraph direction the caller chooses (`.automatic`
    /// is what the public `layoutLine` does); otherwise as `layoutLine(_:font:scale:maxWidth:kerning:)`.
    package func layoutLine(
        _ text: String,
        font: Font,
        direction: ParagraphDirection,
        scale: Float = 1,
        maxWidth: Float? = nil,
        kerning: Bool = true
    ) throws(FontError) -> TextLine {
        try Self.validate(font: font, scale: scale, maxWidth: maxWidth)
        var warnings: [TypesetWarning] = []
        let cleaned = Self.removingControlCharacters(text, warnings: &warnings)
        let scalarCount = cleaned.unicodeScalars.count
        guard scalarCount <= Self.maxScalarsPerLine else {
            throw .textTooLong(scalars: scalarCount, limit: Self.maxScalarsPerLine)
        }

        // Resolved once from the whole text, so a truncated line keeps it.
        let paragraphLevel = BidiLine.paragraphLevel(of: cleaned.map(BidiClass.init), direction: direction)

        lock.lock()
        defer { lock.unlock() }
        let chain = try faceChain(for: font)
        let full = try shapeLine(cleaned, paragraphLevel: paragraphLevel, chain: chain, font: font, scale: scale, kerning: kerning)
        guard let maxWidth, full.width > maxWidth else {
            return makeLine(cleaned, shaped: full, chain: chain, font: font, scale: scale, truncated: false, warnings: warnings)
        }
        let truncated = try truncate(cleaned, paragraphLevel: paragraphLevel, to: maxWidth, chain: chain, font: font, scale: scale, kerning: kerning)
        return makeLine(truncated.text, shaped: truncated.shaped, chain: chain, font: font, scale: scale, truncated: true, warnings: warnings)
    }

    /// The requested face's vertical metrics in points: ascender, descender (negative) and
    /// line height, as `TextLine` reports them.
    public func lineMetrics(for font: Font) throws(FontError) -> (ascender: Float, descender: Float, lineHeight: Float) {
        try Self.validate(font: font, scale: 1, maxWidth: nil)
        return try locked { () throws(FontError) -> (Float, Float, Float) in
            let face = try resolveFace(family: font.family, weight: font.weight, sizePoints: font.sizePoints)
            return Self.metrics(face, font)
        }
    }

    // MARK: Steps

    /// A shaped line before it becomes a `TextLine`.
    struct ShapedLine {
        var glyphs: [PlacedGlyph] = []
        var width: Float = 0
        var warnings: [TypesetWarning] = []
    }

    static func validate(font: Font, scale: Float, maxWidth: Float?) throws(FontError) {
        guard font.sizePoints.isFinite, font.sizePoints > 0, font.sizePoints <= maxSizePoints else {
            throw .invalidSize(field: "font size (points)", value: font.sizePoints)
        }
        guard scale.isFinite, scale > 0 else { throw .invalidSize(field: "scale", value: scale) }
        let pixelsPerEm = font.sizePoints * scale
        guard pixelsPerEm <= maxPixelsPerEm, PixelSize26Dot6(pixelsPerEm: pixelsPerEm).value > 0 else {
            throw .invalidSize(field: "pixels per em (size × scale)", value: pixelsPerEm)
        }
        if case .points(let p) = font.tracking, !p.isFinite {
            throw .invalidSize(field: "tracking (points)", value: p)
        }
        if let maxWidth, !(maxWidth.isFinite && maxWidth >= 0) {
            throw .invalidSize(field: "maxWidth (points)", value: maxWidth)
        }
    }

    static func removingControlCharacters(_ text: String, warnings: inout [TypesetWarning]) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                warnings.append(.controlCharacterRemoved(scalar))
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Picks a face per character (the first in `chain` with glyphs for all its scalars, else
    /// the first with its first scalar, else a missing box), resolves the characters' levels
    /// (`BidiLine`, paragraph level 0 or 1), shapes each run of characters sharing a face and a
    /// level in that level's direction, and places the runs in visual order, with tracking
    /// between characters. Direction marks are left out of the runs: they draw nothing. With
    /// `outlines` false the glyphs get empty outlines (for measuring only: truncation's search).
    ///
    /// A line all at level 0 (left-to-right text in a left-to-right paragraph) is one level run,
    /// so its face runs and their shaping are what they were before bidirectional layout.
    func shapeLine(_ text: String, paragraphLevel: UInt8, chain: [Face], font: Font, scale: Float, kerning: Bool,
                   outlines: Bool = true) throws(FontError) -> ShapedLine {
        var line = ShapedLine()
        let tracking = font.trackingPoints
        let size = PixelSize26Dot6(pixelsPerEm: font.sizePoints * scale)
        var pen: Float = 0
        var lastClusterEnd = false

        func advancePen(_ advance: Float, endsCharacter: Bool) {
            pen += advance
            lastClusterEnd = endsCharacter
            if endsCharacter { pen += tracking }
        }

        let characters = Array(text)
        let faces = characters.map { Self.face(for: $0, chain: chain) }
        // Warnings in reading order, whatever order the boxes are drawn in.
        for (character, face) in zip(characters, faces) where face == nil && !BidiClass.isDirectionMark(character) {
            for scalar in character.unicodeScalars where !chain.contains(where: { $0.glyph(for: scalar) != nil }) {
                line.warnings.append(.missingGlyph(scalar))
            }
        }
        let bidi = BidiLine(classes: characters.map(BidiClass.init), paragraphLevel: paragraphLevel)
        let runs = bidi.runs.flatMap { Self.faceRuns(characters, faces: faces, in: $0) }

        for run in runs {
            guard let face = run.face else {
                for _ in run.characters {
                    let advance = MissingGlyphBox.advance(sizePoints: font.sizePoints)
                    line.glyphs.append(PlacedGlyph(
                        position: Point(pen, 0), advance: advance + tracking, glyphID: 0,
                        outline: MissingGlyphBox.path(sizePoints: font.sizePoints),
                        isMissingBox: true, fontFile: "", faceID: -1
                    ))
                    advancePen(advance, endsCharacter: true)
                }
                continue
            }
            let scalars = run.characters.flatMap { $0.unicodeScalars.map(\.value) }
            let shaped = face.shape(scalars, kerning: kerning, tabularFigures: font.monospacedDigits, rightToLeft: run.isRightToLeft)
            let pixelsToPoints = 1 / scale
            for (i, g) in shaped.enumerated() {
                let endsCharacter = i + 1 == shaped.count || shaped[i + 1].cluster != g.cluster
                var xAdvance = g.xAdvance, xOffset = g.xOffset
                if font.monospacedDigits,
                   let cell = Self.digitCell(shaped, at: i, scalars: scalars, face: face, rightToLeft: run.isRightToLeft) {
                    // Centred in its cell; the cell replaces the kerned advance.
                    xOffset += (cell - face.nominalAdvance(of: g.glyph)) / 2
                    xAdvance = cell
                }
                let advance = face.points(xAdvance, sizePoints: font.sizePoints)
                let offset = Point(face.points(xOffset, sizePoints: font.sizePoints), -face.points(g.yOffset, sizePoints: font.sizePoints))
                let outline = outlines ? try glyphCache.outline(face: face, glyph: g.glyph, size: size).transformed(by: .scale(pixelsToPoints)) : Path()
                line.glyphs.append(PlacedGlyph(
                    position: Point(pen, 0) + offset,
                    advance: advance + (endsCharacter ? tracking : 0),
                    glyphID: g.glyph,
                    outline: outline,
                    isMissingBox: false, fontFile: face.path, faceID: face.id
                ))
                advancePen(advance, endsCharacter: endsCharacter)
            }
        }
        // Tracking goes between characters, not after the last one.
        line.width = lastClusterEnd ? pen - tracking : pen
        return line
    }

    /// The digit cell, in font units, when glyph `i` of `shaped` draws a lone ASCII digit (its
    /// cluster is that one scalar and no other glyph); nil for anything else, or when the face
    /// lacks some digit. `rightToLeft` says how the run was shaped (its glyphs' clusters then
    /// decrease); digits always resolve to an even level (UAX #9 W7, I1–I2), so in practice
    /// they are in left-to-right runs.
    ///
    /// Why a cell and not `tnum` alone: `tnum` gives Inter's text faces one advance for every
    /// digit, but the Inter Display faces shipped (3.019) keep theirs proportional under `tnum`
    /// (Display Regular: "1" 1028, "4" 1220 of 2048 units), and Inter's author says its `tnum`
    /// is not meant to be monospaced (rsms/inter#741). iOS's monospaced digits are one width at
    /// every size, so each digit is widened to the widest and centred.
    static func digitCell(_ shaped: [ShapedGlyph], at i: Int, scalars: [UInt32], face: Face, rightToLeft: Bool) -> Int32? {
        let g = shaped[i]
        // The glyphs before and after this one in reading order.
        let previous = rightToLeft ? i + 1 : i - 1, next = rightToLeft ? i - 1 : i + 1
        let clusterEnd = shaped.indices.contains(next) ? shaped[next].cluster : scalars.count
        guard clusterEnd == g.cluster + 1, !shaped.indices.contains(previous) || shaped[previous].cluster != g.cluster,
              Face.digitScalars.contains(scalars[g.cluster]) else { return nil }
        let cell = face.digitCellUnits
        return cell > 0 ? cell : nil
    }

    /// Consecutive characters of one level drawn by the same face (nil: no face has them), in
    /// logical order.
    struct Run {
        let face: Face?
        /// Shaped right to left: the characters' level is odd.
        let isRightToLeft: Bool
        var characters: [Character]
    }

    /// The face that draws `character`: the first in `chain` with glyphs for all its scalars,
    /// else the first with its first scalar; nil when none has.
    static func face(for character: Character, chain: [Face]) -> Face? {
        let scalars = character.unicodeScalars
        return chain.first { face in scalars.allSatisfy { face.glyph(for: $0) != nil } }
            ?? scalars.first.flatMap { first in chain.first { $0.glyph(for: first) != nil } }
    }

    /// The face runs of one level run, in visual order: a right-to-left level run's face runs
    /// from its last to its first (HarfBuzz then orders the glyphs inside each). Direction marks
    /// are skipped, so the characters on either side of one share a run, and their kerning.
    static func faceRuns(_ characters: [Character], faces: [Face?], in levelRun: BidiLine.Run) -> [Run] {
        var runs: [Run] = []
        for i in levelRun.range where !BidiClass.isDirectionMark(characters[i]) {
            if let last = runs.last, last.face === faces[i] {
                runs[runs.count - 1].characters.append(characters[i])
            } else {
                runs.append(Run(face: faces[i], isRightToLeft: levelRun.isRightToLeft, characters: [characters[i]]))
            }
        }
        return levelRun.isRightToLeft ? runs.reversed() : runs
    }

    /// The longest prefix (in characters, trailing white space dropped) that fits `maxWidth`
    /// with "…" after it; "…" alone if none does. Binary search: a longer prefix is never
    /// narrower (advances are positive and exceed any kerning or tracking between a pair).
    /// The prefix is logical (reading order), whatever the direction, and every candidate is laid
    /// out at `paragraphLevel`, the whole text's.
    func truncate(_ text: String, paragraphLevel: UInt8, to maxWidth: Float, chain: [Face], font: Font, scale: Float,
                  kerning: Bool) throws(FontError) -> (text: String, shaped: ShapedLine) {
        let characters = Array(text)
        func candidate(_ count: Int) -> String {
            var prefix = String(characters[0 ..< count])
            while let last = prefix.last, last.isWhitespace { prefix.removeLast() }
            return prefix + Self.ellipsis
        }
        var best = candidate(0)
        var low = 1, high = characters.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let attempt = candidate(mid)
            let measured = try shapeLine(attempt, paragraphLevel: paragraphLevel, chain: chain, font: font, scale: scale,
                                         kerning: kerning, outlines: false)
            if measured.width <= maxWidth {
                best = attempt
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        return (best, try shapeLine(best, paragraphLevel: paragraphLevel, chain: chain, font: font, scale: scale, kerning: kerning))
    }

    static func metrics(_ face: Face, _ font: Font) -> (ascender: Float, descender: Float, lineHeight: Float) {
        // Bounded: the units come from FreeType's FT_Short fields.
        return (
            face.points(Int32(face.ascenderUnits), sizePoints: font.sizePoints),
            face.points(Int32(face.descenderUnits), sizePoints: font.sizePoints),
            face.points(Int32(face.lineHeightUnits), sizePoints: font.sizePoints)
        )
    }

    func makeLine(_ text: String, shaped: ShapedLine, chain: [Face], font: Font, scale: Float, truncated: Bool, warnings: [TypesetWarning]) -> TextLine {
        let m = Self.metrics(chain[0], font)
        return TextLine(
            text: text, font: font, scale: scale, glyphs: shaped.glyphs, width: shaped.width,
            ascender: m.ascender, descender: m.descender, lineHeight: m.lineHeight,
            isTruncated: truncated, warnings: warnings + shaped.warnings
        )
    }
}
