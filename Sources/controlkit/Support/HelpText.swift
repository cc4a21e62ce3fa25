/// Help text that reads the same in any terminal: ArgumentParser wraps help at the terminal's
/// width (80 columns without a terminal), so every line written here stays within `width` and
/// breaks where a reader expects — long commands with a `\` continuation, option lists with a
/// hanging indent.
enum HelpText {
    /// The widest line written, in characters (80 columns less a margin).
    static let width = 78

    /// An `EXAMPLES:` section: each command line (without `controlkit`) indented two spaces,
    /// broken before an option with `\` and continued four spaces deeper.
    static func examples(_ commands: [String]) -> String {
        (["EXAMPLES:"] + commands.flatMap { command(["controlkit"] + $0.split(separator: " ").map(String.init)) })
            .joined(separator: "\n")
    }

    /// One command line in words, wrapped before an option when the option and its value
    /// would pass `width` (less room for " \\" unless they end the command), so an option
    /// never ends a line without its value.
    static func command(_ words: [String]) -> [String] {
        var lines: [String] = []
        var line = "  "
        for (i, word) in words.enumerated() {
            let candidate = line.hasSuffix(" ") ? line + word : line + " " + word
            let hasValue = i + 1 < words.count && !words[i + 1].hasPrefix("-")
            let value = hasValue ? " " + words[i + 1] : ""
            let endsCommand = i + (hasValue ? 1 : 0) == words.count - 1
            let breakable = word.hasPrefix("-") && line.count > 4
            if (candidate + value).count > (endsCommand ? width : width - 2), breakable {
                lines.append(line + " \\")
                line = "      " + word
            } else {
                line = candidate
            }
        }
        lines.append(line)
        return lines
    }

    /// `text` wrapped to `width`, every line after the first indented by `indent` spaces and
    /// the first starting after `lead` (which is padded to `indent`, or put on its own line).
    static func hanging(_ lead: String, _ text: String, indent: Int = 26) -> [String] {
        var lines: [String] = []
        var line: String
        if lead.count + 2 <= indent {
            line = lead + String(repeating: " ", count: indent - lead.count)
        } else {
            lines.append(lead)
            line = String(repeating: " ", count: indent)
        }
        var empty = true
        for word in text.split(separator: " ") {
            if !empty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
                empty = true
            }
            line += (empty ? "" : " ") + word
            empty = false
        }
        lines.append(line)
        return lines
    }
}
