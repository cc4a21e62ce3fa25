import ArgumentParser
import ControlKit

/// A control's own flags, read from its `ControlKind.fields`: each becomes the key of the
/// control's map in the same document tree a figure file becomes, located at the flag as typed
/// (so a message says `--current-page`, or `--current` when that was typed). The field table is
/// the one place a flag is defined; its help is generated from it too.
enum ControlFlags {
    /// The control's map, from `arguments` (`--pages 12 --current-page=5 --page-image 0=location.fill`).
    /// A value may start with `-` (`--width -20`); `--flag=value` works too.
    /// - Throws: `ValidationError` (a usage error) for an unknown flag, with the nearest known
    ///   one, or a flag without a value.
    static func parse(_ arguments: [String], kind: ControlKind) throws -> DocumentNode {
        var pairs: [(key: String, value: DocumentNode)] = []
        var keyed: [String: [(key: String, value: DocumentNode)]] = [:]
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else {
                throw ValidationError("unexpected argument '\(argument)'." + hint(for: argument, kind: kind))
            }
            var name = String(argument.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let field = kind.fields.first(where: { $0.flag == name || $0.flagAliases.contains(name) }) else {
                throw ValidationError("unknown option '--\(name)'." + hint(for: "--" + name, kind: kind))
            }
            if value == nil {
                guard index < arguments.count else { throw ValidationError("missing value for '--\(name) <\(field.valueName.lowercased())>'") }
                value = arguments[index]
                index += 1
            }
            let text = value ?? ""
            switch field.form {
            case .value:
                guard !pairs.contains(where: { $0.key == field.key }) else {
                    throw ValidationError("--\(name) is given twice; give it once")
                }
                pairs.append((field.key, .plain(text, location: .flag("--\(name)"))))
            case .keyedValues:
                let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, !parts[0].isEmpty else {
                    throw ValidationError("--\(name) \(text): expected \(field.valueName)")
                }
                if !keyed.keys.contains(field.key) { pairs.append((field.key, .map([]))) }
                keyed[field.key, default: []].append((parts[0], .plain(parts[1], location: .flag("--\(name) \(parts[0])"))))
            }
        }
        let map = pairs.map { pair -> (key: String, value: DocumentNode) in
            guard let entries = keyed[pair.key] else { return pair }
            let flag = kind.field(forKey: pair.key).map { "--\($0.flag)" } ?? pair.key
            return (pair.key, .map(entries, location: .flag(flag)))
        }
        return .map(map)
    }

    static func hint(for flag: String, kind: ControlKind) -> String {
        let known = kind.fields.flatMap(\.flagSpellings)
        if let near = Spelling.nearest(to: flag, in: known) { return " Did you mean '\(near)'?" }
        return " See --help for the \(kind.command) options."
    }

    /// The flag a diagnostic's field was set by, for one that has no location of its own
    /// (`figures[0].pageControl.pages: is required` → `--pages`).
    static func flag(for field: FieldPath, kind: ControlKind) -> String? {
        let c = field.components
        guard c.count >= 2, c[0] == .key("figures"), c[1] == .index(0) else { return nil }
        guard c.count >= 3, case .key(let key) = c[2] else { return "the figure" }
        if key == kind.key, c.count >= 4, case .key(let fieldKey) = c[3] {
            return kind.field(forKey: fieldKey).map { "--\($0.flag)" }
        }
        return RenditionOptions.flags[key]
    }

    /// The help section listing the control's flags, generated from its fields.
    static func help(for kind: ControlKind) -> String {
        var lines = ["\(kind.command.uppercased()) OPTIONS:"]
        for field in kind.fields {
            let names = "  " + field.flagSpellings.joined(separator: ", ") + " <\(field.valueName.lowercased())>"
            var text = field.help
            if !field.choices.isEmpty { text += " Values: \(field.choices.joined(separator: ", "))." }
            if field.required { text += " Required." }
            lines += HelpText.hanging(names, text)
        }
        return lines.joined(separator: "\n")
    }

    /// Throws a usage error for the first required field none of `arguments` sets.
    static func checkRequired(_ arguments: [String], kind: ControlKind) throws {
        for field in kind.fields where field.required {
            let given = arguments.contains { argument in
                field.flagSpellings.contains { argument == $0 || argument.hasPrefix($0 + "=") }
            }
            if !given { throw ValidationError("missing expected option '--\(field.flag) <\(field.valueName.lowercased())>'") }
        }
    }
}
