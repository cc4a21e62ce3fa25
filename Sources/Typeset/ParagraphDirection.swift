/// The direction a line reads in as a whole: UAX #9's paragraph embedding level, 0 for left to
/// right and 1 for right to left (https://www.unicode.org/reports/tr9/, rules P2–P3).
///
/// It decides where neutral characters between runs of opposite directions go, and in which
/// order the runs are placed; it never changes the order of letters inside a run (Hebrew stays
/// right to left and Latin left to right in either).
///
/// `package`, not `public`: the controls that need it are in this package, and a public type
/// would change the reviewed public API listing (docs/public-api/Typeset.txt).
package enum ParagraphDirection: Hashable, Sendable {
    /// From the first strong character (UAX #9 P2–P3): a Hebrew or Arabic letter, or RLM or
    /// ALM, makes the line right to left; a letter of a left-to-right script, or LRM, makes
    /// it left to right; a line with none (digits, punctuation, spaces) is left to right.
    case automatic
    case leftToRight
    case rightToLeft
}
