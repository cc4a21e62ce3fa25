// Did-you-mean for the one output convention: `-o FILE` for a command that writes one file,
// `--out DIR` for one that writes a folder.

enum CommandLineHints {
    /// A hint for a usage error, from the arguments as typed, or nil.
    static func hint(for arguments: [String], writesFolder: Bool?) -> String? {
        guard let writesFolder else { return nil }
        if !writesFolder, let i = arguments.firstIndex(where: { $0 == "--out" || $0.hasPrefix("--out=") }) {
            let value = arguments[i].hasPrefix("--out=") ? String(arguments[i].dropFirst(6)) : (arguments.indices.contains(i + 1) ? arguments[i + 1] : "FILE")
            return "this command writes one file: did you mean -o \(value)? (--out DIR is for commands that write a folder)"
        }
        return nil
    }
}
