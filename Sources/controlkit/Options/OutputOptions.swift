import ArgumentParser
import Documents

/// `-o FILE`: the one output file of a command that writes a single file.
struct OutputFileOptions: ParsableArguments {
    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The file to write.", valueName: "file"))
    var output: String

    /// The path, checked to end in `.ext` (`png`, `json`): the file's name says what it holds.
    func path(ending ext: String, because reason: String) throws -> String {
        guard output.lowercased().hasSuffix(".\(ext)") else {
            throw ValidationError("-o \(output): \(reason) is written as .\(ext); name the file *.\(ext)")
        }
        return output
    }
}

/// `--out DIR`: the folder a command that writes many files writes into.
struct OutputFolderOptions: ParsableArguments {
    @Option(name: [.customLong("out"), .customShort("o")], help: ArgumentHelp("The folder to write into (created if missing).", valueName: "dir"))
    var out: String

    /// Checked by the command after its own arguments (ArgumentParser validates groups first).
    func validate() throws {}

    /// Throws for a file name where a folder is expected.
    func checkIsFolder() throws {
        if out.lowercased().hasSuffix(".png") || out.lowercased().hasSuffix(".json") {
            throw ValidationError("--out \(out): this command writes a folder of files named by their output pattern; give a folder")
        }
    }
}

/// `--font-dir DIR`: folders of fonts searched after the package's `Fonts/`.
struct FontOptions: ParsableArguments {
    @Option(name: .customLong("font-dir"), help: ArgumentHelp("A folder of fonts, searched after Fonts/ (repeatable).", valueName: "dir"))
    var fontDirectories: [String] = []
}

/// `--strict`: warnings are errors.
struct StrictOption: ParsableArguments {
    @Flag(help: "Treat warnings (HIG advice) as errors.")
    var strict = false
}
