import Foundation

/// A locale's date pattern for a template, split into its fields in order: what decides which
/// wheels a date picker shows and in which order (ios-facts §2.2: UIKit asks
/// `DateFormatter.dateFormat(fromTemplate:options:locale:)` and follows the fields as they
/// occur). The patterns are CLDR's, as the platform's ICU holds them; nothing is typed by hand.
package struct DatePattern: Hashable, Sendable {
    /// One field of the pattern with the literal letters that follow it bound to it: `y年` in
    /// `y年M月d日`; `MMMM` alone in `d בMMMM y`. Spaces and punctuation between fields are not
    /// part of a field.
    package struct Field: Hashable, Sendable {
        package var unit: DateUnit
        /// The field's letters with the literals bound to it, as a `DateFormatter` format
        /// (literals quoted): what one wheel row of this field is formatted with.
        package var format: String
    }

    /// The template asked for (`j:m`).
    package let template: String
    /// The locale's pattern (`h:mm a` in en_US, `a h:mm` in ko_KR).
    package let pattern: String
    /// The fields in pattern order.
    package let fields: [Field]

    /// The locale's pattern for `template`.
    /// - Returns: nil when the platform has no pattern for it.
    package init?(template: String, locale: Locale) {
        guard let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) else { return nil }
        self.init(template: template, pattern: pattern)
    }

    /// A pattern given as is (for tests and for templates resolved elsewhere).
    package init(template: String, pattern: String) {
        self.template = template
        self.pattern = pattern
        self.fields = Self.split(pattern)
    }

    /// The units in pattern order.
    package var units: [DateUnit] { fields.map(\.unit) }

    /// Whether the pattern tells time on a 12-hour clock (it has a day period, `a`).
    package var uses12HourClock: Bool { units.contains(.dayPeriod) }

    /// Splits a pattern into fields. A letter literal (quoted text, or letters that are not
    /// pattern letters, such as 年 or 일) right after a field, with no space between, binds to
    /// it: CJK writes unit markers after numbers, and a wheel shows "2024年". A literal before
    /// a field is dropped: in he_IL's `d בMMMM y` the ב is a preposition ("in January") that a
    /// month standing alone on a wheel does not take [INF: UIKit's own strings for he_IL are
    /// not in the facts].
    static func split(_ pattern: String) -> [Field] {
        enum Token { case field(DateUnit?, String), literal(String) }
        var tokens: [Token] = []
        var chars = Array(pattern)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "'" {
                var text = ""
                i += 1
                while i < chars.count {
                    if chars[i] == "'" {
                        if i + 1 < chars.count, chars[i + 1] == "'" { text.append("'"); i += 2; continue }
                        i += 1
                        break
                    }
                    text.append(chars[i]); i += 1
                }
                tokens.append(.literal(text.isEmpty ? "'" : text))
            } else if c.isASCII, c.isLetter {
                var run = String(c)
                i += 1
                while i < chars.count, chars[i] == c { run.append(c); i += 1 }
                tokens.append(.field(DateUnit(patternLetter: c), run))
            } else {
                tokens.append(.literal(String(c)))
                i += 1
            }
        }
        chars = []
        // Bind letter literals to neighbouring fields.
        var fields: [(unit: DateUnit?, letters: String, suffix: String)] = []
        var lastWasField = false
        for token in tokens {
            switch token {
            case .field(let unit, let letters):
                fields.append((unit, letters, ""))
                lastWasField = true
            case .literal(let text):
                let isWord = text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.isIdeographic }
                if isWord, lastWasField, !fields.isEmpty {
                    fields[fields.count - 1].suffix += text
                } else if !isWord {
                    lastWasField = false
                }
            }
        }
        func quoted(_ s: String) -> String { s.isEmpty ? "" : "'" + s.replacingOccurrences(of: "'", with: "''") + "'" }
        return fields.compactMap { f in
            guard let unit = f.unit else { return nil }
            return Field(unit: unit, format: f.letters + quoted(f.suffix))
        }
    }
}
