import ArgumentParser
import ControlKit

/// A control's own flags, read from its `ControlKind.fields`: each becomes the key of the
/// control's map in the same document tree a figure file becomes, located at the flag as typed
/// (so a message says `--current-page`, or `--current` when that was typed). The field table is
/// the one place a flag is defined; its help is generated from it too.
enum ControlFlags {
    /// A flag the control reads: a field of its own, or a field of the items of one of its
    /// lists (`--rows` of a picker's `components`).
    struct Flag {
        let field: ControlField
        /// The list the field belongs to, for an item field.
        let list: ControlField?
    }

    /// Every flag of `kind`, top-level fields first.
    static func flags(of kind: ControlKind) -> [Flag] {
        kind.fields.filter { $0.items.isEmpty }.map { Flag(field: $0, list: nil) }
            + kind.fields.flatMap { list in list.items.map { Flag(field: $0, list: list) } }
    }

    /// The control's map, from `arguments` (`--pages 12 --current-page=5 --page-image 0=location.fill`,
    /// `--rows A,B --rows 1,2 --selected 1`). A value may start with `-` (`--width -20`);
    /// `--flag=value` works too. An item field's n-th flag fills the list's n-th item.
    /// - Throws: `ValidationError` (a usage error) for an unknown flag, with the nearest known
    ///   one, or a flag without a value.
    static func parse(_ arguments: [String], kind: ControlKind) throws -> DocumentNode {
        let known = flags(of: kind)
        var pairs: [(key: String, value: DocumentNode)] = []
        var keyed: [String: [(key: String, value: DocumentNode)]] = [:]
        var items: [String: [[(key: String, value: DocumentNode)]]] = [:]
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
            guard let flag = known.first(where: { $0.field.flag == name || $0.field.flagAliases.contains(name) }) else {
                throw ValidationError("unknown option '--\(name)'." + hint(for: "--" + name, kind: kind))
            }
            let field = flag.field
            if field.form == .presence {
                guard value == nil || value == "true" || value == "false" else {
                    throw ValidationError("--\(name)=\(value ?? ""): a switch is given alone, or as =true or =false")
                }
                value = value ?? "true"
            }
            if value == nil {
                guard index < arguments.count else { throw ValidationError("missing value for '--\(name) <\(field.valueName.lowercased())>'") }
                value = arguments[index]
                index += 1
            }
            let text = value ?? ""
            let node = try Self.node(text, field: field, typed: name)
            if let list = flag.list {
                var listItems = items[list.key] ?? []
                if !pairs.contains(where: { $0.key == list.key }) { pairs.append((list.key, .list([]))) }
                // The n-th --rows fills item n: the first item without this key yet.
                let slot = listItems.firstIndex { item in !item.contains { $0.key == field.key } } ?? listItems.count
                if slot == listItems.count { listItems.append([]) }
                listItems[slot].append((field.key, node))
                items[list.key] = listItems
                continue
            }
            switch field.form {
            case .value, .commaList, .presence:
                guard !pairs.contains(where: { $0.key == field.key }) else {
                    throw ValidationError("--\(name) is given twice; give it once")
                }
                pairs.append((field.key, node))
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
            let flag = kind.field(forKey: pair.key).map { "--\($0.flag)" } ?? pair.key
            if let entries = keyed[pair.key] { return (pair.key, .map(entries, location: .flag(flag))) }
            if let list = items[pair.key] { return (pair.key, .list(list.map { .map($0) })) }
            return pair
        }
        return .map(map)
    }

    /// A flag's value as a node: plain text, or a list for a comma-list field.
    static func node(_ text: String, field: ControlField, typed name: String) throws -> DocumentNode {
        let location = SourceLocation.flag("--\(name)")
        guard field.form == .commaList else { return .plain(text, location: location) }
        return .list(text.split(separator: ",", omittingEmptySubsequences: false).map { .plain(String($0), location: location) },
                     location: location)
    }

    static func hint(for flag: String, kind: ControlKind) -> String {
        let known = flags(of: kind).flatMap(\.field.flagSpellings)
        if let near = Spelling.nearest(to: flag, in: known) { return " Did you mean '\(near)'?" }
        return " See --help for the \(kind.command) options."
    }

    /// The flag a diagnostic's field was set by, for one that has no location of its own
    /// (`figures[0].pageControl.pages: is required` → `--pages`).
    static func flag(for field: FieldPath, kind: ControlKind) -> String? {
        let c = field.components
        guard c.count >= 2, c[0] == .key("figures"), c[1] == .index(0) else { return nil }
        guard c.count >= 3, case .key(let key) = c[2] else { return "the figure" }
        if key == kind.key, c.count >= 4, case .key(let fieldKey) = c[3], let top = kind.field(forKey: fieldKey) {
            if !top.items.isEmpty, c.count >= 6, case .index(let i) = c[4], case .key(let itemKey) = c[5],
               let item = top.itemField(forKey: itemKey) {
                return "--\(item.flag) (\(ordinal(i + 1)))"
            }
            return top.items.isEmpty ? "--\(top.flag)" : nil
        }
        return RenditionOptions.flags[key]
    }

    /// "1st", "2nd", "3rd", "4th" …
    static func ordinal(_ n: Int) -> String {
        let suffix = (11 ... 13).contains(n % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][n % 10] ?? "th"
        return "\(n)\(suffix)"
    }

    /// The help section listing the control's flags, generated from its fields.
    static func help(for kind: ControlKind) -> String {
        var lines = ["\(kind.command.uppercased()) OPTIONS:"]
        for flag in flags(of: kind) {
            let field = flag.field
            let names = "  " + field.flagSpellings.joined(separator: ", ") + (field.form == .presence ? "" : " <\(field.valueName.lowercased())>")
            var text = field.help
            if !field.choices.isEmpty { text += " Values: \(field.choices.joined(separator: ", "))." }
            if let list = flag.list { text += " Once per \(list.valueName.lowercased()), in order." }
            if field.required { text += " Required." }
            lines += HelpText.hanging(names, text)
        }
        return lines.joined(separator: "\n")
    }

    /// Throws a usage error for the first required top-level field none of `arguments` sets.
    static func checkRequired(_ arguments: [String], kind: ControlKind) throws {
        for field in kind.fields where field.required && field.items.isEmpty {
            let given = arguments.contains { argument in
                field.flagSpellings.contains { argument == $0 || argument.hasPrefix($0 + "=") }
            }
            if !given { throw ValidationError("missing expected option '--\(field.flag) <\(field.valueName.lowercased())>'") }
        }
        for list in kind.fields where list.required && !list.items.isEmpty {
            let spellings = list.items.flatMap(\.flagSpellings)
            let given = arguments.contains { argument in spellings.contains { argument == $0 || argument.hasPrefix($0 + "=") } }
            if !given, let first = list.items.first {
                throw ValidationError("missing expected option '--\(first.flag) <\(first.valueName.lowercased())>'")
            }
        }
    }
}
