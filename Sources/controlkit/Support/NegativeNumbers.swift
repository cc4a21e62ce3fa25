/// Negative numbers after their option: `--width -20` reads as `--width=-20`, so no option
/// needs the `=` form for a negative value (ArgumentParser would take `-20` for a flag).
enum NegativeNumbers {
    /// `arguments` with each `--name -number` pair joined into `--name=-number`. Only long
    /// options without a value of their own are joined, and only before a token that is a
    /// negative decimal number; no command takes a negative positional argument.
    static func joined(_ arguments: [String]) -> [String] {
        var out: [String] = []
        var index = 0
        while index < arguments.count {
            let token = arguments[index]
            if token.hasPrefix("--"), !token.contains("="), index + 1 < arguments.count, isNegativeNumber(arguments[index + 1]) {
                out.append(token + "=" + arguments[index + 1])
                index += 2
            } else {
                out.append(token)
                index += 1
            }
        }
        return out
    }

    /// `-20`, `-0.5`, `-.5`, `-1e3`.
    static func isNegativeNumber(_ token: String) -> Bool {
        guard token.hasPrefix("-"), token.count > 1 else { return false }
        return Double(token) != nil && token.dropFirst().first.map { $0.isNumber || $0 == "." } == true
    }
}
