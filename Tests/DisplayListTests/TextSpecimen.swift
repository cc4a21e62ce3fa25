import Raster
import DisplayList
import Typeset

/// The text specimen kept as `Goldens/text/` and `Examples/scenes/text.json`: every iOS text
/// style in English, then a Japanese and a Korean line, in iOS's label colour on its system
/// background, one line per style at the style's leading.
enum TextSpecimen {
    enum Appearance: String, CaseIterable { case light, dark }

    /// One line: its style and words. "AVATAR", "To" and "Wave" show kerning at a glance.
    static let lines: [(style: TextStyle, text: String)] = [
        (.largeTitle, "Large Title AVATAR"),
        (.title1, "Title 1 · To Wave"),
        (.title2, "Title 2 · AVATAR To"),
        (.title3, "Title 3 · Typography"),
        (.headline, "Headline · Settings"),
        (.body, "Body · The quick brown fox jumps"),
        (.callout, "Callout · Tap to continue"),
        (.subheadline, "Subheadline · 12:45 PM"),
        (.footnote, "Footnote · Updated 3 minutes ago"),
        (.caption1, "Caption 1 · 1,024 items"),
        (.caption2, "Caption 2 · Version 17.4"),
        // Japanese: the opening words of the Japanese translation of Apple's HIG page "Modality".
        (.body, "モダリティとは、コンテンツを一時的に表示し"),
        // Korean: words from the Korean translation of Apple's HIG page "Page controls": Latin and
        // Hangul on one baseline, Hangul through the CJK fallback.
        (.body, "Page Control는 원하는 수의 페이지를"),
    ]

    /// Leading (baseline-to-baseline distance) per style, in points: ios-facts §6.2.
    static func leadingPoints(_ style: TextStyle) -> Float {
        switch style {
        case .largeTitle: 41
        case .title1: 34
        case .title2: 28
        case .title3: 25
        case .headline, .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption1: 16
        case .caption2: 13
        }
    }

    /// SF Pro's ascender and line height per point of size (ios-facts §6.1/§6.4: 1950/2048 and
    /// 2444/2048), used to put each baseline where UIKit would in a line of the style's leading.
    static let sfAscenderPerPoint: Float = 1950.0 / 2048
    static let sfLineHeightPerPoint: Float = 2444.0 / 2048

    /// Margins in points: the navigation bar's 16 pt edge padding (ios-facts §3.1), used on
    /// every side.
    static let marginPoints: Float = 16
    static let widthPoints: Float = 400

    /// label on systemBackground: ios-facts §5.3 and §5.6.
    static func colors(_ appearance: Appearance) -> (label: Color, background: Color) {
        switch appearance {
        case .light: (.black, .white)
        case .dark: (.white, .black)
        }
    }

    static var heightPoints: Float {
        lines.reduce(2 * marginPoints) { $0 + leadingPoints($1.style) }
    }

    /// The baseline of each line, in points from the top: the line box of the style's leading,
    /// with SF's line height centred in it and the baseline an SF ascender below that, rounded to
    /// a whole point so that it falls on a pixel boundary at every scale.
    static var baselines: [Float] {
        var top = marginPoints
        return lines.map { line in
            let size = line.style.sizePoints, leading = leadingPoints(line.style)
            let baseline = top + (leading - sfLineHeightPerPoint * size) / 2 + sfAscenderPerPoint * size
            top += leading
            return baseline.rounded()
        }
    }

    static func scene(_ appearance: Appearance, scale: Float) -> Scene {
        let (label, background) = colors(appearance)
        let items = zip(lines, baselines).map { line, baseline in
            SceneItem.text(TextItem(line.text, style: line.style, origin: Point(marginPoints, baseline), paint: .solid(label)))
        }
        return Scene(name: "text", summary: "The iOS text styles in Inter, then Japanese and Korean in Noto Sans CJK.",
                     size: Size(widthPoints, heightPoints), scale: scale, background: background, items: items)
    }
}
