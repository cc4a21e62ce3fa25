// Bidirectional layout of one line: which characters run right to left, and the order the runs
// are placed in. The rules are those of UAX #9, the Unicode Bidirectional Algorithm
// (https://www.unicode.org/reports/tr9/), in a reduced form for one line with no explicit
// embeddings; rule names (P2, W1, N1, L2…) are that report's.
//
// Does:
// - P2–P3: the paragraph direction from the first strong character (L, R, AL), unless the
//   caller forces it; left to right when there is none;
// - W1–W7: marks take the class of the character before them; European digits after an Arabic
//   letter become Arabic digits; a single separator between two numbers joins them
//   ("12:30", "1,5"); terminators next to a number join it ("50%", "₪5"); European digits
//   after L count as L;
// - N1–N2: neutrals (spaces, punctuation) between two strong sides of the same direction take
//   it (numbers count as right to left), others the paragraph's;
// - I1–I2: embedding levels 0–2; L1 for white space at the end of the line; L2: reverse every
//   sequence at each level from the highest down to 1.
//
// Does not (compared with full UAX #9):
// - X1–X10: explicit embeddings, overrides and isolates (U+202A–202E, U+2066–2069) are not
//   honoured; they are boundary neutrals, so the whole line is one isolating run sequence with
//   the paragraph's direction at both ends, and levels never exceed 2;
// - N0: paired brackets are resolved as any other neutral, not as a pair (a bracket pair whose
//   inside and outside differ may take different directions);
// - BN characters are kept and take the class of the character before them, as NSM do (UAX #9
//   §5.2 allows keeping them; strictly they should be invisible to W4 and the other rules that
//   look at neighbours);
// - L1 for segment separators (tabs are removed before layout), L3 (combining marks already
//   stay with their base: resolution works on grapheme clusters, each taking its first
//   scalar's class), L4 (mirroring is HarfBuzz's, `Face.shape`);
// - classes come from a reduced table (`BidiClass`), exact for the characters the pickers draw.
//
// Invariants: `levels` has one entry per character, each the paragraph level or up to 2 above
// it; `runs` cover every character index once, in visual order, left to right.

/// One line's resolved embedding levels and level runs in visual order.
struct BidiLine {
    /// A maximal sequence of characters at one level. Odd levels run right to left.
    struct Run {
        /// Character (grapheme cluster) indices, in logical order.
        let range: Range<Int>
        let level: UInt8
        var isRightToLeft: Bool { level % 2 == 1 }
    }

    /// 0: left to right, 1: right to left.
    let paragraphLevel: UInt8
    /// One level per character, in logical order.
    let levels: [UInt8]
    /// The level runs in visual order, left to right (rule L2 on runs).
    let runs: [Run]

    init(classes: [BidiClass], paragraphLevel: UInt8) {
        self.paragraphLevel = paragraphLevel
        levels = Self.levels(of: classes, paragraphLevel: paragraphLevel)
        runs = Self.visualRuns(levels)
    }

    /// P2–P3, or the forced direction.
    static func paragraphLevel(of classes: [BidiClass], direction: ParagraphDirection) -> UInt8 {
        switch direction {
        case .leftToRight: return 0
        case .rightToLeft: return 1
        case .automatic:
            let first = classes.first { $0 == .l || $0 == .r || $0 == .al }
            return first == nil || first == .l ? 0 : 1
        }
    }

