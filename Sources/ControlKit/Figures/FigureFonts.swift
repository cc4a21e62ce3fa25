import Documents
import Typeset

/// No font, no figure: a figure whose scene holds text is drawn only when the default fonts
/// load. Without them its labels would be left out (and measured as 0 pt wide), a picture with a
/// missing part; instead the plan fails as a whole, naming the folder it looked in.
enum FigureFonts {
    /// Nothing when the default fonts load.
    /// - Throws: an error naming the folders searched and why the load failed, with the way out.
    static func require() throws(Diagnostic) {
        do {
            _ = try FontLibrary.shared()
        } catch {
            let searched = FontLibrary.searchedDirectories().joined(separator: ", then ")
            throw Diagnostic(.error, "the figure has text, but no fonts could be loaded (looked in \(searched)): \(error); "
                + "set \(FontLibrary.fontDirectoryEnvironmentVariable) to a folder of fonts, or install with Scripts/install.sh, which copies Fonts/")
        }
    }
}
