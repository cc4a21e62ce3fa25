// The slow, obvious twin of `BidiLine`: the same reduced UAX #9 rules, written as the report
// states them, one rule at a time over one character at a time, each character looking as far
// back or ahead as its rule says; then L2 by reversing characters, not runs. Quadratic; tests
// compare it with `BidiLine` (BidiLineTests).

extension BidiLine {
    /// The level of each character, by the rules `BidiLine.levels(of:paragraphLevel:)` lists.
    static func referenceLevels(of classes: [BidiClass], paragraphLevel: UInt8) -> [UInt8] {
        let sos: BidiClass = paragraphLevel % 2 == 0 ? .l : .r
        let eos = sos, embeddingDirection = sos
        let count = classes.count
        var types = classes

        /// The nearest class before `index` that is in `strong`, or sos.
        func strongBefore(_ index: Int, in types: [BidiClass], among strong: Set<BidiClass>) -> BidiClass {
            types[..<index].last { strong.contains($0) } ?? sos
        }

        // W1
        for i in 0 ..< count where types[i] == .nsm || types[i] == .bn {
            types[i] = i == 0 ? sos : types[i - 1]
        }
        // W2
        for i in 0 ..< count where types[i] == .en && strongBefore(i, in: types, among: [.l, .r, .al]) == .al {
            types[i] = .an
        }
        // W3
        types = types.map { $0 == .al ? .r : $0 }
        // W4, every separator judged by its neighbours before any change
        let beforeW4 = types
        for i in 0 ..< count where i > 0 && i < count - 1 {
            let before = beforeW4[i - 1], after = beforeW4[i + 1]
            if beforeW4[i] == .es, before == .en, after == .en { types[i] = .en }
            if beforeW4[i] == .cs, before == after, before == .en || before == .an { types[i] = before }
        }
        // W5, until no terminator is left next to a European number
        var changed = true
        while changed {
            changed = false
            for i in 0 ..< count where types[i] == .et {
                if (i > 0 && types[i - 1] == .en) || (i < count - 1 && types[i + 1] == .en) {
                    types[i] = .en
                    changed = true
                }
            }
        }
        // W6
        types = types.map { [.es, .et, .cs].contains($0) ? .on : $0 }
        // W7
        let beforeW7 = types
        for i in 0 ..< count where beforeW7[i] == .en && strongBefore(i, in: beforeW7, among: [.l, .r]) == .l {
            types[i] = .l
        }
        // N1, N2, each neutral on its own
        let strongDirections: [BidiClass: BidiClass] = [.l: .l, .r: .r, .en: .r, .an: .r]
        func direction(_ type: BidiClass) -> BidiClass? { strongDirections[type] }
        let beforeN1 = types
        for i in 0 ..< count where direction(beforeN1[i]) == nil {
            let before = beforeN1[..<i].reversed().lazy.compactMap(direction).first ?? sos
            let after = beforeN1[(i + 1)...].lazy.compactMap(direction).first ?? eos
            types[i] = before == after ? before : embeddingDirection
        }
        // I1, I2
        let isEven = paragraphLevel % 2 == 0
        var levels = types.map { type -> UInt8 in
            let raise: UInt8 = switch type {
            case .r: isEven ? 1 : 0
            case .en, .an: isEven ? 2 : 1
            default: isEven ? 0 : 1
            }
            return paragraphLevel + raise
        }
        // L1, each character followed by nothing but white space
        for i in 0 ..< count where classes[i...].allSatisfy({ $0 == .ws || $0 == .bn }) {
            levels[i] = paragraphLevel
        }
        return levels
    }

    /// L2 on characters: the character indices in visual order, left to right.
    static func referenceVisualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        let highest = levels.max() ?? 0
        var level = highest
        while level >= 1 {
            var i = 0
            while i < order.count {
                if levels[order[i]] >= level {
                    var end = i
                    while end < order.count, levels[order[end]] >= level { end += 1 }
                    order[i ..< end].reverse()
                    i = end
                } else {
                    i += 1
                }
            }
            level -= 1
        }
        return order
    }
}