    /// The resolved level of each character: W1–W7, N1–N2, I1–I2 and L1, each a linear pass.
    /// `BidiLine+Reference` states the same rules one character at a time.
    static func levels(of classes: [BidiClass], paragraphLevel: UInt8) -> [UInt8] {
        let count = classes.count
        // X10 without embeddings: the line is one run sequence, and sos and eos are both the
        // paragraph's direction, which is also the embedding direction of N2.
        let outside: BidiClass = paragraphLevel % 2 == 0 ? .l : .r
        var types = classes

        // W1 (NSM, and BN, take the class before them), W2 (EN after AL is AN), W3 (AL is R).
        var previous = outside, lastStrong = outside
        for i in 0 ..< count {
            var type = types[i]
            if type == .nsm || type == .bn { type = previous }
            if type == .en, lastStrong == .al { type = .an }
            if type == .l || type == .r || type == .al { lastStrong = type }
            previous = type
            types[i] = type == .al ? .r : type
        }
        // W4: one separator between two numbers of the same kind joins them.
        for i in stride(from: 1, to: count - 1, by: 1) where types[i] == .es || types[i] == .cs {
            let before = types[i - 1], after = types[i + 1]
            if before == .en, after == .en {
                types[i] = .en
            } else if types[i] == .cs, before == .an, after == .an {
                types[i] = .an
            }
        }
        // W5: a sequence of terminators next to a European number joins it.
        var i = 0
        while i < count {
            guard types[i] == .et else { i += 1; continue }
            var end = i
            while end < count, types[end] == .et { end += 1 }
            if (i > 0 && types[i - 1] == .en) || (end < count && types[end] == .en) {
                for k in i ..< end { types[k] = .en }
            }
            i = end
        }
        // W6: separators and terminators left over are neutral.
        for k in 0 ..< count where types[k] == .es || types[k] == .et || types[k] == .cs { types[k] = .on }
        // W7: a European number after L (or at the start of a left-to-right line) is L.
        var strong = outside
        for k in 0 ..< count {
            if types[k] == .l || types[k] == .r {
                strong = types[k]
            } else if types[k] == .en, strong == .l {
                types[k] = .l
            }
        }
        // N1, N2: a sequence of neutrals takes its sides' direction when both sides agree,
        // numbers counting as R; else the paragraph's.
        func side(_ type: BidiClass) -> BidiClass? {
            switch type {
            case .l: .l
            case .r, .en, .an: .r
            default: nil
            }
        }
        i = 0
        while i < count {
            guard side(types[i]) == nil else { i += 1; continue }
            var end = i
            while end < count, side(types[end]) == nil { end += 1 }
            let before = i == 0 ? outside : side(types[i - 1]) ?? outside
            let after = end == count ? outside : side(types[end]) ?? outside
            for k in i ..< end { types[k] = before == after ? before : outside }
            i = end
        }
        // I1, I2.
        var levels = [UInt8](repeating: paragraphLevel, count: count)
        for k in 0 ..< count {
            switch (paragraphLevel % 2 == 0, types[k]) {
            case (true, .r): levels[k] += 1
            case (true, .en), (true, .an): levels[k] += 2
            case (false, .l), (false, .en), (false, .an): levels[k] += 1
            default: break
            }
        }
        // L1: white space (and BN) at the end of the line goes back to the paragraph level.
        var end = count
        while end > 0, classes[end - 1] == .ws || classes[end - 1] == .bn {
            end -= 1
            levels[end] = paragraphLevel
        }
        return levels
    }

    /// The level runs of `levels` in visual order: L2 applied to whole runs, from the highest
    /// level down to 1, each pass reversing every maximal sequence of runs at that level or above.
    static func visualRuns(_ levels: [UInt8]) -> [Run] {
        var runs: [Run] = []
        var start = 0
        for i in levels.indices.dropFirst() where levels[i] != levels[start] {
            runs.append(Run(range: start ..< i, level: levels[start]))
            start = i
        }
        if !levels.isEmpty { runs.append(Run(range: start ..< levels.count, level: levels[start])) }

        let highest = runs.map(\.level).max() ?? 0
        for level in stride(from: highest, to: 0, by: -1) {
            var i = 0
            while i < runs.count {
                guard runs[i].level >= level else { i += 1; continue }
                var end = i
                while end < runs.count, runs[end].level >= level { end += 1 }
                runs[i ..< end].reverse()
                i = end
            }
        }
        return runs
    }
}
